import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  type DeliveryWindowInput,
  deliveryDayText,
  deliveryWindow,
  deliveryWindowOrNull,
  deliveryWindowText,
  easterSunday,
  holidaysOf,
  isHoliday,
  isWorkingDay,
  minutesLeft,
  orderWithinText,
} from "../../shared/delivery-dates";
import { addDays } from "../../shared/shop-day";

/** A window with the shop's usual settings (cut-off 15:00, same-day dispatch, 1–2 days to Portugal), changed by `over`. */
const windowAt = (now: string, over: Partial<DeliveryWindowInput> = {}) =>
  deliveryWindow({ now: new Date(now), cutoffHour: 15, handlingDays: 0, transitDays: [1, 2], destination: "PT", ...over });

describe("Easter Sunday (anonymous Gregorian computus)", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2028, "2028-04-16"],
    [2019, "2019-04-21"],
    // The extremes the computus can reach: 22 March and 25 April.
    [2285, "2285-03-22"],
    [2038, "2038-04-25"],
  ])("%i: %s", (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });

  it("refuses years outside the Gregorian calendar or not whole", () => {
    expect(() => easterSunday(1500)).toThrow(/Gregorian years/);
    expect(() => easterSunday(2026.5)).toThrow(/Gregorian years/);
  });
});

describe("national holidays", () => {
  it("Portugal 2026: Good Friday 3 Apr, Easter 5 Apr, Corpus Christi 4 Jun with the fixed days, in order", () => {
    expect(holidaysOf("PT", 2026)).toEqual([
      "2026-01-01",
      "2026-04-03",
      "2026-04-05",
      "2026-04-25",
      "2026-05-01",
      "2026-06-04",
      "2026-06-10",
      "2026-08-15",
      "2026-10-05",
      "2026-11-01",
      "2026-12-01",
      "2026-12-08",
      "2026-12-25",
    ]);
  });

  it("Spain 2026: the days common to every region, Good Friday among them", () => {
    expect(holidaysOf("ES", 2026)).toEqual([
      "2026-01-01",
      "2026-01-06",
      "2026-04-03",
      "2026-05-01",
      "2026-08-15",
      "2026-10-12",
      "2026-11-01",
      "2026-12-06",
      "2026-12-08",
      "2026-12-25",
    ]);
  });

  it("the movable feasts follow each year's Easter", () => {
    expect(holidaysOf("PT", 2027)).toEqual(expect.arrayContaining(["2027-03-26", "2027-03-28", "2027-05-27"]));
    expect(holidaysOf("ES", 2028)).toContain("2028-04-14");
    expect(holidaysOf("ES", 2028)).not.toContain("2028-04-16");
  });

  it("each country has its own: 12 Oct is Spain's, 5 Oct and 1 Dec Portugal's", () => {
    expect(isHoliday("ES", "2026-10-12")).toBe(true);
    expect(isHoliday("PT", "2026-10-12")).toBe(false);
    expect(isHoliday("PT", "2026-10-05")).toBe(true);
    expect(isHoliday("ES", "2026-10-05")).toBe(false);
    expect(isHoliday("PT", "2026-12-01")).toBe(true);
    expect(isHoliday("ES", "2026-12-01")).toBe(false);
  });

  it("working days are Monday to Friday and not a holiday of that country", () => {
    expect(isWorkingDay("PT", "2026-11-04")).toBe(true);
    expect(isWorkingDay("PT", "2026-11-07")).toBe(false);
    expect(isWorkingDay("ES", "2026-11-08")).toBe(false);
    expect(isWorkingDay("PT", "2026-12-08")).toBe(false);
    expect(isWorkingDay("PT", "2026-10-12")).toBe(true);
    expect(isWorkingDay("ES", "2026-10-12")).toBe(false);
  });

  it("refuses another country or a day that is not one", () => {
    expect(() => holidaysOf("FR" as "PT", 2026)).toThrow(/No holiday calendar for country FR/);
    expect(() => isWorkingDay("PT", "2026-02-30")).toThrow(/Not a calendar day/);
    expect(() => isHoliday("ES", "3/12/2026")).toThrow(/Not a calendar day/);
  });
});

