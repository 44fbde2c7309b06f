import { afterEach, describe, expect, it, vi } from "vitest";
import { copies } from "../../shared/copy";
import { Browser } from "./setup/session";

/**
 * Issue 46 item 5: every answer names its request (X-Request-Id: Cloudflare's Ray ID when there is one), a 5xx answer
 * shows the id to the customer (the API's message and body, a page's text), and every log line is one JSON object
 * carrying it.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Production without its secrets: the configuration refuses every request with a 503 (fail closed). */
const unconfigured = () => new Browser(undefined, { APP_ENV: "production", PUBLIC_ORIGIN: "https://shop.test" });

afterEach(() => vi.restoreAllMocks());

describe("the request id", () => {
  it("every answer carries one, new per request; Cloudflare's Ray ID when the request has one", async () => {
    const b = new Browser();
    const [one, two] = [await b.fetch("/api/categories"), await b.fetch("/api/nada-aqui")];
    expect(one.headers.get("X-Request-Id")).toMatch(UUID);
    expect(two.status).toBe(404);
    expect(two.headers.get("X-Request-Id")).toMatch(UUID);
    expect(two.headers.get("X-Request-Id")).not.toBe(one.headers.get("X-Request-Id"));
    const rayed = await b.fetch("/api/categories", { headers: { "cf-ray": "8d2f5c1e9a3b4c7d-LIS" } });
    expect(rayed.headers.get("X-Request-Id")).toBe("8d2f5c1e9a3b4c7d-LIS");
    // Anything else in the header is not trusted as an id.
    const odd = await b.fetch("/api/categories", { headers: { "cf-ray": "<script>" } });
    expect(odd.headers.get("X-Request-Id")).toMatch(UUID);
  });

  it("a 5xx from the API says its id in the message and the body, in the request's language", async () => {
    const pt = await unconfigured().fetch("/api/categories");
    expect(pt.status).toBe(503);
    const id = pt.headers.get("X-Request-Id")!;
    const body = (await pt.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error).toEqual({
      code: "service_unavailable",
      message: `${copies.pt.errors.unavailable} ${copies.pt.errors.reference(id)}`,
      requestId: id,
    });
    const spanish = unconfigured();
    spanish.headers["X-Shop-Language"] = "es";
    const es = (await (await spanish.fetch("/api/categories")).json()) as { error: { message: string; requestId: string } };
    expect(es.error.message).toBe(`${copies.es.errors.unavailable} ${copies.es.errors.reference(es.error.requestId)}`);
  });

  it("a 5xx page shows the id in words, as a page (not JSON), never indexed", async () => {
    const res = await unconfigured().fetch("/produto/1", { headers: { Accept: "text/html" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(copies.pt.errors.reference(res.headers.get("X-Request-Id")!));
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it("a 4xx is the customer's own: no id in its message", async () => {
    const res = await new Browser().fetch("/api/products/abc");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).not.toContain(res.headers.get("X-Request-Id")!);
  });
});

describe("the log lines", () => {
  it("are one JSON object each, with the level, the message and the request's id", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
    const res = await unconfigured().fetch("/api/categories");
    const id = res.headers.get("X-Request-Id");
    expect(lines.length).toBeGreaterThan(0);
    const parsed = lines.map((l) => JSON.parse(l) as { level: string; message: string; requestId: string; problems?: string[] });
    expect(parsed).toContainEqual(
      expect.objectContaining({
        level: "error",
        message: "configuration refused the request",
        requestId: id,
        problems: expect.arrayContaining(["MAIL_API_URL and MAIL_API_KEY"]),
      }),
    );
  });
});
