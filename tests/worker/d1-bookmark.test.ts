import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BOOKMARK_HEADER, parseBookmark } from "../../shared/d1-bookmark";
import { isPublicCatalogRead } from "../../worker/lib/d1-session";
import { ADDRESS, customerWithAddress } from "./setup/checkout";
import { api } from "./setup/request";

// D1 Sessions API (docs/decisions/0021): the bookmark's round trip between the worker and the client.

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
/** A well-formed bookmark far ahead of the local database's (its second field is the position). */
const AHEAD = "00000000-7fff0000-00000000-00000000000000000000000000000000";

describe("the D1 session bookmark", () => {
  it("a customer's answer carries the session's bookmark; a write moves it forward", async () => {
    const c = await customerWithAddress();
    const read = await c.b.fetch("/api/addresses");
    expect(read.status).toBe(200);
    const first = read.headers.get(BOOKMARK_HEADER);
    expect(first).toMatch(BOOKMARK);
    const write = await c.b.fetch("/api/addresses", {
      method: "POST",
      headers: { "Content-Type": "application/json", [BOOKMARK_HEADER]: first! },
      body: JSON.stringify({ ...ADDRESS, address: "Rua Nova" }),
    });
    expect(write.status).toBe(201);
    const second = write.headers.get(BOOKMARK_HEADER);
    expect(second).toMatch(BOOKMARK);
    expect(second! > first!).toBe(true);
  });

  it("a request carrying a bookmark gets a session started from it (the answer's bookmark is not older)", async () => {
    const c = await customerWithAddress();
    const without = (await c.b.fetch("/api/addresses")).headers.get(BOOKMARK_HEADER)!;
    expect(without < AHEAD).toBe(true);
    const res = await c.b.fetch("/api/addresses", { headers: { [BOOKMARK_HEADER]: AHEAD } });
    expect(res.status).toBe(200);
    expect(res.headers.get(BOOKMARK_HEADER)! >= AHEAD).toBe(true);
  });

  it("a malformed bookmark is ignored, not a 500: the session starts afresh and the answer carries a real bookmark", async () => {
    const c = await customerWithAddress();
    for (const bad of ["garbage", "'; DROP TABLE users; --", "00000000-0000000f-00000000", `${AHEAD}-extra`, "x".repeat(5000), "FFFFFFFF-FFFFFFFF"]) {
      const res = await c.b.fetch("/api/addresses", { headers: { [BOOKMARK_HEADER]: bad } });
      expect(res.status, bad.slice(0, 30)).toBe(200);
      const back = res.headers.get(BOOKMARK_HEADER)!;
      expect(back).toMatch(BOOKMARK);
      expect(back < AHEAD).toBe(true);
    }
    // A public catalogue read with a malformed bookmark is answered too.
    expect((await api("/api/categories", { headers: { [BOOKMARK_HEADER]: "garbage" } })).status).toBe(200);
  });

  it("public catalogue answers carry no bookmark (a cached copy would hand out an old one)", async () => {
    const res = await api("/api/categories");
    expect(res.status).toBe(200);
    expect(res.headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it("parses only D1's bookmark format and tells catalogue reads from the rest", () => {
    const real = env.DB.withSession("first-primary");
    expect(parseBookmark(AHEAD)).toBe(AHEAD);
    expect(parseBookmark(AHEAD.toUpperCase())).toBe(AHEAD);
    expect(parseBookmark(null)).toBeNull();
    expect(parseBookmark("")).toBeNull();
    expect(parseBookmark("first-primary")).toBeNull();
    expect(real.getBookmark()).toBeNull();
    expect(isPublicCatalogRead("GET", "/api/products/3")).toBe(true);
    expect(isPublicCatalogRead("GET", "/api/categories")).toBe(true);
    expect(isPublicCatalogRead("GET", "/api/products/3/reviews")).toBe(true);
    expect(isPublicCatalogRead("POST", "/api/products/3/reviews")).toBe(false);
    expect(isPublicCatalogRead("GET", "/api/products/3/reviews/eligibility")).toBe(false);
    expect(isPublicCatalogRead("GET", "/api/productsx")).toBe(false);
    expect(isPublicCatalogRead("GET", "/api/orders")).toBe(false);
    expect(isPublicCatalogRead("GET", "/api/reviews/latest")).toBe(true);
    // The worker's pages and the sitemap read only the catalogue.
    expect(isPublicCatalogRead("GET", "/sono-conforto")).toBe(true);
    expect(isPublicCatalogRead("GET", "/sitemap.xml")).toBe(true);
    expect(isPublicCatalogRead("POST", "/sono-conforto")).toBe(false);
  });
});
