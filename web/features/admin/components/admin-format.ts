import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { lazily } from "../../../../shared/lazily";
import { decimalEuros, eurosToCents } from "../../../../shared/money";
import { ApiError } from "../../../lib/api-client";

/** The back-office's dates and times (Lisbon's, in Portuguese). */
// Four-digit years: "01/01/99" could be any century.
const moment = lazily(
  () =>
    new Intl.DateTimeFormat("pt-PT", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Lisbon",
    }),
);
const day = lazily(() => new Intl.DateTimeFormat("pt-PT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Lisbon" }));
export const formatMoment = (iso: string) => moment().format(new Date(iso));
export const formatDay = (iso: string) => day().format(new Date(iso));

/** The order's number as the shop shows it (the last 8 characters of its id). */
export const orderNumber = (id: string) => id.slice(-8).toUpperCase();

/** How an order was paid: the method chosen (Multibanco, MB WAY), card for a paid order without one, none while unpaid. */
export function paymentLabel(o: { paymentMethod: string | null; paidAt: string | null }) {
  const m = adminCopy.orders.methods;
  if (o.paymentMethod === "multibanco" || o.paymentMethod === "mb_way") return m[o.paymentMethod];
  return o.paidAt ? m.card : "—";
}

/** What to say of a refused or failed request: the API's own message, else that it could not be done. */
export const errorText = (err: unknown) => (err instanceof ApiError ? err.message : adminCopy.loadError);

/** A price in cents as the back-office's forms show it (12,50), empty for none. */
export const euros = (cents: number | null) => (cents === null ? "" : decimalEuros(cents));
/** What the owner typed as euros, in cents: null when empty, NaN when it is not an amount (two decimals at most). */
export const cents = (text: string) => {
  const v = text.trim().replace(",", ".");
  return v === "" ? null : /^\d+(\.\d{1,2})?$/.test(v) ? eurosToCents(Number(v)) : Number.NaN;
};
