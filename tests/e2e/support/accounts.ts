import type { APIRequestContext, Page } from "@playwright/test";

export const PASSWORD = "Segura#2026";

export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemplo.pt`;
export const uniqueIp = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}.${Date.now() % 1000}`.split(".").slice(0, 3).join(".") + `.${Math.floor(Math.random() * 250) + 1}`;

/** Each test is its own client for the rate limits (wrangler dev passes CF-Connecting-IP through). */
export async function ownClient(page: Page) {
  const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
  return ip;
}

/** The newest e-mail to this address in the dev outbox. */
export async function lastMail(request: APIRequestContext, to: string) {
  for (let i = 0; i < 20; i++) {
    const { emails } = (await (await request.get("/api/dev/outbox")).json()) as { emails: { to: string; subject: string; text: string }[] };
    const mail = emails.find((m) => m.to === to);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail to ${to}`);
}

/** A registered account, created through the API as a fast precondition. */
export async function registered(request: APIRequestContext, email: string, ip: string) {
  const res = await request.post("/api/account/signup", {
    headers: { "CF-Connecting-IP": ip },
    data: { email, password: PASSWORD, firstName: "Maria", fullName: "Maria Silva" },
  });
  if (res.status() !== 201) throw new Error(`signup ${res.status()}`);
}

export async function signInThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
}
