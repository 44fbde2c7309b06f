import { env } from "cloudflare:workers";
import { copy } from "../../../shared/copy";
import { mailSignature } from "../../../shared/shop-info";

/** An e-mail's text as it leaves the shop: the outbox signs it with the configured seller (issue 46, decisions/0074). */
export const signed = (text: string) =>
  `${text}\n\n${mailSignature(copy.brand, {
    name: env.COMPANY_NAME!,
    nipc: env.COMPANY_NIPC!,
    address: env.COMPANY_ADDRESS!,
    email: env.COMPANY_EMAIL!,
    phone: env.COMPANY_PHONE!,
  })}`;
