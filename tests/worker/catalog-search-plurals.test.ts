import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { generateCategories, generateProducts } from "../../scripts/lib/catalog-generator";
import { generateVariants, withColorWording } from "../../scripts/lib/variant-generator";
import { PALETTE_LIMIT } from "../../shared/constants";
import { LANGUAGE_HEADER, type Lang } from "../../shared/languages";
import { singulars, wordQuery } from "../../worker/features/catalog/plurals";
import { api } from "./setup/request";
import { SLOW_TEST_MS } from "./setup/timeouts";

/**
 * Issue 44 item 4, decisions/0055: a plural typed finds the singular, in both languages. 'biberones' found the nine
 * accessories named "… de Biberones" and none of the 'Biberón …' bottles; 'biberões' likewise in Portuguese.
 * On the demo catalogue, as scripts/seed.ts writes its names (480 products).
 */
const DEMO = generateProducts(480, { withFolderImages: false }).map((p) => withColorWording(p, generateVariants(p)));

beforeAll(async () => {
  const db = env.DB;
  const { categories, subcategories } = generateCategories();
  await db.batch([
    db.prepare("DELETE FROM products"),
    db.prepare("DELETE FROM subcategories"),
    db.prepare("DELETE FROM categories"),
    ...categories.map((c) => db.prepare("INSERT INTO categories (id, name, slug, position) VALUES (?, ?, ?, ?)").bind(c.id, c.name, c.slug, c.position)),
    ...subcategories.map((s) =>
      db.prepare("INSERT INTO subcategories (id, category_id, name, slug) VALUES (?, ?, ?, ?)").bind(s.id, s.categoryId, s.name, s.slug),
    ),
  ]);
  const insert = db.prepare(
    "INSERT INTO products (id, name, name_es, description, price_cents, sku, stock_quantity, active, category_id, subcategory_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  for (let i = 0; i < DEMO.length; i += 100) {
    await db.batch(
      DEMO.slice(i, i + 100).map((p) =>
        insert.bind(p.id, p.name, p.nameEs, p.description, p.priceCents, p.sku, p.stockQuantity, p.active ? 1 : 0, p.categoryId, p.subcategoryId, p.createdAt),
      ),
    );
  }
}, SLOW_TEST_MS);

type Body = { items: { id: number; name: string }[]; total: number };
const search = async (lang: Lang, words: string, rest = "") =>
  (await api(`/api/products/search?q=${encodeURIComponent(words)}${rest}`, { headers: { [LANGUAGE_HEADER]: lang } })).body as Body;

/** The active demo products whose name in `lang` starts with `start` (the singular, as the bottles' names do). */
const named = (lang: Lang, start: RegExp) =>
  DEMO.filter((p) => p.active && start.test(lang === "es" ? p.nameEs : p.name)).map((p) => (lang === "es" ? p.nameEs : p.name));
/** The same, by any word of the name. */
const holding = (lang: Lang, word: RegExp) => named(lang, new RegExp(`(^|[\\s-])${word.source}`, "i"));

/** Every product whose name starts with the singular comes first, before those naming only the plural. */
async function expectSingularsFirst(lang: Lang, plural: string, singular: RegExp, alsoFound: RegExp) {
  const bottles = named(lang, singular);
  const others = holding(lang, alsoFound).filter((n) => !singular.test(n));
  const body = await search(lang, plural);
  const names = body.items.map((p) => p.name);
  expect(new Set(names.slice(0, bottles.length)), `${plural}: the singulars first`).toEqual(new Set(bottles));
  expect(new Set(names.slice(bottles.length)), `${plural}: then the plurals`).toEqual(new Set(others));
  expect(body.total).toBe(bottles.length + others.length);
  return bottles.length;
}

