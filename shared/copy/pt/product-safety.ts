/** The product page's safety information (GPSR art. 19, decisions/0016). Part of `copy` (shared/copy.ts). */
export const productSafetyCopy = {
  heading: "Segurança e informação do produto",
  warnings: "Avisos de segurança",
  identification: "Identificação do produto",
  reference: "Referência",
  model: "Modelo / tipo",
  gtin: "GTIN / EAN",
  manufacturer: "Fabricante",
  euResponsible: "Pessoa responsável na UE",
  euResponsibleWhy: "O fabricante está estabelecido fora da União Europeia.",
  address: "Morada",
  contact: "Contacto",
  manufacturerPending: "Os dados do fabricante deste produto estão a ser confirmados. Pode pedi-los ao nosso apoio ao cliente.",
};
