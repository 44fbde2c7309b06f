import { lazily } from "./lazily";

/**
 * The shop's clock. The shop is in mainland Portugal: its days (an order's date, the day an order was sent and
 * delivered, an invoice's date) are Lisbon's, for Spanish shoppers too, whose mainland clock (Madrid's) is an hour
 * ahead of it all year.
 */
export const SHOP_TIME_ZONE = "Europe/Lisbon";

const dayParts = lazily(() => new Intl.DateTimeFormat("en-GB", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: SHOP_TIME_ZONE }));

/**
 * The shop's calendar day (YYYY-MM-DD) at a moment. Not UTC's: Lisbon is an hour ahead of UTC in summer, so from
 * 23:00 to midnight UTC it is already the next day in the shop.
 */
export function shopDay(at: Date): string {
  const parts = dayParts().formatToParts(at);
  const part = (type: "year" | "month" | "day") => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Today in the shop (YYYY-MM-DD): what a form offers as today and what the worker accepts as today. */
export const shopToday = () => shopDay(new Date());
