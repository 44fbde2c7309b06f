/** What the worker writes into a page's head for search engines and shared links (docs/decisions/0019). Part of `copy`. */
export const seoCopy = {
  seo: {
    /** A page's title in the browser and in search results; the web's useDocumentTitle writes the same. */
    pageTitle: (title: string) => `${title} | Mãe & Bebé`,
    homeDescription: "Loja online de produtos para mães e bebés: roupinhas, brinquedos, alimentação, banho, sono e passeio. Entrega em Portugal e Espanha.",
    listingDescription: (title: string) =>
      `${title} na Mãe & Bebé: produtos escolhidos com cuidado para mães e bebés, com entrega rápida em Portugal e Espanha.`,
    searchDescription: (q: string) => `Produtos da Mãe & Bebé para "${q}".`,
    locale: "pt_PT",
  },
} as const;
