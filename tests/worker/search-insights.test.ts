import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { reportsCopy } from "../../shared/copy/back-office/reports";
import { searchInsightsCopy } from "../../shared/copy/back-office/search-insights";
import { shopToday } from "../../shared/shop-day";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { Browser } from "./setup/session";

/**
 * Issue 48: what shoppers search for. The results page tells the shop each search it showed (and how many it found)
 * and each result opened; the counts are per Lisbon day and language, with nothing about who searched, and a search that
 * looks like an e-mail or a phone number is not counted at all. Parallel searches all count. The back-office reads the
 * most made, those that found nothing and those never opened, per language; a synonym added there ('mamadeira' →
 * 'biberão') is used by the very next search, cached or not, in its language only; adding and removing are audited.
 */
beforeAll(seedCatalogFixture);
const t = searchInsightsCopy;
const today = shopToday();

/** A shopper on the Portuguese or the Spanish shop. */
function shopper(lang: "pt" | "es" = "pt") {
  const b = new Browser();
  b.headers["X-Shop-Language"] = lang;
  return b;
}

describe("search counts", () => {
  it("counts each search shown and each result opened, per day and language, without personal data; parallel searches all count", async () => {
    const pt = shopper();
    const told = await Promise.all(Array.from({ length: 6 }, () => pt.json("/api/search/seen", "POST", { q: "Berço  Portátil", total: 2 })));
    expect(told.map((r) => r.status)).toEqual([204, 204, 204, 204, 204, 204]);
    expect((await pt.json("/api/search/opened", "POST", { q: "berço portátil" })).status).toBe(204);
    expect((await pt.json("/api/search/seen", "POST", { q: "chucha", total: 0 })).status).toBe(204);
    expect((await pt.json("/api/search/seen", "POST", { q: "chucha", total: 0 })).status).toBe(204);
    expect((await pt.json("/api/search/seen", "POST", { q: "biberão", total: 1 })).status).toBe(204);
    // Someone's data typed into the box: accepted, never written.
    for (const q of ["ana.silva@exemplo.pt", "912 345 678", "NIF 123456789"])
      expect((await pt.json("/api/search/seen", "POST", { q, total: 0 })).status).toBe(204);
    // An opened result of a search never counted makes none up.
    expect((await pt.json("/api/search/opened", "POST", { q: "nunca pesquisado" })).status).toBe(204);
    const es = shopper("es");
    expect((await es.json("/api/search/seen", "POST", { q: "chupete", total: 0 })).status).toBe(204);

    const rows = await env.DB.prepare("SELECT day, language, query, searches, zero_results AS zero, opened FROM search_counts ORDER BY language, query").all();
    expect(rows.results).toEqual([
      { day: today, language: "es", query: "chupete", searches: 1, zero: 1, opened: 0 },
      { day: today, language: "pt", query: "berço portátil", searches: 6, zero: 0, opened: 1 },
      { day: today, language: "pt", query: "biberão", searches: 1, zero: 0, opened: 0 },
      { day: today, language: "pt", query: "chucha", searches: 2, zero: 2, opened: 0 },
    ]);

    const owner = await person("owner", OWNER);
    const report = (await owner.b.json(`/api/admin/search?from=${today}&to=${today}&language=pt`)).body;
    expect(report.searches).toBe(9);
    expect(report.top.map((r: { query: string; searches: number }) => [r.query, r.searches])).toEqual([
      ["berço portátil", 6],
      ["chucha", 2],
      ["biberão", 1],
    ]);
    expect(report.zeroResults.map((r: { query: string }) => r.query)).toEqual(["chucha"]);
    expect(report.unopened.map((r: { query: string }) => r.query)).toEqual(["biberão"]);
    const spanish = (await owner.b.json(`/api/admin/search?from=${today}&to=${today}&language=es`)).body;
    expect(spanish.zeroResults.map((r: { query: string }) => r.query)).toEqual(["chupete"]);
    // Staff read it too.
    const staff = await person("staff");
    expect((await staff.b.json(`/api/admin/search?from=${today}&to=${today}&language=pt`)).status).toBe(200);
  });

  it("bad input: a clear error, nothing counted", async () => {
    const pt = shopper();
    for (const body of [{ q: "a", total: 0 }, { q: "berço", total: -1 }, { q: "x".repeat(101), total: 0 }, { total: 0 }]) {
      expect((await pt.json("/api/search/seen", "POST", body)).status, JSON.stringify(body)).toBe(400);
    }
    const owner = await person("owner", OWNER);
    for (const [query, message] of [
      [`from=${today}&to=2020-01-01&language=pt`, reportsCopy.errors.endBeforeStart],
      [`from=${today}&to=${today}&language=fr`, t.errors.language],
    ] as const) {
      const res = await owner.b.json(`/api/admin/search?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
  });
});

describe("synonyms", () => {
  const search = async (b: Browser, q: string) => (await b.json(`/api/products/search?q=${encodeURIComponent(q)}`)).body;

  it("a synonym added from a search that found nothing is used by the next search at once, in its language only; audited", async () => {
    const pt = shopper();
    const es = shopper("es");
    // Asked once before: the answer is in the edge cache.
    expect((await search(pt, "mamadeira")).total).toBe(0);
    expect((await search(es, "mamadeira")).total).toBe(0);

    const owner = await person("owner", OWNER);
    const added = await owner.b.json("/api/admin/search/synonyms", "POST", { language: "pt", term: "Mamadeira", synonym: "biberão" });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.synonym).toMatchObject({ language: "pt", term: "mamadeira", synonym: "biberão", createdBy: OWNER });

    const found = await search(pt, "mamadeira");
    expect(found.items.map((p: { name: string }) => p.name)).toEqual(["Biberão Anticólicas"]);
    // Accents and case as typed, other words kept: 'Mamadeíra anticólicas' is 'biberão anticólicas'.
    expect((await search(pt, "Mamadeíra anticólicas")).total).toBe(1);
    // The Spanish shop has its own synonyms.
    expect((await search(es, "mamadeira")).total).toBe(0);

    // The same word again, or twice at once: one synonym, one audit row; the others are told why.
    const again = await Promise.all([
      owner.b.json("/api/admin/search/synonyms", "POST", { language: "pt", term: "mamadeira", synonym: "berço" }),
      owner.b.json("/api/admin/search/synonyms", "POST", { language: "pt", term: "mamadeira", synonym: "body" }),
    ]);
    expect(again.map((r) => r.status)).toEqual([409, 409]);
    expect(again[0]!.body.error).toMatchObject({ code: "synonym_exists", message: t.errors.duplicate, field: "term" });
    const racing = await Promise.all(
      ["berço", "cama"].map((synonym) => owner.b.json("/api/admin/search/synonyms", "POST", { language: "pt", term: "caminha", synonym })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    const audit = await env.DB.prepare("SELECT action, actor FROM audit_log WHERE action LIKE 'search.%' ORDER BY id").all();
    expect(audit.results).toEqual([
      { action: "search.synonym_added", actor: OWNER },
      { action: "search.synonym_added", actor: OWNER },
    ]);

    const list = (await owner.b.json("/api/admin/search/synonyms?language=pt")).body.synonyms;
    expect(list.map((s: { term: string }) => s.term)).toEqual(["caminha", "mamadeira"]);

    // Removed: the next search finds nothing again; removing it twice says it is gone.
    const id = list.find((s: { term: string }) => s.term === "mamadeira").id;
    expect((await owner.b.json(`/api/admin/search/synonyms/${id}/delete`, "POST")).status).toBe(200);
    expect((await search(pt, "mamadeira")).total).toBe(0);
    const gone = await owner.b.json(`/api/admin/search/synonyms/${id}/delete`, "POST");
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(t.errors.notFound);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'search.synonym_removed'").first<{ n: number }>())!.n).toBe(1);
  });

  it("bad input: one word, words of letters, a known language", async () => {
    const owner = await person("owner", OWNER);
    for (const [body, field, message] of [
      [{ language: "pt", term: "duas palavras", synonym: "berço" }, "term", t.errors.term],
      [{ language: "pt", term: "m", synonym: "berço" }, "term", t.errors.term],
      [{ language: "pt", term: "chucha", synonym: "<b>berço</b>" }, "synonym", t.errors.synonym],
      [{ language: "fr", term: "chucha", synonym: "berço" }, "language", t.errors.language],
    ] as const) {
      const res = await owner.b.json("/api/admin/search/synonyms", "POST", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ field, message });
    }
    expect((await env.DB.prepare("SELECT count(*) AS n FROM search_synonyms WHERE term = 'chucha'").first<{ n: number }>())!.n).toBe(0);
  });
});
