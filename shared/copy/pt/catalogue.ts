import { CATEGORY_DEFS, type ListingPageDef } from "../../categories";

/**
 * The catalogue's words and pages in Portuguese (docs/decisions/0039): the categories' and subcategories' names by slug,
 * the home page's blurbs and every listing page (path and title). The web reads its build's language's
 * (`#copy/catalogue`); the worker both (shared/page-tables.ts).
 */
export const catalogueCopy = {
  /** The data model's names (shared/categories.ts, as the seed writes them). */
  categoryNames: Object.fromEntries(CATEGORY_DEFS.map((c) => [c.slug, c.name])) as Record<string, string>,
  subcategoryNames: Object.fromEntries(CATEGORY_DEFS.flatMap((c) => c.subcategories).map((sub) => [sub.slug, sub.name])) as Record<string, string>,
  homeBlurbs: {
    "roupinhas-moda-infantil": "Bodies, conjuntinhos, pijamas e muito mais",
    "brinquedos-diversao": "Brinquedos que estimulam e divertem",
    alimentacao: "Amamentação, biberões e refeições",
    "banho-cuidados": "Banho, higiene e cuidados diários",
    "sono-conforto": "Noites tranquilas e dias confortáveis",
    "passeio-mobilidade": "Carrinhos, cadeiras auto e acessórios",
  } as Record<string, string>,
  /** Every listing page; each is a pattern of the route table's `listing` route (shared/routes.ts). The first is the whole catalogue. */
  listingPages: [
    { path: "/catalogo", title: "Catálogo", category: null },
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
  ] as ListingPageDef[],
};
