/** The seller's details as GET /api/shop-info answers them: the owner's settings (issue 46) over the configuration's values. */
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

/**
 * The address of the entity the shop's complaints book answers to (Decreto-Lei 156/2005 art. 5.º): an online shop of
 * goods falls to ASAE (its name: infoCopy.complaintsEntityDefaultName). The owner's setting (issue 46); its first value.
 */
export const DEFAULT_COMPLAINTS_ENTITY_URL = "https://www.asae.gov.pt";

/** What GET /api/shop-info answers (worker/features/info/info.service.ts): the seller, the two entities, the return address. */
export interface ShopIdentity {
  company: CompanyInfo;
  adr: AdrEntity;
  complaints: AdrEntity;
  returnAddress: string;
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

/** The shop's signature under every e-mail it sends (issue 46): who sends it and how to reach them; no words to translate. */
export const mailSignature = (brand: string, c: CompanyInfo) => ["—", `${brand} · ${c.name} · NIPC ${c.nipc}`, c.address, `${c.email} · ${c.phone}`].join("\n");
