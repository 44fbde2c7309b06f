import type { AdrEntity, CompanyInfo } from "../../shop-info";
import type { CopyOf } from "../copy-of";
import type { footerCopy as pt } from "../pt/footer";

/** The footer and the privacy notices of the forms, on every page. Part of `copy`. */
export const footerCopy: CopyOf<typeof pt> = {
  /** The privacy notice at each point of collection; each ends with the link to the policy. */
  privacyNotice: {
    signup: "Al crear tu cuenta, tratamos tus datos para gestionar la cuenta y los pedidos. Más información en la",
    newsletter: "Usamos tu e-mail solo para enviarte la newsletter. Más información en la",
    stockAlert: "Usamos tu e-mail solo para este aviso, que se envía una sola vez. Más información en la",
    contact: "Usamos estos datos solo para responder a tu mensaje. Más información en la",
    link: "Política de Privacidad",
  },
  footer: {
    nav: "Pie de página",
    support: "Atención al Cliente",
    contact: "Contacto",
    shipping: "Envíos y Entregas",
    returns: "Cambios y Devoluciones",
    withdrawal: "Desistir de una compra",
    birthLists: "Listas de nacimiento",
    faq: "Preguntas Frecuentes",
    about: "Sobre Nosotros",
    aboutText: "Tienda online de productos para mamás y bebés, con entrega en Portugal y España.",
    legal: "Información Legal",
    terms: "Términos y Condiciones",
    privacy: "Política de Privacidad",
    cookies: "Política de Cookies",
    accessibility: "Accesibilidad",
    social: "Redes Sociales",
    socialNames: ["Instagram", "Facebook", "YouTube"],
    payments: "Métodos de Pago",
    paymentMethods: ["Visa", "Mastercard", "MB WAY", "Multibanco"],
    complaintsHeading: "Reclamaciones",
    complaintsBook: "Libro de Reclamaciones electrónico (Livro de Reclamações)",
    complaintsBookLabel: "Libro de Reclamaciones electrónico (Livro de Reclamações) (se abre en otra pestaña)",
    adr: (a: AdrEntity) =>
      `En caso de litigio, el consumidor puede recurrir a la entidad de resolución alternativa de litigios de consumo ${a.name} (Ley portuguesa 144/2015, que transpone la Directiva 2013/11/UE).`,
    adrLink: "Más información en",
    newTab: "(se abre en otra pestaña)",
    company: (c: CompanyInfo) => `${c.name} · NIPC ${c.nipc} · ${c.address}`,
    companyContact: (c: CompanyInfo) => `${c.email} · ${c.phone}`,
    complaintsEntity: (name: string) => `Entidad competente: ${name}`,
    copyright: (year: number) => `© ${year} Mãe & Bebé. Todos los derechos reservados.`,
  },
};
