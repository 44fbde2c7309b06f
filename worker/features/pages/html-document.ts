import { RENDERED_ATTRIBUTE } from "../../../shared/initial-data";
import { escapeHtml } from "./html-safety";
import { headTags, type PageModel } from "./page-head";

/** web/public/start-app.js: loads the app's modules once the drawn page has painted. */
const START_APP_SCRIPT = "/start-app.js";

/**
 * The built index.html (from the static assets) with this page's title and head tags (description included) written in by
 * HTMLRewriter, streaming.
 *
 * With `rendered` (the app's markup for this page, docs/decisions/0022), that markup replaces the root's loading
 * placeholder, and the app's modules (the entry, its imports and the route's chunks) are asked for only after the
 * page has painted, by start-app.js: on a phone's connection the page's text and first picture come first.
 */
export function writeDocument(shell: Response, model: PageModel, headers: HeadersInit, rendered?: string): Response {
  const rewriter = new HTMLRewriter();
  if (rendered === undefined) {
    rewriter.on("head", {
      element(e) {
        e.append(headTags(model), { html: true });
      },
    });
  } else {
    let entry = "";
    const modules: string[] = [];
    rewriter
      .on("#root", {
        element(e) {
          e.setAttribute(RENDERED_ATTRIBUTE, "");
          e.setInnerContent(rendered, { html: true });
        },
      })
      .on('script[type="module"][src]', {
        element(e) {
          entry = e.getAttribute("src") ?? "";
          e.remove();
        },
      })
      .on('link[rel="modulepreload"][href]', {
        element(e) {
          modules.push(e.getAttribute("href") ?? "");
          e.remove();
        },
      })
      .on("head", {
        element(e) {
          e.append(headTags({ ...model, preloadModules: [] }), { html: true });
          e.onEndTag((end) => {
            const all = [...modules, ...(model.preloadModules ?? [])].join(" ");
            end.before(`<script defer src="${START_APP_SCRIPT}" data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(all)}"></script>`, {
              html: true,
            });
          });
        },
      });
  }
  const rewritten = rewriter
    .on("title", {
      element(e) {
        e.setInnerContent(model.title);
      },
    })
    // Replaced by the page's own (in the head tags), escaped like every other attribute written there.
    .on('meta[name="description"]', {
      element(e) {
        e.remove();
      },
    })
    .transform(new Response(shell.body, { headers: { "Content-Type": "text/html; charset=utf-8" } }));
  return new Response(rewritten.body, { status: model.status, headers });
}
