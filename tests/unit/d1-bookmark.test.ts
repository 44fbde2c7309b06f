import { describe, expect, it } from "vitest";
import { BOOKMARK_HEADER, newerBookmark, parseBookmark } from "../../shared/d1-bookmark";
import { bookmarkStore, fetchWithBookmark } from "../../web/lib/d1-bookmark";
import { MemoryStorage } from "./memory-storage";

const at = (position: number) => `00000000-${position.toString(16).padStart(8, "0")}-00000000-${"0".repeat(32)}`;

describe("D1 bookmarks", () => {
  it("only D1's format is a bookmark; the newer of two wins, whatever order they come in", () => {
    expect(parseBookmark(at(5))).toBe(at(5));
    expect(parseBookmark("garbage")).toBeNull();
    expect(parseBookmark(`${at(5)}x`)).toBeNull();
    expect(newerBookmark(at(5), at(16))).toBe(at(16));
    expect(newerBookmark(at(16), at(5))).toBe(at(16));
    expect(newerBookmark(null, at(5))).toBe(at(5));
    expect(newerBookmark(at(5), "garbage")).toBe(at(5));
  });

  it("the web client sends the kept bookmark and keeps the newest one that comes back, in storage", async () => {
    const storage = new MemoryStorage();
    const store = bookmarkStore(() => storage);
    const sent: (string | null)[] = [];
    const answers = [at(3), at(9), at(7), null];
    const base = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get(BOOKMARK_HEADER));
      const back = answers.shift();
      return new Response("{}", { headers: back ? { [BOOKMARK_HEADER]: back } : {} });
    }) as typeof fetch;
    const f = fetchWithBookmark(store, base);
    for (let i = 0; i < 4; i++) await f("/api/addresses", { headers: { "Content-Type": "application/json" } });
    expect(sent).toEqual([null, at(3), at(9), at(9)]);
    expect(storage.getItem("d1-bookmark")).toBe(at(9));
    // Another tab (same storage) starts from it.
    expect(bookmarkStore(() => storage).get()).toBe(at(9));
  });

  it("works without storage (private browsing that refuses it)", async () => {
    const store = bookmarkStore(() => {
      throw new Error("refused");
    });
    store.remember(at(4));
    expect(store.get()).toBe(at(4));
  });
});
