import { headTags, type PageModel } from "./page-head";

/**
 * The built index.html (from the static assets) with this page's title and head tags (description included) written in by
 * HTMLRewriter, streaming: the SPA's own markup and scripts are left as they are.
 */
export function writeDocument(shell: Response, model: PageModel, headers: HeadersInit): Response {
  const tags = headTags(model);
  const rewritten = new HTMLRewriter()
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
    .on("head", {
      element(e) {
        e.append(tags, { html: true });
      },
    })
    .transform(new Response(shell.body, { headers: { "Content-Type": "text/html; charset=utf-8" } }));
  return new Response(rewritten.body, { status: model.status, headers });
}
