import { CATEGORY_DEFS } from "../../shared/categories";
import { gtinCheckDigit } from "../../shared/product-safety";
import { BRANDS, WARNINGS } from "../seed-vocabulary";
import { WARNINGS_ES } from "../seed-vocabulary-es";

/**
 * Product safety data of the demo catalogue (GPSR art. 19, decisions/0016): a clearly fictional manufacturer per
 * brand (two outside the EU, each with an EU responsible person in Portugal or Spain), a model, a GTIN-13 in the
 * GS1 restricted-circulation range (prefix 20: never a real trade item) and warnings by subcategory and item.
 * Pure and deterministic, like the rest of the generator.
 */

export interface ManufacturerSeed {
  id: number;
  name: string;
  address: string;
  contact: string;
  country: string;
  euResponsible: { name: string; address: string; contact: string } | null;
}

/** One per brand, in the order of BRANDS (Pequenito, Bebé Feliz, Ninho, Algodão Doce, Lua Cheia, Nuvem, Carinho, Sol Nascente). */
export const DEMO_MANUFACTURERS: ManufacturerSeed[] = [
  m("Pequenito Artigos para Bebé, Lda.", "Rua das Camélias, 41\n4470-000 Maia\nPortugal", "apoio@pequenito.example", "PT"),
  m("Bebé Feliz Puericultura, S.L.", "Calle de los Almendros, 17\n28000 Madrid\nEspanha", "www.bebefeliz.example", "ES"),
  m("Ninho Home Textiles Ltd.", "14 Willow Lane\nLeicester LE1 0AA\nReino Unido", "care@ninho-textiles.example", "GB", {
    name: "Ninho Europa, Unipessoal Lda.",
    address: "Avenida dos Plátanos, 200, 3.º\n1250-000 Lisboa\nPortugal",
    contact: "ue@ninho-textiles.example",
  }),
  m("Algodão Doce Têxteis, S.A.", "Travessa do Linho, 8\n4800-000 Guimarães\nPortugal", "www.algodaodoce.example", "PT"),
  m("Lua Cheia Baby GmbH", "Mondstraße 8\n80000 München\nAlemanha", "kontakt@luacheia-baby.example", "DE"),
  m("Shenzhen Nuvem Baby Products Co., Ltd.", "No. 88 Cloud Road, Bao'an District\nShenzhen 518000, Guangdong\nChina", "service@nuvem-baby.example", "CN", {
    name: "Representa UE Seguridad de Productos, S.L.",
    address: "Calle Mayor de Benimar, 5\n46000 Valência\nEspanha",
    contact: "gpsr@representa-ue.example",
  }),
  m("Carinho Brinquedos, Lda.", "Rua da Ria, 77\n3800-000 Aveiro\nPortugal", "ola@carinho-brinquedos.example", "PT"),
  m("Sol Nascente Infanzia S.r.l.", "Via dei Girasoli, 12\n20100 Milano\nItália", "www.solnascente-infanzia.example", "IT"),
].map((x, i) => ({ id: i + 1, ...x }));

function m(name: string, address: string, contact: string, country: string, euResponsible: ManufacturerSeed["euResponsible"] = null) {
  return { name, address, contact, country, euResponsible };
}

/** Textiles: baby clothes, every Roupinhas subcategory, blankets and towels. */
const TEXTILE_KEYS = new Set([
  "roupas-bebe",
  "cobertores-mantas",
  "toalhas-capuz",
  ...(CATEGORY_DEFS.find((c) => c.slug === "roupinhas-moda-infantil")?.subcategories ?? []).map((s) => s.slug),
]);
const SMALL_PARTS_ITEM = /^(Puzzle de Madeira|Blocos de Encaixe|Ábaco Colorido|Jogo de Formas)$/;
const BATH_KEYS = new Set(["banheira", "banheira-muda-fraldas"]);
const W = WARNINGS;

/** The warnings a product of this subcategory (or category without subcategories) and base item carries; none for most. */
export function demoWarnings(vocabularyKey: string, item: string): string[] {
  if (TEXTILE_KEYS.has(vocabularyKey)) return [W.fire];
  if (BATH_KEYS.has(vocabularyKey) || item === "Brinquedo de Banho") return [W.drowning, W.adult];
  if (/^(Biberão|Tetina|Conjunto de Biberões)/.test(item)) return [W.feeding];
  switch (vocabularyKey) {
    case "brinquedos-educativos":
      return SMALL_PARTS_ITEM.test(item) ? [W.smallParts] : [];
    case "brinquedos-bebe":
      return item === "Móbile de Berço" ? [W.mobile] : [];
    case "triciclos-bicicletas":
      return [W.ride];
    case "andarilhos":
      return item.startsWith("Andarilho") ? [W.walker] : [];
    case "parque-chiqueirinho":
      return [W.playpen];
    case "carrinhos-bebe":
      return [W.stroller, W.harness];
    case "cadeira-auto":
      return [W.carSeat, W.airbag];
    case "berco-portatil":
      return [W.cot];
    case "espreguicadeira-rede":
      return [W.bouncer];
    case "cadeira-refeicao":
      return [W.highChair];
    default:
      return [];
  }
}

/** The key of one of WARNINGS' texts (its Spanish is WARNINGS_ES under the same key). */
function warningKey(text: string): keyof typeof WARNINGS {
  const key = (Object.keys(WARNINGS) as (keyof typeof WARNINGS)[]).find((k) => WARNINGS[k] === text);
  if (!key) throw new Error(`not a demo warning: ${text}`);
  return key;
}

const BRAND_CODES = ["PQ", "BF", "NI", "AD", "LC", "NV", "CA", "SN"];

/** A GTIN-13 in the restricted-circulation range: 20, the manufacturer (2 digits), the product id (8), the check digit. */
export function demoGtin(manufacturerId: number, productId: number): string {
  const body = `20${String(manufacturerId).padStart(2, "0")}${String(productId).padStart(8, "0")}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/** The safety columns of one demo product; `brand` is one of BRANDS. */
export function demoSafety(p: { id: number; brand: string; vocabularyKey: string; item: string }) {
  const index = BRANDS.indexOf(p.brand);
  if (index === -1) throw new Error(`unknown brand ${p.brand}`);
  const manufacturerId = DEMO_MANUFACTURERS[index]!.id;
  const initials = p.item
    .normalize("NFD")
    .replace(/[^A-Za-z ]/g, "")
    .split(" ")
    .filter((w) => w.length > 2)
    .map((w) => w[0]!.toUpperCase())
    .join("")
    .slice(0, 3);
  return {
    manufacturerId,
    model: `${BRAND_CODES[index]}-${initials}${100 + (p.id % 900)}`,
    gtin: demoGtin(manufacturerId, p.id),
    warnings: demoWarnings(p.vocabularyKey, p.item),
    warningsEs: demoWarnings(p.vocabularyKey, p.item).map((w) => WARNINGS_ES[warningKey(w)]),
  };
}