describe("adding working days", () => {
  it("counts the days after the given one, skipping weekends and the country's holidays", () => {
    expect(addWorkingDays("PT", "2026-11-06", 1)).toBe("2026-11-09");
    expect(addWorkingDays("PT", "2026-12-07", 1)).toBe("2026-12-09");
    expect(addWorkingDays("ES", "2026-12-07", 1)).toBe("2026-12-09");
    expect(addWorkingDays("ES", "2026-10-09", 1)).toBe("2026-10-13");
    expect(addWorkingDays("PT", "2026-10-09", 1)).toBe("2026-10-12");
    // Easter: Good Friday, then the weekend (Easter Monday is no national holiday in either country).
    expect(addWorkingDays("PT", "2026-04-02", 1)).toBe("2026-04-06");
    // From a Saturday, the first working day after it is Monday.
    expect(addWorkingDays("PT", "2026-11-07", 1)).toBe("2026-11-09");
    // Across a year's end, into the next year's calendar.
    expect(addWorkingDays("ES", "2026-12-31", 4)).toBe("2027-01-08");
  });

  it("0 days: the day itself when it is a working day, else the next one", () => {
    expect(addWorkingDays("PT", "2026-11-04", 0)).toBe("2026-11-04");
    expect(addWorkingDays("PT", "2026-11-07", 0)).toBe("2026-11-09");
    expect(addWorkingDays("PT", "2026-12-08", 0)).toBe("2026-12-09");
  });

  it("refuses a negative or broken count", () => {
    expect(() => addWorkingDays("PT", "2026-11-04", -1)).toThrow(/whole number of days, 0 or more/);
    expect(() => addWorkingDays("PT", "2026-11-04", 1.5)).toThrow(/whole number of days/);
  });
});

