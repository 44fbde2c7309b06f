import { type ProductSeed, rng } from "./catalog-generator.ts";

/**
 * Demo reviews (decisions/0017): demo customers, each with one demo paid order holding the products they review,
 * so every seeded review has the purchase the shop requires. Deterministic; about 40% of the first
 * REVIEWED_PRODUCT_LIMIT active products have 1–6 reviews, the rest none (the bench's 100,000 stay cheap).
 */
export const REVIEWED_PRODUCT_LIMIT = 1500;
export const DEMO_CUSTOMER_EMAIL = (n: number) => `demo-cliente-${n}@exemplo.pt`;

const NAMES = [
  ["Ana", "Ana Costa"],
  ["Beatriz", "Beatriz Santos"],
  ["Carolina", "Carolina Ferreira"],
  ["Daniela", "Daniela Pereira"],
  ["Elena", "Elena García"],
  ["Filipa", "Filipa Oliveira"],
  ["Gabriela", "Gabriela Martins"],
  ["Helena", "Helena Sousa"],
  ["Inês", "Inês Rodrigues"],
  ["Joana", "Joana Almeida"],
  ["Leonor", "Leonor Gomes"],
  ["Marta", "Marta Lopes"],
] as const;

const TEXTS: Record<number, [string, string][]> = {
  5: [
    ["Excelente", "Muito boa qualidade, chegou depressa e bem embalado."],
    ["Recomendo", "Exatamente como na descrição. Compraria outra vez."],
    ["Perfeito para o bebé", "Prático e bonito; usamos todos os dias."],
  ],
  4: [
    ["Muito bom", "Boa relação qualidade-preço. A entrega demorou um dia a mais."],
    ["Gostei", "Cumpre o que promete; o acabamento podia ser melhor."],
  ],
  3: [["Razoável", "Serve, mas esperava um material mais resistente."]],
  2: [["Fraco", "O tamanho é mais pequeno do que parecia nas fotos."]],
  1: [["Não recomendo", "Chegou com um defeito; a troca foi rápida."]],
};

export interface DemoCustomer {
  id: string;
  email: string;
  firstName: string;
  fullName: string;
  orderId: string;
}
export interface DemoReview {
  id: string;
  productId: number;
  userId: string;
  orderId: string;
  rating: number;
  title: string | null;
  body: string | null;
  createdAt: string;
}

/**
 * `days` after `base`, but never later than yesterday: the newest demo products are weeks old at most, and a review
 * dated in the future would be listed above every real one (newest first) and show a date to come.
 */
const at = (base: string, days: number) => new Date(Math.min(Date.parse(base) + days * 86_400_000, Date.now() - 86_400_000)).toISOString();

export function generateReviews(products: ProductSeed[]) {
  const customers: DemoCustomer[] = NAMES.map(([firstName, fullName], n) => ({
    id: `demo-user-${n + 1}`,
    email: DEMO_CUSTOMER_EMAIL(n + 1),
    firstName,
    fullName,
    orderId: `demo-order-${n + 1}`,
  }));
  const reviews: DemoReview[] = [];
  const bought = new Map<string, ProductSeed[]>(customers.map((c) => [c.id, []]));
  for (const p of products.filter((x) => x.active).slice(0, REVIEWED_PRODUCT_LIMIT)) {
    const next = rng(p.id * 7919);
    if (next() >= 0.4) continue;
    const count = 1 + Math.floor(next() * 6);
    const start = Math.floor(next() * customers.length);
    for (let k = 0; k < count; k++) {
      const c = customers[(start + k) % customers.length]!;
      const roll = next();
      const rating = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.9 ? 3 : roll < 0.96 ? 2 : 1;
      const options = TEXTS[rating]!;
      const [title, body] = options[Math.floor(next() * options.length)]!;
      const withText = next() < 0.8;
      bought.get(c.id)!.push(p);
      reviews.push({
        id: `demo-review-${p.id}-${k + 1}`,
        productId: p.id,
        userId: c.id,
        orderId: c.orderId,
        rating,
        title: withText ? title : null,
        body: withText ? body : null,
        createdAt: at(p.createdAt, 20 + Math.floor(next() * 60)),
      });
    }
  }
  return { customers, reviews, bought };
}
