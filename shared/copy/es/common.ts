import { plural } from "../../plural";
import type { CopyOf } from "../copy-of";
import type { commonCopy as pt } from "../pt/common";

/** The shop's name and the strings of the app shell on every page (SPEC §2). Part of `copy`. */
export const commonCopy: CopyOf<typeof pt> = {
  brand: "Mãe & Bebé",
  common: {
    home: "Inicio",
    catalogue: "Catálogo",
    loading: "Cargando...",
    /** Any failure without a message of its own (the API's errors.generic is this string). */
    unexpectedError: "Error inesperado. Vuelve a intentarlo.",
    retry: "Volver a intentarlo",
    backHome: "Volver a la página de inicio",
    /** The header's language switch (issue 31): each language by its own name, whatever the page's language. */
    languageSwitch: "Idioma",
    languages: { pt: { label: "PT", name: "Português" }, es: { label: "ES", name: "Español" } },
    signIn: "Iniciar sesión en tu cuenta",
    cart: "Carrito de compra",
    cartWithCount: (n: number) => `Carrito de compra, ${n} ${plural("es", n, { one: "artículo", other: "artículos" })}`,
    search: "Buscar productos...",
    searchLabel: "Buscar productos",
    skipToContent: "Saltar al contenido",
    mainNav: "Navegación principal",
    close: "Cerrar",
    categories: "Categorías",
    openMenu: "Abrir menú",
    menu: "Menú",
    subcategoriesOf: (name: string) => `Subcategorías de ${name}`,
    /** aria-roledescription of a carousel and of its slides (WAI-ARIA carousel pattern). */
    carousel: "carrusel",
    slide: "diapositiva",
  },
  notFound: {
    title: "Página no encontrada",
    text: "La página que buscas no existe o se ha eliminado.",
    home: "Volver a la página de inicio",
  },
  categoryIds: {
    title: "ID de categorías y subcategorías",
    category: "Categoría",
    subcategory: "Subcategoría",
    id: "ID",
    slug: "Slug",
    total: "Productos",
  },
};