describe("the delivery window", () => {
  it("an order on a working morning leaves that day; the transit skips the weekend", () => {
    // November: Lisbon is on UTC.
    expect(windowAt("2026-11-06T10:00:00Z")).toEqual({ dispatchDay: "2026-11-06", from: "2026-11-09", to: "2026-11-10", cutoffAt: "2026-11-06T15:00:00.000Z" });
  });

  it("after the cut-off on a Friday, or at the weekend, it leaves on Monday", () => {
    const monday = { dispatchDay: "2026-11-09", from: "2026-11-10", to: "2026-11-11", cutoffAt: null };
    expect(windowAt("2026-11-06T16:00:00Z")).toEqual(monday);
    expect(windowAt("2026-11-07T09:00:00Z")).toEqual(monday);
    expect(windowAt("2026-11-08T14:59:00Z")).toEqual(monday);
  });

  it("a Portuguese holiday holds the dispatch: after the cut-off on Mon 7 Dec 2026 it leaves Wed 9 Dec, not on the 8th", () => {
    expect(windowAt("2026-12-07T16:00:00Z")).toEqual({ dispatchDay: "2026-12-09", from: "2026-12-10", to: "2026-12-11", cutoffAt: null });
    // Spain has 8 Dec too; the dispatch is Portugal's whatever the destination.
    expect(windowAt("2026-12-07T16:00:00Z", { destination: "ES" }).dispatchDay).toBe("2026-12-09");
    // On the holiday itself nothing leaves and there is no countdown.
    expect(windowAt("2026-12-08T09:00:00Z")).toMatchObject({ dispatchDay: "2026-12-09", cutoffAt: null });
  });

  it("the transit counts the destination's calendar: 12 Oct (Spain's) delays Spain only", () => {
    // Dispatched Fri 9 Oct 2026 (summer time: 10:00 Lisbon is 09:00 UTC).
    expect(windowAt("2026-10-09T09:00:00Z", { destination: "ES" })).toMatchObject({ dispatchDay: "2026-10-09", from: "2026-10-13", to: "2026-10-14" });
    expect(windowAt("2026-10-09T09:00:00Z", { destination: "PT" })).toMatchObject({ dispatchDay: "2026-10-09", from: "2026-10-12", to: "2026-10-13" });
    // And 12 Oct is a working day in Portugal: an order that morning leaves that day, though Spain is on holiday.
    expect(windowAt("2026-10-12T09:00:00Z", { destination: "ES" })).toMatchObject({ dispatchDay: "2026-10-12", from: "2026-10-13", to: "2026-10-14" });
  });

  it("and 5 Oct (Portugal's) delays Portugal only, in transit; the dispatch still skips it for Spain", () => {
    // Dispatched Fri 2 Oct 2026.
    expect(windowAt("2026-10-02T09:00:00Z", { destination: "ES" })).toMatchObject({ dispatchDay: "2026-10-02", from: "2026-10-05", to: "2026-10-06" });
    expect(windowAt("2026-10-02T09:00:00Z", { destination: "PT" })).toMatchObject({ dispatchDay: "2026-10-02", from: "2026-10-06", to: "2026-10-07" });
    // An order on the 5th itself waits for Portugal's next working day, even for Spain.
    expect(windowAt("2026-10-05T09:00:00Z", { destination: "ES" })).toEqual({
      dispatchDay: "2026-10-06",
      from: "2026-10-07",
      to: "2026-10-08",
      cutoffAt: null,
    });
  });

  it("at the cut-off hour exactly it is too late; a minute (or a millisecond) before, it is in time", () => {
    expect(windowAt("2026-11-04T15:00:00Z")).toMatchObject({ dispatchDay: "2026-11-05", cutoffAt: null });
    expect(windowAt("2026-11-04T14:59:00Z")).toMatchObject({ dispatchDay: "2026-11-04", cutoffAt: "2026-11-04T15:00:00.000Z" });
    expect(windowAt("2026-11-04T14:59:59.999Z")).toMatchObject({ dispatchDay: "2026-11-04" });
    // In summer the cut-off at 15:00 Lisbon is 14:00 UTC.
    expect(windowAt("2026-07-15T14:00:00Z")).toMatchObject({ dispatchDay: "2026-07-16", cutoffAt: null });
    expect(windowAt("2026-07-15T13:59:00Z")).toMatchObject({ dispatchDay: "2026-07-15", cutoffAt: "2026-07-15T14:00:00.000Z" });
  });

  it("summer time: the same UTC time of day is on either side of the cut-off across 29 Mar 2026", () => {
    // Fri 27 Mar: Lisbon on UTC, 14:30 UTC is 14:30, in time. Mon 30 Mar: summer time, 14:30 UTC is 15:30, too late.
    expect(windowAt("2026-03-27T14:30:00Z")).toMatchObject({ dispatchDay: "2026-03-27", cutoffAt: "2026-03-27T15:00:00.000Z" });
    expect(windowAt("2026-03-30T14:30:00Z")).toMatchObject({ dispatchDay: "2026-03-31", cutoffAt: null });
    expect(windowAt("2026-03-30T13:30:00Z")).toMatchObject({ dispatchDay: "2026-03-30", cutoffAt: "2026-03-30T14:00:00.000Z" });
    // The Sunday of the change is no working day.
    expect(windowAt("2026-03-29T10:00:00Z").dispatchDay).toBe("2026-03-30");
  });

  it("and back across 25 Oct 2026", () => {
    // Fri 23 Oct: summer time, 14:30 UTC is 15:30, too late. Mon 26 Oct: back on UTC, 14:30 is in time.
    expect(windowAt("2026-10-23T14:30:00Z")).toMatchObject({ dispatchDay: "2026-10-26", cutoffAt: null });
    expect(windowAt("2026-10-26T14:30:00Z")).toMatchObject({ dispatchDay: "2026-10-26", cutoffAt: "2026-10-26T15:00:00.000Z" });
    expect(windowAt("2026-10-25T14:30:00Z").dispatchDay).toBe("2026-10-26");
  });

  it("the day is Lisbon's: 23:30 UTC on a summer Thursday is already Friday morning in the shop", () => {
    const w = windowAt("2026-07-16T23:30:00Z");
    expect(w).toMatchObject({ dispatchDay: "2026-07-17", cutoffAt: "2026-07-17T14:00:00.000Z" });
    expect(minutesLeft(new Date("2026-07-16T23:30:00Z"), w.cutoffAt)).toBe(14 * 60 + 30);
    // In winter 23:30 UTC is 23:30 in Lisbon: past the cut-off, no countdown.
    expect(windowAt("2026-01-15T23:30:00Z")).toMatchObject({ dispatchDay: "2026-01-16", cutoffAt: null });
  });

  it("handling days are Portuguese working days after the day the order counts from", () => {
    expect(windowAt("2026-11-04T10:00:00Z", { handlingDays: 2 })).toMatchObject({ dispatchDay: "2026-11-06", from: "2026-11-09", to: "2026-11-10" });
    expect(windowAt("2026-11-04T10:00:00Z", { handlingDays: 3 })).toMatchObject({ dispatchDay: "2026-11-09" });
    // After the cut-off: from Thursday, plus one.
    expect(windowAt("2026-11-04T16:00:00Z", { handlingDays: 1 })).toMatchObject({ dispatchDay: "2026-11-06" });
    // Fri 4 Dec plus 2 skips the weekend and Tue 8 Dec.
    expect(windowAt("2026-12-04T10:00:00Z", { handlingDays: 2 })).toMatchObject({ dispatchDay: "2026-12-09" });
    // Handling days do not take the countdown away: it still says when today's orders stop counting from today.
    expect(windowAt("2026-12-04T10:00:00Z", { handlingDays: 2 }).cutoffAt).toBe("2026-12-04T15:00:00.000Z");
  });

  it("transit [1, 2] against [3, 5], and [0, 0] arriving the day it leaves", () => {
    expect(windowAt("2026-11-04T10:00:00Z", { transitDays: [1, 2] })).toMatchObject({ from: "2026-11-05", to: "2026-11-06" });
    expect(windowAt("2026-11-04T10:00:00Z", { transitDays: [3, 5] })).toMatchObject({ from: "2026-11-09", to: "2026-11-11" });
    expect(windowAt("2026-11-04T10:00:00Z", { transitDays: [0, 0] })).toMatchObject({ dispatchDay: "2026-11-04", from: "2026-11-04", to: "2026-11-04" });
    // 0 days in Spain from a day Spain is on holiday: its next working day.
    expect(windowAt("2026-10-12T09:00:00Z", { transitDays: [0, 1], destination: "ES" })).toMatchObject({ from: "2026-10-13", to: "2026-10-13" });
  });

  it("cut-off at 0: never in time, every order leaves from the next working day", () => {
    expect(windowAt("2026-11-04T00:00:00Z", { cutoffHour: 0 })).toMatchObject({ dispatchDay: "2026-11-05", cutoffAt: null });
  });

  it("every order of 2026, every few hours, to both countries: a Portuguese working day out, destination working days in", () => {
    for (let day = "2026-01-01"; day < "2027-01-01"; day = addDays(day, 1)) {
      for (const hour of [0, 9, 14, 15, 23]) {
        for (const destination of ["PT", "ES"] as const) {
          const now = new Date(`${day}T${String(hour).padStart(2, "0")}:30:00Z`);
          const w = deliveryWindow({ now, cutoffHour: 15, handlingDays: 1, transitDays: [1, 3], destination });
          expect(isWorkingDay("PT", w.dispatchDay)).toBe(true);
          expect(isWorkingDay(destination, w.from) && isWorkingDay(destination, w.to)).toBe(true);
          expect(w.dispatchDay > day && w.dispatchDay < w.from && w.from < w.to).toBe(true);
          if (w.cutoffAt) expect(Date.parse(w.cutoffAt)).toBeGreaterThan(now.getTime());
        }
      }
    }
  });

  it("refuses settings that cannot describe a window, saying which", () => {
    expect(() => windowAt("2026-11-04T10:00:00Z", { transitDays: [3, 1] })).toThrow(/fewest <= most \(got \[3, 1\]\)/);
    expect(() => windowAt("2026-11-04T10:00:00Z", { transitDays: [-1, 1] })).toThrow(/fewest transit days must be a whole number/);
    expect(() => windowAt("2026-11-04T10:00:00Z", { handlingDays: -1 })).toThrow(/handling days must be a whole number of days, 0 or more \(got -1\)/);
    expect(() => windowAt("2026-11-04T10:00:00Z", { cutoffHour: 24 })).toThrow(/cut-off hour must be a whole hour from 0 to 23 \(got 24\)/);
    expect(() => windowAt("2026-11-04T10:00:00Z", { cutoffHour: 14.5 })).toThrow(/cut-off hour/);
    expect(() => windowAt("2026-11-04T10:00:00Z", { destination: "FR" as "ES" })).toThrow(/No holiday calendar for country FR/);
    expect(() => windowAt("not a date")).toThrow(/valid Date/);
    expect(() => windowAt("2026-11-04T10:00:00Z", { transitDays: [1] as unknown as [number, number] })).toThrow(/pair/);
  });
});

