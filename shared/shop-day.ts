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

const DAY_MS = 86_400_000;
/** The date `n` days after `day` (YYYY-MM-DD; calendar arithmetic, no clock). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Today in the shop (YYYY-MM-DD): what a form offers as today and what the worker accepts as today. */
export const shopToday = () => shopDay(new Date());

const momentParts = lazily(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: SHOP_TIME_ZONE,
    }),
);

/** A moment as Lisbon's wall clock reads it, 'YYYY-MM-DDTHH:mm' (what a datetime-local field shows). */
export function lisbonLocal(at: Date): string {
  const parts = momentParts().formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/**
 * The moment (UTC, ISO-8601) when Lisbon's wall clock reads `local` ('YYYY-MM-DDTHH:mm'), or null for no such reading.
 * In the hour the clocks go back, the first of the two moments; in the hour they skip, the moment after the jump.
 */
export function lisbonMoment(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  const offsetAt = (t: number) => {
    const [date, time] = lisbonLocal(new Date(t)).split("T") as [string, string];
    const [ly, lm, ld] = date.split("-").map(Number) as [number, number, number];
    const [lh, lmin] = time.split(":").map(Number) as [number, number];
    return Date.UTC(ly, lm - 1, ld, lh, lmin) - t;
  };
  // Lisbon is UTC+0 or UTC+1: try the earlier offset first, so the repeated hour reads as its first moment.
  for (const offset of [offsetAt(wall - 3_600_000), offsetAt(wall)].sort((a, b) => b - a)) {
    if (lisbonLocal(new Date(wall - offset)) === local) return new Date(wall - offset).toISOString();
  }
  return new Date(wall - offsetAt(wall - 3_600_000)).toISOString();
}
