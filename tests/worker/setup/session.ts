import { env, exports } from "cloudflare:workers";
import { app } from "../../../worker/index";
import { browserHeaders } from "./request";

/** A browser-like cookie jar over the worker, to drive Auth.js's real CSRF + credentials flow. */
export class Browser {
  cookies = new Map<string, string>();
  /** Sent with every request (e.g. the web's X-Shop-Language from the Spanish shop). */
  headers: Record<string, string> = {};
  /** `vars` replace bindings for this browser's requests (e.g. Stripe keys), through a fresh parse of the configuration. */
  constructor(
    // A random address of 198.18.0.0/15 (about 130,000): two browsers of one test file share a client limit by chance only very rarely (250 addresses made that likely).
    readonly ip = `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`,
    readonly vars?: Record<string, string | undefined>,
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async fetch(path: string, init: RequestInit = {}) {
    const headers = browserHeaders(init);
    for (const [name, value] of Object.entries(this.headers)) if (!headers.has(name)) headers.set(name, value);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader);
    headers.set("CF-Connecting-IP", this.ip);
    const req = new Request(`http://shop.test${path}`, { ...init, headers, redirect: "manual" });
    const res = this.vars ? await app.fetch(req, { ...env, ...this.vars }) : await exports.default.fetch(req);
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return res;
  }

  async json(path: string, method = "GET", body?: unknown) {
    const res = await this.fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }

  async csrf(): Promise<string> {
    return (await (await this.fetch("/api/auth/csrf")).json<{ csrfToken: string }>()).csrfToken;
  }

  /** Auth.js credentials sign-in; true when a session cookie was set. */
  async signIn(email: string, password: string): Promise<{ ok: boolean; status: number }> {
    const csrfToken = await this.csrf();
    const res = await this.fetch("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
      body: new URLSearchParams({ email, password, csrfToken }),
    });
    await res.text();
    return { ok: this.cookies.has("authjs.session-token"), status: res.status };
  }

  async signOut() {
    const csrfToken = await this.csrf();
    const res = await this.fetch("/api/auth/signout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Auth-Return-Redirect": "1" },
      body: new URLSearchParams({ csrfToken }),
    });
    await res.text();
  }
}

export const STRONG = "Segura#2026";

export async function signUp(b: Browser, email: string, password = STRONG, firstName = "Maria", fullName = "Maria Silva") {
  return b.json("/api/account/signup", "POST", { email, password, firstName, fullName });
}

export async function outbox(to: string) {
  const rows = await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ? ORDER BY created_at DESC')
    .bind(to)
    .all<{ subject: string; text: string }>();
  return rows.results;
}
