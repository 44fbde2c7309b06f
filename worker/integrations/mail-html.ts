/**
 * The HTML part of every e-mail the shop sends (issue 44, decisions/0059), made from its text part at delivery, so the
 * two always say the same thing and no e-mail (the outbox's rows, the stock alerts a trigger writes) goes without it.
 * Simple and inline-styled (mail programs drop style sheets); every character of the text is escaped, so nothing a
 * customer typed (a name, an address, a review) can become markup. Links are the text's own http(s) addresses: a line
 * "Label: https://…" becomes the link "Label", an address elsewhere a link to itself; lines starting "- " a list, and a
 * paragraph's short first line ending in ":" ('Produtos:', 'Morada de entrega:') its heading, in bold.
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;
/** A line that ends in its label's address: "Meus Pedidos: https://…". */
const LABELLED_LINK = /^([^:]{1,160}):\s+(https?:\/\/[^\s<>"']+)$/;
const LINK_STYLE = "color:#9d174d;font-weight:bold;text-decoration:underline";

/** An address as the text has it, less a sentence's closing punctuation. */
function splitUrl(raw: string): [string, string] {
  const trail = /[.,;:!?)]+$/.exec(raw)?.[0] ?? "";
  return [raw.slice(0, raw.length - trail.length), trail];
}

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="${LINK_STYLE}">${escapeHtml(label)}</a>`;

function line(text: string): string {
  const labelled = LABELLED_LINK.exec(text);
  if (labelled) return link(labelled[2]!, labelled[1]!);
  let html = "";
  let at = 0;
  for (const m of text.matchAll(URL_IN_TEXT)) {
    const [url, trail] = splitUrl(m[0]);
    html += `${escapeHtml(text.slice(at, m.index))}${link(url, url)}${escapeHtml(trail)}`;
    at = m.index + m[0].length;
  }
  return html + escapeHtml(text.slice(at));
}

/** A paragraph of the text: its lines, runs of "- " lines as a list; a short first line ending in ":" is its heading. */
function block(lines: string[]): string {
  const out: string[] = [];
  let prose: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (prose.length) out.push(`<p style="margin:0 0 16px">${prose.join("<br>")}</p>`);
    if (items.length) out.push(`<ul style="margin:0 0 16px;padding-left:20px">${items.map((i) => `<li>${i}</li>`).join("")}</ul>`);
    prose = [];
    items = [];
  };
  for (const [n, l] of lines.entries()) {
    if (n === 0 && lines.length > 1 && l.length <= 60 && l.endsWith(":") && !l.startsWith("- ")) {
      prose.push(`<strong>${line(l)}</strong>`);
    } else if (l.startsWith("- ")) {
      if (prose.length) flush();
      items.push(line(l.slice(2)));
    } else {
      if (items.length) flush();
      prose.push(line(l));
    }
  }
  flush();
  return out.join("");
}

/** The whole HTML document of an e-mail: its subject as the title, its text's paragraphs. */
export function mailHtml(mail: { subject: string; text: string }): string {
  const paragraphs = mail.text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.split("\n").filter((l) => l.trim() !== ""))
    .filter((p) => p.length > 0);
  return (
    '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(mail.subject)}</title></head>` +
    '<body style="margin:0;padding:0;background-color:#fdf2f8">' +
    '<div style="max-width:600px;margin:0 auto;padding:24px;background-color:#ffffff;color:#292524;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">' +
    paragraphs.map(block).join("") +
    "</div></body></html>"
  );
}
