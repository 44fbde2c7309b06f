/** The seller's details as GET /api/shop-info answers them (worker/config/app-config.ts reads them from configuration). */
export interface CompanyInfo {
  name: string;
  nipc: string;
  address: string;
  email: string;
  phone: string;
}

/** The alternative dispute resolution entity the shop adheres to (Lei 144/2015 art. 18). */
export interface AdrEntity {
  name: string;
  url: string;
}

/** Where complaints go (Decreto-Lei 156/2005 as amended by Decreto-Lei 74/2017): the electronic complaints book. */
export const COMPLAINTS_BOOK_URL = "https://www.livroreclamacoes.pt/Inicio/";
export const CNPD_URL = "https://www.cnpd.pt";

/** One block of an information page: a heading and its paragraphs; an array inside is a bulleted list. */
export interface InfoSection {
  heading: string;
  body: (string | readonly string[])[];
  /** The section's anchor, for a link to it (the review policy, decisions/0047). */
  id?: string;
}

/** The trader's line of the model withdrawal form: name, postal address and e-mail (CRD annex I(B)). */
export const traderLine = (c: Pick<CompanyInfo, "name" | "address" | "email">) => `${c.name}, ${c.address}, ${c.email}`;
