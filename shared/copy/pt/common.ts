import { plural } from "../../plural";
/** The shop's name and the strings of the app shell on every page (SPEC §2). Part of `copy`. */
export const commonCopy = {
  brand: "Mãe & Bebé",
  common: {
    home: "Início",
    catalogue: "Catálogo",
    loading: "A carregar...",
    /** Any failure without a message of its own (the API's errors.generic is this string). */
    unexpectedError: "Erro inesperado. Tente novamente.",
    retry: "Tentar novamente",
    backHome: "Voltar à página inicial",
    /** The header's language switch (issue 31): each language by its own name, whatever the page's language. */
    languageSwitch: "Idioma",
    languages: { pt: { label: "PT", name: "Português" }, es: { label: "ES", name: "Español" } },
    signIn: "Entrar na sua conta",
    cart: "Carrinho de compras",
    cartWithCount: (n: number) => `Carrinho de compras, ${n} ${plural("pt", n, { one: "item", other: "itens" })}`,
    search: "Pesquisar produtos...",
    searchLabel: "Pesquisar produtos",
    skipToContent: "Saltar para o conteúdo",
    mainNav: "Navegação principal",
    close: "Fechar",
    categories: "Categorias",
    openMenu: "Abrir menu",
    menu: "Menu",
    subcategoriesOf: (name: string) => `Subcategorias de ${name}`,
    /** aria-roledescription of a carousel and of its slides (WAI-ARIA carousel pattern). */
    carousel: "carrossel",
    slide: "diapositivo",
  },
  notFound: {
    title: "Página não encontrada",
    text: "A página que procura não existe ou foi removida.",
    home: "Voltar à página inicial",
  },
  categoryIds: {
    title: "IDs de categorias e subcategorias",
    category: "Categoria",
    subcategory: "Subcategoria",
    id: "ID",
    slug: "Slug",
    total: "Produtos",
  },
} as const;