describe("a window or none", () => {
  it("is the window where the settings describe one, and null where they cannot (never an error)", () => {
    const input = { now: new Date("2026-11-30T11:45:00Z"), cutoffHour: 14, handlingDays: 0, transitDays: [3, 5] as const, destination: "PT" as const };
    expect(deliveryWindowOrNull(input)).toEqual(deliveryWindow(input));
    expect(deliveryWindowOrNull({ ...input, cutoffHour: 25 })).toBeNull();
    expect(deliveryWindowOrNull({ ...input, handlingDays: Number.NaN })).toBeNull();
    expect(deliveryWindowOrNull({ ...input, transitDays: [5, 3] })).toBeNull();
  });
});

describe("the countdown to the cut-off", () => {
  it("at 12:45 Lisbon with the cut-off at 15: 135 minutes", () => {
    const now = new Date("2026-07-15T11:45:00Z");
    const { cutoffAt } = windowAt(now.toISOString());
    expect(cutoffAt).toBe("2026-07-15T14:00:00.000Z");
    expect(minutesLeft(now, cutoffAt)).toBe(135);
    expect(orderWithinText("pt", minutesLeft(now, cutoffAt)!)).toBe("Encomende nas próximas 2 h 15 min");
  });

  it("rounds up the seconds, so the last ones read 1 minute; none once passed or without a cut-off", () => {
    const cutoffAt = "2026-11-04T15:00:00.000Z";
    expect(minutesLeft(new Date("2026-11-04T12:45:30Z"), cutoffAt)).toBe(135);
    expect(minutesLeft(new Date("2026-11-04T14:59:30Z"), cutoffAt)).toBe(1);
    expect(minutesLeft(new Date("2026-11-04T15:00:00Z"), cutoffAt)).toBeNull();
    expect(minutesLeft(new Date("2026-11-04T16:00:00Z"), cutoffAt)).toBeNull();
    expect(minutesLeft(new Date("2026-11-04T12:00:00Z"), null)).toBeNull();
    expect(() => minutesLeft(new Date("2026-11-04T12:00:00Z"), "soon")).toThrow(/Not an instant/);
  });
});

