import { describe, expect, it } from "vitest";
import { ageOn, BIRTH_YEARS, birthYears, MIN_AGE, msg, myDataSchema, phoneError, profileSchema, splitPhone } from "../../shared/account-rules";

describe("phone rules (SPEC §5)", () => {
  it("splits on the longest known prefix, ignoring spaces and dashes", () => {
    expect(splitPhone("+351 912-345-678")).toEqual({ prefix: "+351", digits: "912345678" });
    expect(splitPhone("+34612345678")).toEqual({ prefix: "+34", digits: "612345678" });
    expect(splitPhone("+1 202 555 0123")).toEqual({ prefix: "+1", digits: "2025550123" });
    expect(splitPhone("+9991234")).toEqual({ prefix: "+9991", digits: "234" });
    expect(splitPhone("912345678")).toEqual({ prefix: "", digits: "912345678" });
  });

  it.each([
    "+351912345678",
    "+351 912 345 678",
    "+34612345678",
    "+5511912345678",
    "+12025550123",
    "+4407700900123",
    "+330612345678",
    "+4915123456789",
    "+393123456789",
  ])("accepts %s", (phone) => expect(phoneError(phone)).toBeNull());

  it.each([
    ["", msg.phoneRequired],
    [null, msg.phoneRequired],
    ["+351", msg.phoneRequired],
    ["+35191234567", msg.phoneFormat], // 8 digits after +351
    ["+3519123456789", msg.phoneFormat], // 10 digits after +351
    ["+34 61234567", msg.phoneFormat],
    ["+55119123456", msg.phoneFormat],
    ["912345678", msg.phoneFormat], // no prefix
    ["+351 91234567a", msg.phoneFormat],
    ["+9991 2345678901234567", msg.phoneFormat], // unknown prefix, 16 digits
  ])("refuses %j with %s", (phone, error) => expect(phoneError(phone)).toBe(error));

  it("an unknown prefix is allowed up to 15 digits", () => {
    expect(phoneError("+9991 234567890123456")).toBeNull();
  });
});

describe("age rules (SPEC §5: at least 13)", () => {
  const today = new Date("2026-06-15T12:00:00Z");
  it("counts whole years, the birthday itself included", () => {
    expect(ageOn("2013-06-15", today)).toBe(13);
    expect(ageOn("2013-06-16", today)).toBe(12);
    expect(ageOn("2013-07-01", today)).toBe(12);
    expect(ageOn("2012-12-31", today)).toBe(13);
    expect(ageOn("1990-01-01", today)).toBe(36);
  });

  const birthDateErrors = (birthDate: string) =>
    myDataSchema(() => today)
      .safeParse({ firstName: "Maria", fullName: "Maria Silva", birthDate, phone: "+351912345678", nif: "" })
      .error?.issues.filter((i) => i.path[0] === "birthDate")
      .map((i) => i.message) ?? [];

  it("the my-data form refuses someone under 13 and an impossible date, and accepts a 13th birthday", () => {
    expect(birthDateErrors("2013-06-15")).toEqual([]);
    expect(birthDateErrors("2013-06-16")).toEqual([msg.minAge]);
    expect(birthDateErrors("2001-02-29")).toEqual([msg.birthDate]);
    expect(birthDateErrors("15/06/1990")).toEqual([msg.birthDate]);
  });
});

describe("birth-year list (SPEC §5, issue 30)", () => {
  const today = new Date("2026-11-26T10:00:00Z");

  it("starts at the latest year that gives 13 years of age: 2013 on 2026-11-26", () => {
    const years = birthYears(today);
    expect(years[0]).toBe(2013);
    expect(years).not.toContain(2014);
    // Born on 1 January of the first year listed, one is 13 today; born on 1 January of the next year, 12.
    expect(ageOn("2013-01-01", today)).toBe(MIN_AGE);
    expect(ageOn("2014-01-01", today)).toBe(MIN_AGE - 1);
  });

  it("goes down, a year at a time, to the oldest of the last 100 years, as before", () => {
    const years = birthYears(today);
    expect(years.at(-1)).toBe(2026 - BIRTH_YEARS + 1);
    expect(years).toHaveLength(2013 - 1927 + 1);
    expect(years.every((y, i) => i === 0 || y === years[i - 1]! - 1)).toBe(true);
  });

  it("follows the calendar: on 1 January 2027 it starts at 2014", () => {
    expect(birthYears(new Date("2027-01-01T00:00:00Z"))[0]).toBe(2014);
    expect(birthYears(new Date("2026-12-31T23:59:59Z"))[0]).toBe(2013);
  });

  it("every year listed can make a valid profile on some day of it", () => {
    const schema = profileSchema(() => today);
    const base = { firstName: "Ana", fullName: "Ana Costa", phone: "+351912345678", nif: "123456789" };
    for (const y of [birthYears(today)[0]!, birthYears(today).at(-1)!]) {
      expect(schema.safeParse({ ...base, birthDate: `${y}-01-01` }).success, String(y)).toBe(true);
    }
  });
});
