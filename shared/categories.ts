import { langOfPath } from "./languages";
import { URL_PARAMS } from "./url-params";

/**
 * The catalogue's families (SPEC §2): category slugs, Portuguese names and subcategories.
 * The seed script creates exactly these; the web maps its routes onto them.
 */
export interface CategoryDef {
  slug: string;
  name: string;
  subcategories: { slug: string; name: string }[];
}

export const CATEGORY_DEFS: CategoryDef[] = [
  {
    slug: "kit-enxoval-completo",
    name: "Kit Enxoval Completo",
    subcategories: [
      { slug: "cobertores-mantas", name: "Cobertores e Mantas" },
      { slug: "fraldas-pano-toalhas", name: "Fraldas de Pano e Toalhas" },
      { slug: "toalhas-capuz", name: "Toalhas com Capuz" },
      { slug: "kits-higiene", name: "Kits de Higiene" },
      { slug: "necessaires-organizadores", name: "Necessaires e Organizadores" },
      { slug: "itens-maternidade", name: "Itens de Maternidade" },
      { slug: "caixas-lembranca-albuns", name: "Caixas de Lembrança e Álbuns" },
      { slug: "albuns-recordacoes", name: "Álbuns de Recordações" },
    ],
  },
  {
    slug: "sono-conforto",
    name: "Sono e Conforto",
    subcategories: [
      { slug: "berco-portatil", name: "Berço Portátil" },
      { slug: "espreguicadeira-rede", name: "Espreguiçadeira e Rede" },
      { slug: "baby-monitor", name: "Intercomunicador de Bebé" },
    ],
  },
  {
    slug: "passeio-mobilidade",
    name: "Passeio e Mobilidade",
    subcategories: [
      { slug: "carrinhos-bebe", name: "Carrinhos de Bebé" },
      { slug: "cadeira-auto", name: "Cadeiras Auto" },
      { slug: "acessorios-passeio", name: "Acessórios de Passeio" },
    ],
  },
  {
    slug: "roupinhas-moda-infantil",
    name: "Roupinhas e Moda Infantil",
    subcategories: [
      { slug: "bodies-macacoes", name: "Bodies e Macacões" },
      { slug: "conjuntinhos-kits", name: "Conjuntinhos e Kits" },
      { slug: "vestidos-saias", name: "Vestidos e Saias" },
      { slug: "camisetas-calcas", name: "Camisetas e Calças" },
      { slug: "pijamas-roupas-dormir", name: "Pijamas e Roupas de Dormir" },
      { slug: "roupas-inverno", name: "Roupas de Inverno" },
      { slug: "moda-praia-verao", name: "Moda Praia e Verão" },
      { slug: "meias-acessorios", name: "Meias e Acessórios" },
    ],
  },
  {
    slug: "alimentacao",
    name: "Amamentação e Alimentação",
    subcategories: [
      { slug: "cadeira-refeicao", name: "Cadeiras de Refeição" },
      { slug: "almofada-amamentacao", name: "Almofadas de Amamentação" },
      { slug: "bomba-tira-leite", name: "Bombas Tira-Leite" },
      { slug: "louca-talheres", name: "Louça e Talheres" },
      { slug: "biberoes-alimentacao", name: "Biberões e Alimentação" },
      { slug: "esterilizador", name: "Esterilizadores" },
    ],
  },
  {
    slug: "banho-cuidados",
    name: "Banho e Cuidados",
    subcategories: [
      { slug: "higiene-bebe", name: "Higiene do Bebé" },
      { slug: "banheira", name: "Banheiras" },
      { slug: "mudador-fraldas", name: "Muda-Fraldas" },
      { slug: "redutor-sanita", name: "Redutores de Sanita" },
      { slug: "orinol-bacio", name: "Bacios e Penicos" },
    ],
  },
  {
    slug: "brinquedos-diversao",
    name: "Brinquedos e Diversão",
    subcategories: [
      { slug: "centro-atividades", name: "Centros de Atividades" },
      { slug: "andarilhos", name: "Andarilhos" },
      { slug: "brinquedos-educativos", name: "Brinquedos Educativos" },
      { slug: "parque-chiqueirinho", name: "Parques e Cercados" },
      { slug: "brinquedos-bebe", name: "Brinquedos para Bebé" },
      { slug: "triciclos-bicicletas", name: "Triciclos e Bicicletas" },
    ],
  },
  {
    slug: "enxoval",
    name: "Enxoval",
    subcategories: [
      { slug: "mala-maternidade", name: "Mala de Maternidade" },
      { slug: "kit-higiene", name: "Kit de Higiene" },
      { slug: "biberoes-enxoval", name: "Biberões do Enxoval" },
      { slug: "banheira-muda-fraldas", name: "Banheira e Muda-Fraldas" },
    ],
  },
  { slug: "roupas-bebe", name: "Roupas de Bebé", subcategories: [] },
];

/** The six families on the home page (SPEC §1 'Nossas Categorias'), each with its page; their blurbs are the catalogue copy's. */
export const HOME_CATEGORIES = [
  "roupinhas-moda-infantil",
  "brinquedos-diversao",
  "alimentacao",
  "banho-cuidados",
  "sono-conforto",
  "passeio-mobilidade",
] as const;

/** A listing page: a route, the category (or none for the whole catalogue) and an optional fixed subcategory. */
export interface ListingPageDef {
  path: string;
  title: string;
  category: string | null;
  fixedSubcategory?: string;
}

/** A language's catalogue pages and words (shared/copy/<lang>/catalogue.ts). */
export interface CatalogueText {
  readonly categoryNames: Readonly<Record<string, string>>;
  readonly subcategoryNames: Readonly<Record<string, string>>;
  readonly homeBlurbs: Readonly<Record<string, string>>;
  /** The first is the whole catalogue. */
  readonly listingPages: readonly Readonly<ListingPageDef>[];
}

/** The whole catalogue's page. */
export const cataloguePathIn = (text: CatalogueText) => text.listingPages[0]!.path;

/** Categories as the API gives them (names from the database, Portuguese), named in the text's language. */
export function categoriesNamed<C extends { slug: string; name: string; subcategories: { slug: string; name: string }[] }>(
  text: CatalogueText,
  categories: C[],
): C[] {
  return categories.map((c) => ({
    ...c,
    name: text.categoryNames[c.slug] ?? c.name,
    subcategories: c.subcategories.map((sub) => ({ ...sub, name: text.subcategoryNames[sub.slug] ?? sub.name })),
  }));
}

/** The page of a category: its own listing route (the route named after the slug when there are aliases). */
export function categoryPathIn(text: CatalogueText, slug: string): string | undefined {
  const pages = text.listingPages.filter((p) => p.category === slug && !p.fixedSubcategory);
  return (pages.find((p) => p.path === `/${slug}`) ?? pages[0])?.path;
}

/** A subcategory is its category's page with the subcategory chosen, named in the page's language ('?sub=', '?subcategoria='). */
export const subcategoryPath = (categoryPath: string, subSlug: string) =>
  `${categoryPath}?${URL_PARAMS[langOfPath(categoryPath)].subcategory}=${encodeURIComponent(subSlug)}`;
