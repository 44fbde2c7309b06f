import { shopDay } from "../../../shared/shop-day";

/**
 * Dates that move with the clock. A test never writes a calendar date as a literal that time will overtake: it
 * derives it from the clock it runs under (the shop's day, Lisbon's, the one the back-office's date checks read).
 */
const DAY_MS = 86_400_000;

/** The shop's day `offset` days from now, as YYYY-MM-DD. */
export const dayFromToday = (offset = 0) => shopDay(new Date(Date.now() + offset * DAY_MS));
