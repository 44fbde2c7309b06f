import { deliveryCopy as esDelivery } from "./copy/es/delivery";
import { deliveryCopy as ptDelivery } from "./copy/pt/delivery";
import { type Lang, LOCALE } from "./languages";
import { lazily } from "./lazily";
import { addDays, lisbonLocal, lisbonMoment } from "./shop-day";

/**
 * The delivery-date engine: when an order placed now leaves the shop and the working days it may arrive between, from
 * the dispatch cut-off hour and handling days (owner settings) and an option's transit days. Pure (no clock, no I/O),
 * shared by the worker (quotes, orders) and the web (product page). Every day is a Lisbon calendar day, 'YYYY-MM-DD'.
 */

/** The countries whose calendars the engine knows: the shop's (dispatch) and its destinations'. */
export type CalendarCountry = "PT" | "ES";

const COUNTRIES: readonly CalendarCountry[] = ["PT", "ES"];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Refuses anything but a real calendar day, so that a typo fails loudly instead of shifting a date. */
function checkDay(day: string): void {
  const t = typeof day === "string" && DAY.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  // Date.parse alone rolls some impossible days over (30 Feb becomes 2 Mar): the day must read back the same.
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day) throw new Error(`Not a calendar day (YYYY-MM-DD): ${day}`);
}

function checkCountry(country: string): asserts country is CalendarCountry {
  if (!COUNTRIES.includes(country as CalendarCountry)) throw new Error(`No holiday calendar for country ${country} (PT or ES)`);
}

