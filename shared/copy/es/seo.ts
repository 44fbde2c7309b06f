import type { CopyOf } from "../copy-of";
import type { seoCopy as pt } from "../pt/seo";

/** What the worker writes into a Spanish page's head for search engines and shared links (docs/decisions/0019). */
export const seoCopy: CopyOf<typeof pt> = {
  seo: {
    /** A page's title in the browser and in search results; the web's useDocumentTitle writes the same. */
    pageTitle: (title: string) => `${title} | Mãe & Bebé`,
    homeDescription: "Tienda online de productos para mamás y bebés: ropita, juguetes, alimentación, baño, sueño y paseo. Envíos a Portugal y España.",
    listingDescription: (title: string) => `${title} en Mãe & Bebé: productos elegidos con cariño para mamás y bebés, con entrega rápida en Portugal y España.`,
    searchDescription: (q: string) => `Productos de Mãe & Bebé para "${q}".`,
    locale: "es_ES",
  },
};
