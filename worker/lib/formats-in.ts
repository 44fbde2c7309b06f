import { copies } from "../../shared/copy";
import { type Lang, LOCALE } from "../../shared/languages";
import { variantLabel } from "../../shared/variants";

/**
 * Prices, dates and names in a given language, for what the worker writes in a customer's language (e-mails, API
 * messages; decisions/0040). The shared helpers (shared/money.ts, shared/order-display.ts) format in their build's
 * language, which in the worker is always Portuguese; these are the same formats, per language.
 */
const euro = Object.fromEntries(
  (Object.keys(LOCALE) as Lang[]).map((l) => [l, new Intl.NumberFormat(LOCALE[l], { style: "currency", currency: "EUR" })]),
) as Record<Lang, Intl.NumberFormat>;
const day = (l: Lang) => new Intl.DateTimeFormat(LOCALE[l], { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Lisbon" });
const time = (l: Lang) => new Intl.DateTimeFormat(LOCALE[l], { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Lisbon" });

export const formatCentsIn = (lang: Lang, cents: number) => euro[lang].format(cents / 100);

/** A moment in Lisbon's date and time, spelled out in the language ('25/11/2026 às 14:05 (hora de Lisboa)'). */
export const formatLisbonMomentIn = (lang: Lang, iso: string) => {
  const d = new Date(iso);
  return copies[lang].withdrawal.moment(day(lang).format(d), time(lang).format(d));
};

/** A calendar day ('2026-11-27', or the day of an ISO moment) as the language writes it ('27/11/2026'). */
export const formatDayIn = (lang: Lang, iso: string) => day(lang).format(new Date(`${iso.slice(0, 10)}T12:00:00.000Z`));

/** The day of a moment in Lisbon ('27/11/2026'), as the web's `formatOrderDate` writes it (a deadline, issue 44). */
export const formatLisbonDayIn = (lang: Lang, iso: string) => day(lang).format(new Date(iso));

/** The country's name in the language (the code itself when the shop names none). */
export const countryNameIn = (lang: Lang, code: string): string => (copies[lang].shipping.countryNames as Record<string, string>)[code] ?? code;

/** A line's chosen options in the language ("0-3 meses · Branco · Embalagem de 3"). */
export const orderLineOptionsIn = (lang: Lang, line: { size: string | null; color: string | null; packCount: number | null }) =>
  variantLabel(line, copies[lang].product.packOf);

/** The model withdrawal form's text in the language, the trader's line filled in (shared/withdrawal-form.ts). */
export function withdrawalFormTextIn(lang: Lang, trader: string) {
  const f = copies[lang].withdrawal.form;
  return [f.title, f.note, "", f.to(trader), ...f.fields, "", f.footnote].join("\n");
}
