import { newerBookmark } from "../../shared/d1-bookmark";

/** One answer as the crowd's statistics keep it: the route's pattern (never the URL), its status and its time. */
export interface Sample {
  route: string;
  status: number;
  ms: number;
  /** The API's error code of a 4xx/5xx answer (`{"error":{"code"}}`), or a word for answers without one. */
  code: string | null;
  /** How a catalogue answer was served (x-catalog-cache: hit, miss, bypass), null for other answers. */
  cache: string | null;
}

/** A 5xx answer, kept whole for whoever reads the failure (with its request id, to find the server's log line). */
export interface ServerError {
  at: string;
  route: string;
  method: string;
  url: string;
  requestBody: string | null;
  status: number;
  body: string;
  requestId: string | null;
}

/** Every answer of the run, and the 5xx ones in full. */
export class Recorder {
  samples: Sample[] = [];
  serverErrors: ServerError[] = [];
  record(sample: Sample) {
    this.samples.push(sample);
  }
}

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/** A browser's cookie jar for one origin: names per path, Max-Age=0 and past Expires remove them. */
class CookieJar {
  private cookies: Cookie[] = [];

  store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(";").map((s) => s.trim());
      const eq = pair!.indexOf("=");
      if (eq <= 0) continue;
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      let path = "/";
      let gone = value === "";
      for (const a of attrs) {
        const [k, v = ""] = a.split("=");
        const key = k!.toLowerCase();
        if (key === "path" && v.startsWith("/")) path = v;
        if (key === "max-age" && Number(v) <= 0) gone = true;
        if (key === "expires" && Date.parse(v) < Date.now()) gone = true;
      }
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
      if (!gone) this.cookies.push({ name, value, path });
    }
  }

  header(pathname: string): string | undefined {
    const sent = this.cookies.filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith("/") ? c.path : `${c.path}/`));
    return sent.length ? sent.map((c) => `${c.name}=${c.value}`).join("; ") : undefined;
  }
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: <T>() => T;
}

type Body = { json: unknown } | { form: Record<string, string> } | null;

/**
 * One browser of the crowd: its own client address (CF-Connecting-IP, what the shop's limits count per client), its
 * cookies, the D1 bookmark the web carries back, its language header, and the shop's Origin on writes. Redirects are
 * not followed: the caller follows them as a browser would, each a request of its own.
 */
export class Browser {
  private jar = new CookieJar();
  private bookmark: string | null = null;

  constructor(
    readonly base: string,
    readonly ip: string,
    public lang: "pt" | "es",
    private readonly recorder: Recorder,
    private readonly timeoutMs = 30_000,
  ) {}

  async request(method: string, path: string, route: string, body: Body = null, extra: Record<string, string> = {}): Promise<Answer> {
    const url = new URL(path, this.base);
    const headers: Record<string, string> = { "CF-Connecting-IP": this.ip, "X-Shop-Language": this.lang, ...extra };
    const cookie = this.jar.header(url.pathname);
    if (cookie) headers.Cookie = cookie;
    if (this.bookmark && url.pathname.startsWith("/api/")) headers["x-d1-bookmark"] = this.bookmark;
    // Writes carry the shop's own Origin, as the browser sends it (the API refuses writes without it).
    if (method !== "GET") headers.Origin = this.base;
    let payload: string | undefined;
    if (body && "json" in body) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body.json);
    } else if (body && "form" in body) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(body.form).toString();
    }
    const started = performance.now();
    let status = 0;
    let text = "";
    let resHeaders = new Headers();
    try {
      const res = await fetch(url, { method, headers, body: payload, redirect: "manual", signal: AbortSignal.timeout(this.timeoutMs) });
      text = await res.text();
      status = res.status;
      resHeaders = res.headers;
      this.jar.store(res.headers.getSetCookie());
      this.bookmark = newerBookmark(this.bookmark, res.headers.get("x-d1-bookmark"));
    } catch (error) {
      text = String(error);
    }
    const ms = performance.now() - started;
    const code = status === 0 ? "no answer (timeout or connection)" : status >= 400 ? errorCode(text, resHeaders) : null;
    this.recorder.record({ route, status, ms, code, cache: resHeaders.get("x-catalog-cache") });
    if (status >= 500 || status === 0)
      this.recorder.serverErrors.push({
        at: new Date().toISOString(),
        route,
        method,
        url: url.pathname + url.search,
        // Passwords never go into the results file.
        requestBody: payload ? payload.replace(/("?password"?[=:]"?)[^"&]*/gi, "$1…") : null,
        status,
        body: text.slice(0, 2000),
        requestId: resHeaders.get("x-request-id"),
      });
    return {
      status,
      headers: resHeaders,
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  get = (path: string, route: string, extra?: Record<string, string>) => this.request("GET", path, route, null, extra);
  post = (path: string, route: string, body: Body = null, extra?: Record<string, string>) => this.request("POST", path, route, body, extra);
  put = (path: string, route: string, body: Body) => this.request("PUT", path, route, body);
}

/** The API's error code, or what the answer was when it is no API error (the test payment page's HTML, a redirect). */
function errorCode(text: string, headers: Headers): string {
  try {
    const code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    if (code) return code;
  } catch {
    /* not JSON */
  }
  return headers.get("content-type")?.includes("text/html") ? "html page" : "no error code";
}
