/** Text or an attribute value written into HTML. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * JSON to put inside a <script> element (application/json or application/ld+json). A product name can hold any
 * text: `<` is escaped so neither `</script>` nor `<!--` can end or change the element, `>` and `&` for good
 * measure, and U+2028/U+2029 so the text stays one valid JavaScript string everywhere. JSON.parse reads it back as is.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