describe("the texts", () => {
  it("a day: Portuguese 'qui., 3 dez.', Spanish 'jue, 3 dic'", () => {
    expect(deliveryDayText("pt", "2026-12-03")).toBe("qui., 3\u00a0dez.");
    expect(deliveryDayText("es", "2026-12-03")).toBe("jue, 3\u00a0dic");
  });

  it("every weekday and month, in the same shape", () => {
    // Mon 30 Nov to Sun 6 Dec 2026.
    const week = Array.from({ length: 7 }, (_, i) => addDays("2026-11-30", i));
    expect(week.map((d) => deliveryDayText("pt", d).split(",")[0])).toEqual(["seg.", "ter.", "qua.", "qui.", "sex.", "sáb.", "dom."]);
    expect(week.map((d) => deliveryDayText("es", d).split(",")[0])).toEqual(["lun", "mar", "mié", "jue", "vie", "sáb", "dom"]);
    const months = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}-15`);
    expect(months.map((d) => deliveryDayText("pt", d).split(/[ \u00a0]/)[2])).toEqual([
      "jan.",
      "fev.",
      "mar.",
      "abr.",
      "mai.",
      "jun.",
      "jul.",
      "ago.",
      "set.",
      "out.",
      "nov.",
      "dez.",
    ]);
    expect(months.map((d) => deliveryDayText("es", d).split(/[ \u00a0]/)[2])).toEqual([
      "ene",
      "feb",
      "mar",
      "abr",
      "may",
      "jun",
      "jul",
      "ago",
      "sept",
      "oct",
      "nov",
      "dic",
    ]);
  });

  it("the day never shifts: the first and last of a year, and the day the clocks change", () => {
    expect(deliveryDayText("pt", "2026-01-01")).toBe("qui., 1\u00a0jan.");
    expect(deliveryDayText("es", "2026-12-31")).toBe("jue, 31\u00a0dic");
    expect(deliveryDayText("pt", "2026-03-29")).toBe("dom., 29\u00a0mar.");
  });

  it("a window between two days, or on one", () => {
    const w = { from: "2026-12-03", to: "2026-12-04" };
    expect(deliveryWindowText("pt", w)).toBe("Receba entre qui., 3\u00a0dez. e sex., 4\u00a0dez.");
    expect(deliveryWindowText("es", w)).toBe("Recíbelo entre el jue, 3\u00a0dic y el vie, 4\u00a0dic");
    const one = { from: "2026-12-03", to: "2026-12-03" };
    expect(deliveryWindowText("pt", one)).toBe("Receba qui., 3\u00a0dez.");
    expect(deliveryWindowText("es", one)).toBe("Recíbelo el jue, 3\u00a0dic");
  });

  it("a window straight from the engine", () => {
    expect(deliveryWindowText("pt", windowAt("2026-12-02T10:00:00Z"))).toBe("Receba entre qui., 3\u00a0dez. e sex., 4\u00a0dez.");
  });

  it("the countdown: hours and minutes, whole hours, minutes only", () => {
    expect(orderWithinText("pt", 135)).toBe("Encomende nas próximas 2 h 15 min");
    expect(orderWithinText("es", 135)).toBe("Pide en las próximas 2 h 15 min");
    expect(orderWithinText("pt", 45)).toBe("Encomende nos próximos 45 min");
    expect(orderWithinText("es", 45)).toBe("Pide en los próximos 45 min");
    expect(orderWithinText("pt", 120)).toBe("Encomende nas próximas 2 h");
    expect(orderWithinText("es", 61)).toBe("Pide en las próximas 1 h 1 min");
  });

  it("refuses a countdown of no minutes or a day that is not one", () => {
    expect(() => orderWithinText("pt", 0)).toThrow(/whole minutes, 1 or more/);
    expect(() => orderWithinText("es", 2.5)).toThrow(/whole minutes/);
    expect(() => deliveryWindowText("pt", { from: "2026-12-32", to: "2026-12-04" })).toThrow(/Not a calendar day/);
  });
});
