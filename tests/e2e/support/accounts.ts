import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { MAIN_SHOP_URL } from "./servers";

export const PASSWORD = "Segura#2026";

export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.pt`;
export const uniqueIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;

/** Each test is its own client for the rate limits (wrangler dev passes CF-Connecting-IP through). */
export async function ownClient(page: Page) {
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
  return ip;
}

/** The newest e-mail to this address in the dev outbox, polled until it arrives. */
export async function lastMail(request: APIRequestContext, to: string, subject?: string) {
  type Mail = { to: string; subject: string; text: string };
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        const { emails } = (await (await request.get("/api/dev/outbox")).json()) as { emails: Mail[] };
        mail = emails.find((m) => m.to === to && (subject === undefined || m.subject === subject));
        return mail !== undefined;
      },
      { message: `no e-mail to ${to}${subject ? ` titled ${subject}` : ""}`, timeout: 5000 },
    )
    .toBe(true);
  return mail as Mail;
}

/** A registered account, created through the API as a fast precondition. */
export async function registered(request: APIRequestContext, email: string, ip: string, password = PASSWORD) {
  const res = await request.post("/api/account/signup", {
    headers: { "CF-Connecting-IP": ip, Origin: MAIN_SHOP_URL },
    data: { email, password, firstName: "Maria", fullName: "Maria Silva" },
  });
  if (res.status() !== 201) throw new Error(`signup ${res.status()}`);
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
}

let signIns = 0;
/** A client address of its own for each sign-in: one client may sign in 10 times a minute, and a spec may sign in more often. */
function nextSignInClient() {
  const n = signIns++;
  return `198.51.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** A credentials sign-in through Auth.js's real endpoints, from the client `ip`. */
async function postCredentials(page: Page, email: string, password: string, ip: string) {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  return page.request.post("/api/auth/callback/credentials", {
    form: { email, password, csrfToken },
    headers: { "CF-Connecting-IP": ip, "X-Auth-Return-Redirect": "1", Origin: MAIN_SHOP_URL },
  });
}

/** Signs the page's context in as `email` (whoever was signed in is signed out first), from the client `ip` if given. */
export async function signInAs(page: Page, email: string, password = PASSWORD, ip = nextSignInClient()) {
  await page.context().clearCookies();
  const res = await postCredentials(page, email, password, ip);
  expect(res.ok(), `sign-in of ${email}: ${res.status()}`).toBe(true);
}

export const COMPLETE_PROFILE = { firstName: "Ana", fullName: "Ana Costa", birthDate: "1991-04-12", phone: "+351912345678", nif: "123456789" };

/** Signs the page's browser context in through Auth.js's real endpoints, with a complete profile. */
export async function signedInCustomer(
  page: Page,
  email: string,
  password = PASSWORD,
  profile: Record<string, string> | null = COMPLETE_PROFILE,
  { verified = false }: { verified?: boolean } = {},
) {
  const ip = await ownClient(page);
  await registered(page.request, email, ip, password);
  // The link of the sign-up's e-mail, opened before signing in (a customer who confirmed their address; decisions/0050).
  if (verified) {
    const link = /https?:\/\/[^/\s]+(\/api\/account\/verify-email\?token=\S+)/.exec((await lastMail(page.request, email)).text)?.[1];
    if (!link) throw new Error(`no verification link to ${email}`);
    await page.request.get(link, { headers: { "CF-Connecting-IP": ip }, maxRedirects: 0 });
  }
  await postCredentials(page, email, password, ip);
  if (profile) {
    const res = await page.request.put("/api/account/customer", { data: profile, headers: { "CF-Connecting-IP": ip, Origin: MAIN_SHOP_URL } });
    if (!res.ok()) throw new Error(`profile ${res.status()}`);
  }
  return ip;
}
