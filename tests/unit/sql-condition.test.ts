import { describe, expect, it } from "vitest";
import { bindCondition, when } from "../../worker/lib/sql-condition";

describe("a batch's guard condition with named parameters", () => {
  it("numbers each name from where the statement's own parameters end, in the order given, a name used twice once", () => {
    const c = when("EXISTS (SELECT 1 FROM orders WHERE id = :order AND cancelled_at = :at) AND :at > '2026-01-01T00:00:00Z'", {
      order: "o-1",
      at: "2026-11-28T10:00:00Z",
    });
    expect(bindCondition(c, 7)).toEqual({
      sql: "EXISTS (SELECT 1 FROM orders WHERE id = ?7 AND cancelled_at = ?8) AND ?8 > '2026-01-01T00:00:00Z'",
      values: ["o-1", "2026-11-28T10:00:00Z"],
    });
    expect(bindCondition(c, 6).sql).toContain("id = ?6 AND cancelled_at = ?7");
  });

  it("leaves JSON paths and a colon inside a word alone", () => {
    const c = when("json_extract(detail, '$.at') = :at AND note <> 'a:b'", { at: "x" });
    expect(bindCondition(c, 1).sql).toBe("json_extract(detail, '$.at') = ?1 AND note <> 'a:b'");
  });

  it("refuses a name without a value and a value without its name", () => {
    expect(() => bindCondition(when("id = :order AND x = :missing", { order: 1 }), 7)).toThrow(/:missing has no value/);
    expect(() => bindCondition(when("id = :order", { order: 1, extra: 2 }), 7)).toThrow(/:extra given but not used/);
  });
});