describe("a plural finds the singular (issue 44, decisions/0055)", () => {
  it("Spanish: 'biberones' finds every 'Biberón …' bottle first, then the accessories 'de Biberones'", async () => {
    const bottles = await expectSingularsFirst("es", "biberones", /^Biberón /, /biberones/);
    expect(bottles).toBeGreaterThanOrEqual(8);
    // Accents and case typed or not, the same answer.
    expect((await search("es", "BIBERONES")).total).toBe((await search("es", "biberones")).total);
    expect((await search("es", "biberón")).total).toBe((await search("es", "biberones")).total);
  });

  it("Portuguese: 'biberões' (and 'biberoes') finds every 'Biberão …' bottle first, then 'Conjunto de Biberões' and the rest", async () => {
    const bottles = await expectSingularsFirst("pt", "biberões", /^Biberão /, /biber(õ|o)es/);
    expect(bottles).toBeGreaterThanOrEqual(8);
    expect((await search("pt", "biberoes")).items.map((p) => p.name)).toEqual((await search("pt", "biberões")).items.map((p) => p.name));
  });

  it("other Spanish plurals: 'colchones' → Colchón, 'cojines' → Cojín, 'calentadores' → Calentador", async () => {
    for (const [plural, singular] of [
      ["colchones", /^Colchón /],
      ["cojines", /^Cojín /],
      ["calentadores", /^Calentador /],
    ] as const) {
      const body = await search("es", plural);
      const expected = named("es", singular);
      expect(expected.length, plural).toBeGreaterThan(0);
      expect(
        body.items.map((p) => p.name),
        plural,
      ).toEqual(expect.arrayContaining(expected));
    }
  });

  it("other Portuguese plurals: 'colchões' → Colchão, 'fraldas' → Fralda, 'aquecedores' → Aquecedor", async () => {
    for (const [plural, singular] of [
      ["colchões", /^Colchão /],
      ["fraldas", /^Fralda /],
      ["aquecedores", /^Aquecedor /],
    ] as const) {
      const body = await search("pt", plural);
      const expected = named("pt", singular);
      expect(expected.length, plural).toBeGreaterThan(0);
      expect(
        body.items.map((p) => p.name),
        plural,
      ).toEqual(expect.arrayContaining(expected));
    }
  });

  it("Portuguese -is → -l and -ns → -m: 'lençóis' finds Lençol, 'anéis' Anel, 'bombons' Bombom", async () => {
    onTestFinished(async () => {
      await env.DB.prepare("DELETE FROM products WHERE sku LIKE 'PL-%'").run();
    });
    await env.DB.batch(
      [
        [9001, "Lençol de Berço Estrelas", "Sábana de Cuna Estrellas"],
        [9002, "Anel de Dentição Refrescante", "Anillo de Dentición Refrescante"],
        [9003, "Caixa de Bombom de Pano", "Caja de Bombón de Tela"],
      ].map(([id, name, nameEs]) =>
        env.DB.prepare("INSERT INTO products (id, name, name_es, price_cents, sku, stock_quantity, active) VALUES (?, ?, ?, 1000, ?, 5, 1)").bind(
          id,
          name,
          nameEs,
          `PL-${id}`,
        ),
      ),
    );
    expect((await search("pt", "lençóis")).items.map((p) => p.name)).toEqual(["Lençol de Berço Estrelas"]);
    expect((await search("pt", "lencois de berço")).items.map((p) => p.name)).toEqual(["Lençol de Berço Estrelas"]);
    expect((await search("pt", "anéis")).items.map((p) => p.name)).toEqual(["Anel de Dentição Refrescante"]);
    expect((await search("pt", "bombons")).items.map((p) => p.name)).toEqual(["Caixa de Bombom de Pano"]);
    // Spanish: -es after a consonant and -ces → -z.
    expect((await search("es", "sábanas")).items.map((p) => p.name)).toEqual(["Sábana de Cuna Estrellas"]);
    expect((await search("es", "bombones")).items.map((p) => p.name)).toEqual(["Caja de Bombón de Tela"]);
  });

  it("the palette (limit 6) shows the bottles for 'biberones' and 'biberões'", async () => {
    for (const [lang, plural, singular] of [
      ["es", "biberones", /^Biberón /],
      ["pt", "biberões", /^Biberão /],
    ] as const) {
      const body = await search(lang, plural, `&limit=${PALETTE_LIMIT}`);
      expect(body.items, plural).toHaveLength(PALETTE_LIMIT);
      for (const p of body.items) expect(p.name, plural).toMatch(singular);
    }
  });

  it("a search that finds little offers the singulars in its way on: 'biberones zzzz' → the bottles", async () => {
    for (const [lang, words, singular] of [
      ["es", "biberones zzzzq", /^Biberón /],
      ["pt", "biberões zzzzq", /^Biberão /],
    ] as const) {
      const res = await api(`/api/products/search?q=${encodeURIComponent(words)}`, { headers: { [LANGUAGE_HEADER]: lang } });
      expect(res.status, words).toBe(200);
      expect(res.body.total, words).toBe(0);
      const partial = (res.body.partial as { name: string }[]).map((p) => p.name);
      expect(partial.filter((n) => singular.test(n)).length, words).toBeGreaterThan(0);
    }
  });

  it("the rules: each language's, and never a singular the stem's prefix already finds", () => {
    expect(singulars("biberones", "es")).toEqual(["biberon"]);
    expect(singulars("biberones", "pt")).toEqual([]);
    expect(singulars("biberões", "pt")).toEqual(["biberao"]);
    expect(singulars("luces", "es")).toEqual(["luz"]);
    expect(singulars("luzes", "pt")).toEqual(["luz"]);
    expect(singulars("cobertores", "pt")).toEqual(["cobertor"]);
    expect(singulars("nuvens", "pt")).toEqual(["nuvem"]);
    expect(singulars("lençóis", "pt")).toEqual(["lencol"]);
    expect(singulars("mãos", "pt")).toEqual(["mao"]);
    // Prefix already: no alternative; short or not a plural: none.
    expect(singulars("fraldas", "pt")).toEqual([]);
    expect(singulars("cunas", "es")).toEqual([]);
    expect(singulars("mais", "pt")).toEqual([]);
    expect(singulars("stress", "pt")).toEqual([]);
    expect(wordQuery("fraldas", "pt")).toBe('"fralda"*');
    expect(wordQuery("biberones", "es")).toBe('("biberone"* OR "biberon")');
    expect(wordQuery("biberones", "es", true)).toBe('(^"biberone"* OR ^"biberon")');
  });
});
