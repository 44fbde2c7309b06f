import { html } from "hono/html";
import { copies } from "../../shared/copy";
import { type Lang, LOCALE } from "../../shared/languages";
import { pathsFor } from "../../shared/page-tables";

/**
 * The small page an e-mail's one-click unsubscribe link opens (in the e-mail's language, no scripts): the newsletter's,
 * or a stock alert's (issue 34).
 */
export const unsubscribedPage = (done: boolean, lang: Lang, what: "newsletter" | "stockAlert" = "newsletter") => {
  const mail = copies[lang].mail;
  const t = what === "newsletter" ? mail.unsubscribed : mail.stockAlert.unsubscribed;
  return html`<!doctype html>
<html lang="${LOCALE[lang]}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${t.title}</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; color: #1c1917; line-height: 1.5">
    <h1 style="font-size: 1.25rem">${t.title}</h1>
    <p role="status">${done ? t.done : t.invalid}</p>
    <p><a href="${pathsFor(lang).home}" style="color: #be185d">${t.back}</a></p>
  </body>
</html>`;
};
