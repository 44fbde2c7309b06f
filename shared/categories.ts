import { commonCopy } from "./copy/common";

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

/** The six families on the home page (SPEC §1 'Nossas Categorias'), each with its page. */
export const HOME_CATEGORIES = [
  { slug: "roupinhas-moda-infantil", path: "/roupinhas-moda-infantil", blurb: "Bodies, conjuntinhos, pijamas e muito mais" },
  { slug: "brinquedos-diversao", path: "/brinquedos-diversao", blurb: "Brinquedos que estimulam e divertem" },
  { slug: "alimentacao", path: "/alimentacao", blurb: "Amamentação, biberões e refeições" },
  { slug: "banho-cuidados", path: "/banho-cuidados", blurb: "Banho, higiene e cuidados diários" },
  { slug: "sono-conforto", path: "/sono-conforto", blurb: "Noites tranquilas e dias confortáveis" },
  { slug: "passeio-mobilidade", path: "/passeio-mobilidade", blurb: "Carrinhos, cadeiras auto e acessórios" },
] as const;

/** A listing page: a route, the category (or none for the whole catalogue) and an optional fixed subcategory. */
export interface ListingPageDef {
  path: string;
  title: string;
  category: string | null;
  fixedSubcategory?: string;
}

/** The whole catalogue's listing (paths.catalogue). */
export const CATALOGUE_PATH = "/catalogo";

/** Every listing page; each is a pattern of the route table's `listing` route (shared/routes.ts). */
export const LISTING_PAGES: ListingPageDef[] = [
  { path: CATALOGUE_PATH, title: commonCopy.common.catalogue, category: null },
  { path: "/roupinhas-moda-infantil", title: "Roupinhas e Moda Infantil", category: "roupinhas-moda-infantil" },
  { path: "/baby-clothes", title: "Roupas de Bebé", category: "roupas-bebe" },
  { path: "/brinquedos-atividades", title: "Brinquedos e Diversão", category: "brinquedos-diversao" },
  { path: "/brinquedos-diversao", title: "Brinquedos e Diversão", category: "brinquedos-diversao" },
  { path: "/educational-toys", title: "Brinquedos Educativos", category: "brinquedos-diversao", fixedSubcategory: "brinquedos-educativos" },
  { path: "/amamentacao-alimentacao", title: "Amamentação e Alimentação", category: "alimentacao" },
  { path: "/alimentacao", title: "Amamentação e Alimentação", category: "alimentacao" },
  { path: "/feeding-hygiene", title: "Alimentação e Higiene", category: "alimentacao" },
  { path: "/banho-higiene", title: "Banho e Cuidados", category: "banho-cuidados" },
  { path: "/banho-cuidados", title: "Banho e Cuidados", category: "banho-cuidados" },
  { path: "/sono-conforto", title: "Sono e Conforto", category: "sono-conforto" },
  { path: "/passeio-mobilidade", title: "Passeio e Mobilidade", category: "passeio-mobilidade" },
  { path: "/stroller-accessories", title: "Acessórios de Passeio", category: "passeio-mobilidade", fixedSubcategory: "acessorios-passeio" },
  { path: "/enxoval", title: "Enxoval", category: "enxoval" },
  { path: "/kit-enxoval-completo", title: "Kit Enxoval Completo", category: "kit-enxoval-completo" },
];

/** The page of a category: its own listing route (the route named after the slug when there are aliases). */
export function categoryPath(slug: string): string | undefined {
  const pages = LISTING_PAGES.filter((p) => p.category === slug && !p.fixedSubcategory);
  return (pages.find((p) => p.path === `/${slug}`) ?? pages[0])?.path;
}

/** A subcategory is its category's page with the subcategory chosen. */
export const subcategoryPath = (categoryPath: string, subSlug: string) => `${categoryPath}?sub=${encodeURIComponent(subSlug)}`;