/** A count of days the caller gives: whole and not negative, else the dates would be nonsense rather than wrong. */
function checkCount(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of days, 0 or more (got ${n})`);
}

/**
 * Easter Sunday of a Gregorian year ('YYYY-MM-DD'), by the anonymous Gregorian algorithm (Meeus/Jones/Butcher): the
 * movable feasts of both countries hang on it.
 */
export function easterSunday(year: number): string {
  // The Gregorian computus only holds from the reform on; before it the churches counted by the Julian one.
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new Error(`Easter is computed for Gregorian years 1583 to 9999 (got ${year})`);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * Each country's national public holidays: fixed days ('MM-DD') and movable feasts (days from Easter Sunday).
 * Portugal: Código do Trabalho art. 234 as in force since 2016 (Corpus Christi, 5 Oct, 1 Nov and 1 Dec were suspended
 * 2013–2015; the engine dates future deliveries, so earlier years are not modelled). Carnival and municipal holidays
 * are optional or local, and many carriers work on them.
 * Spain: only the holidays common to every autonomous community; regional ones (Holy Thursday in most, 19 Mar, Easter
 * Monday…) and a region's moving a Sunday holiday to Monday vary by region, so a delivery may take a day more there.
 */
export const NATIONAL_HOLIDAYS: Readonly<Record<CalendarCountry, { fixed: readonly string[]; fromEaster: readonly number[] }>> = {
  PT: {
    fixed: ["01-01", "04-25", "05-01", "06-10", "08-15", "10-05", "11-01", "12-01", "12-08", "12-25"],
    // Good Friday, Easter Sunday, Corpus Christi.
    fromEaster: [-2, 0, 60],
  },
  ES: {
    fixed: ["01-01", "01-06", "05-01", "08-15", "10-12", "11-01", "12-06", "12-08", "12-25"],
    // Good Friday.
    fromEaster: [-2],
  },
};

// A window looks up the same year's holidays once per day it walks over: keep each year's set once computed.
const holidayCache = new Map<string, ReadonlySet<string>>();

function holidaySet(country: CalendarCountry, year: number): ReadonlySet<string> {
  const key = `${country}${year}`;
  let set = holidayCache.get(key);
  if (!set) {
    const { fixed, fromEaster } = NATIONAL_HOLIDAYS[country];
    const easter = easterSunday(year);
    set = new Set([...fixed.map((md) => `${year}-${md}`), ...fromEaster.map((n) => addDays(easter, n))]);
    holidayCache.set(key, set);
  }
  return set;
}

/** A country's national public holidays in a year, 'YYYY-MM-DD', earliest first. */
export function holidaysOf(country: CalendarCountry, year: number): string[] {
  checkCountry(country);
  return [...holidaySet(country, year)].sort();
}

/** Whether a day ('YYYY-MM-DD') is a national public holiday of the country. */
export function isHoliday(country: CalendarCountry, day: string): boolean {
  checkCountry(country);
  checkDay(day);
  return holidaySet(country, Number(day.slice(0, 4))).has(day);
}

/** Whether a day ('YYYY-MM-DD') is a working day in the country: Monday to Friday and not a national holiday. */
export function isWorkingDay(country: CalendarCountry, day: string): boolean {
  checkDay(day);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(country, day);
}

/**
 * The nth working day of the country after `day` ('YYYY-MM-DD'); `day` itself need not be a working day (an order
 * placed on a Saturday counts from Monday). n = 0 gives `day` when it is a working day, else the next working day:
 * "no extra days" still has to land on a day the work happens.
 */
export function addWorkingDays(country: CalendarCountry, day: string, n: number): string {
  checkCountry(country);
  checkDay(day);
  checkCount("The number of working days", n);
  let current = day;
  if (n === 0) {
    while (!isWorkingDay(country, current)) current = addDays(current, 1);
    return current;
  }
  for (let left = n; left > 0; ) {
    current = addDays(current, 1);
    if (isWorkingDay(country, current)) left--;
  }
  return current;
}

/** What `deliveryWindow` needs: the moment of the order, the owner's dispatch settings and the option's transit. */
export interface DeliveryWindowInput {
  now: Date;
  /** The hour (0–23, Lisbon time) from which an order is no longer dispatched that day. */
  cutoffHour: number;
  /** PT working days between the day an order is taken on and the day it leaves the shop (0: the same day). */
  handlingDays: number;
  /** The option's transit, [fewest, most] working days of the destination country after dispatch. */
  transitDays: readonly [number, number];
  destination: CalendarCountry;
}

/** When an order leaves the shop and the days it may arrive between (Lisbon days, 'YYYY-MM-DD'). */
export interface DeliveryWindow {
  dispatchDay: string;
  from: string;
  to: string;
  /** The ISO instant of today's cut-off while it is still ahead on a PT working day (the countdown's end), else null. */
  cutoffAt: string | null;
}

/**
 * The delivery window of an order placed at `now`. The shop dispatches from Portugal: an order taken on a PT working day
 * before the cut-off hour (Lisbon's wall clock, summer time included) counts from that day, any other from the next PT
 * working day; it leaves `handlingDays` PT working days later. It arrives `transitDays` working days after dispatch,
 * counted in the destination's calendar (its weekends and national holidays, not Portugal's), since the carrier there
 * delivers on its own working days. Throws an Error on settings that cannot describe a window.
 */
export function deliveryWindow(input: DeliveryWindowInput): DeliveryWindow {
  const { now, cutoffHour, handlingDays, transitDays, destination } = input;
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new Error("deliveryWindow needs a valid Date as now");
  if (!Number.isInteger(cutoffHour) || cutoffHour < 0 || cutoffHour > 23)
    throw new Error(`The cut-off hour must be a whole hour from 0 to 23 (got ${cutoffHour})`);
  checkCount("The handling days", handlingDays);
  if (!Array.isArray(transitDays) || transitDays.length !== 2) throw new Error("The transit days must be a pair [fewest, most]");
  const [fewest, most] = transitDays;
  checkCount("The fewest transit days", fewest);
  checkCount("The most transit days", most);
  if (fewest > most) throw new Error(`The transit days must be [fewest, most] with fewest <= most (got [${fewest}, ${most}])`);
  checkCountry(destination);

  const today = lisbonLocal(now).slice(0, 10);
  // Compared as instants rather than by the hour on the clock, so that the countdown (cutoffAt) and the decision
  // cannot disagree, whatever the second; at the cut-off itself the order is already too late.
  const cutoff = lisbonMoment(`${today}T${String(cutoffHour).padStart(2, "0")}:00`)!;
  const inTime = isWorkingDay("PT", today) && now.getTime() < Date.parse(cutoff);
  const taken = inTime ? today : addWorkingDays("PT", today, 1);
  const dispatchDay = addWorkingDays("PT", taken, handlingDays);
  return {
    dispatchDay,
    from: addWorkingDays(destination, dispatchDay, fewest),
    to: addWorkingDays(destination, dispatchDay, most),
    cutoffAt: inTime ? cutoff : null,
  };
}

/**
 * `deliveryWindow`, or null where the settings cannot describe one (only a hand-edited database holds such): a promise
 * is left out then, and never stands in the way of a quote, a page or a payment.
 */
export function deliveryWindowOrNull(input: DeliveryWindowInput): DeliveryWindow | null {
  try {
    return deliveryWindow(input);
  } catch {
    return null;
  }
}

/**
 * Whole minutes left until the cut-off (ISO instant), rounded up so that the last seconds still read as 1 minute and
 * never as 0; null when there is no cut-off ahead (null, or it has passed).
 */
export function minutesLeft(now: Date, cutoffAt: string | null): number | null {
  if (cutoffAt === null) return null;
  const ms = Date.parse(cutoffAt) - now.getTime();
  if (Number.isNaN(ms)) throw new Error(`Not an instant: ${cutoffAt}`);
  return ms > 0 ? Math.ceil(ms / 60_000) : null;
}

const COPY = { pt: ptDelivery.delivery, es: esDelivery.delivery } as const;

// Weekday and month are asked for separately: with all three, pt-PT prints the month as a number ('quinta, 3/12').
const weekdayFormat: Record<Lang, () => Intl.DateTimeFormat> = {
  pt: lazily(() => new Intl.DateTimeFormat(LOCALE.pt, { weekday: "short", timeZone: "UTC" })),
  es: lazily(() => new Intl.DateTimeFormat(LOCALE.es, { weekday: "short", timeZone: "UTC" })),
};
const monthFormat: Record<Lang, () => Intl.DateTimeFormat> = {
  pt: lazily(() => new Intl.DateTimeFormat(LOCALE.pt, { month: "short", timeZone: "UTC" })),
  es: lazily(() => new Intl.DateTimeFormat(LOCALE.es, { month: "short", timeZone: "UTC" })),
};

/**
 * A day ('YYYY-MM-DD') as the delivery texts show it: the language's short weekday and month names (Intl), put
 * together by the copy's `day` (Portuguese 'qui., 3 dez.', Spanish 'jue, 3 dic').
 */
export function deliveryDayText(lang: Lang, day: string): string {
  checkDay(day);
  // Noon UTC, formatted in UTC: the same calendar day whatever zone the runtime is in.
  const at = new Date(`${day}T12:00:00Z`);
  return COPY[lang].day(weekdayFormat[lang]().format(at), Number(day.slice(8, 10)), monthFormat[lang]().format(at));
}

/** The delivery promise for a window ('Receba entre qui., 3 dez. e sex., 4 dez.'); a single day when from equals to. */
export function deliveryWindowText(lang: Lang, w: { from: string; to: string }): string {
  const copy = COPY[lang];
  const from = deliveryDayText(lang, w.from);
  return w.from === w.to ? copy.windowOn(from) : copy.windowBetween(from, deliveryDayText(lang, w.to));
}

/** The window an order was promised ('Entrega prevista entre sex., 4 dez. e qua., 9 dez.'): its e-mail and its page. */
export function expectedDeliveryText(lang: Lang, w: { from: string; to: string }): string {
  const copy = COPY[lang];
  const from = deliveryDayText(lang, w.from);
  return w.from === w.to ? copy.expectedOn(from) : copy.expectedBetween(from, deliveryDayText(lang, w.to));
}

/** The countdown to the cut-off ('Encomende nas próximas 2 h 15 min'), from `minutesLeft`: a whole number above 0. */
export function orderWithinText(lang: Lang, minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error(`orderWithinText needs whole minutes, 1 or more (got ${minutes})`);
  return COPY[lang].orderWithin(Math.floor(minutes / 60), minutes % 60);
}
