import type { AdrEntity, CompanyInfo } from "../../shop-info";

/** The footer and the privacy notices of the forms, on every page. Part of `copy`. */
export const footerCopy = {
  /** The privacy notice at each point of collection; each ends with the link to the policy. */
  privacyNotice: {
    signup: "Ao criar conta, tratamos os seus dados para gerir a conta e as encomendas. Saiba mais na",
    newsletter: "Usamos o seu e-mail só para enviar a newsletter. Saiba mais na",
    stockAlert: "Usamos o seu e-mail só para este aviso, enviado uma única vez. Saiba mais na",
    contact: "Usamos estes dados só para responder à sua mensagem. Saiba mais na",
    link: "Política de Privacidade",
  },
  footer: {
    nav: "Rodapé",
    support: "Apoio ao Cliente",
    contact: "Contacte-nos",
    shipping: "Envios e Entregas",
    returns: "Trocas e Devoluções",
    withdrawal: "Desistir de uma compra",
    birthLists: "Listas de nascimento",
    faq: "Perguntas Frequentes",
    about: "Sobre Nós",
    aboutText: "Loja online de produtos para mães e bebés, com entrega em Portugal e Espanha.",
    legal: "Informação Legal",
    terms: "Termos e Condições",
    privacy: "Política de Privacidade",
    cookies: "Política de Cookies",
    accessibility: "Acessibilidade",
    social: "Redes Sociais",
    socialNames: ["Instagram", "Facebook", "YouTube"],
    payments: "Métodos de Pagamento",
    paymentMethods: ["Visa", "Mastercard", "MB WAY", "Multibanco"],
    complaintsHeading: "Reclamações",
    complaintsBook: "Livro de Reclamações",
    complaintsBookLabel: "Livro de Reclamações Eletrónico (abre noutro separador)",
    adr: (a: AdrEntity) =>
      `Em caso de litígio, o consumidor pode recorrer à entidade de resolução alternativa de litígios de consumo ${a.name} (Lei 144/2015).`,
    adrLink: "Mais informação em",
    newTab: "(abre noutro separador)",
    company: (c: CompanyInfo) => `${c.name} · NIPC ${c.nipc} · ${c.address}`,
    /** The seller's contact (issue 46: the owner's settings), beside the legal line. */
    companyContact: (c: CompanyInfo) => `${c.email} · ${c.phone}`,
    /** The entity the complaints book answers to (Decreto-Lei 156/2005). */
    complaintsEntity: (name: string) => `Entidade competente: ${name}`,
    copyright: (year: number) => `© ${year} Mãe & Bebé. Todos os direitos reservados.`,
  },
} as const;
