/** The demo product illustration (SVG): a shape, the name's initials and the whole name under it. No Node APIs. */

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Greedy word wrap: lines of at most maxChars, breaking only between words (a longer word gets a line of its own). */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const WIDTH = 400;
const TEXT_WIDTH = 360;
const CHAR_EM = 0.58; // average sans-serif glyph width, in em

/** The name in at most three lines that fit the image, at the largest of two font sizes that holds it. */
export function nameLayout(name: string): { fontSize: number; lines: string[] } {
  for (const [fontSize, maxLines] of [
    [22, 2],
    [18, 3],
  ] as const) {
    const lines = wrapWords(name, Math.floor(TEXT_WIDTH / (fontSize * CHAR_EM)));
    if (lines.length <= maxLines && lines.every((l) => l.length * fontSize * CHAR_EM <= TEXT_WIDTH)) return { fontSize, lines };
  }
  const maxChars = Math.floor(TEXT_WIDTH / (18 * CHAR_EM));
  const lines = wrapWords(name, maxChars);
  if (lines.length > 3) {
    // Too long for three lines: drop whole words from the third line until the ellipsis fits.
    const third = lines[2]!.split(" ");
    while (third.length > 1 && third.join(" ").length + 2 > maxChars) third.pop();
    return { fontSize: 18, lines: [lines[0]!, lines[1]!, `${third.join(" ")} …`] };
  }
  // A single word wider than the image: a smaller font rather than a cut.
  const longest = Math.max(...lines.map((l) => l.length));
  return { fontSize: Math.max(8, Math.floor(TEXT_WIDTH / (longest * CHAR_EM))), lines };
}

export function productSvg(name: string, hue: number, variant: number): string {
  const bg = `hsl(${hue} 70% ${92 - variant * 4}%)`;
  const fg = `hsl(${hue} 45% ${45 - variant * 3}%)`;
  const initials = name
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
  const shapes = [
    `<circle cx="200" cy="170" r="90" fill="${fg}" opacity=".85"/>`,
    `<rect x="110" y="80" width="180" height="180" rx="36" fill="${fg}" opacity=".85"/>`,
    `<path d="M200 70 L300 250 L100 250 Z" fill="${fg}" opacity=".85"/>`,
  ];
  const { fontSize, lines } = nameLayout(name);
  const lineHeight = Math.round(fontSize * 1.3);
  const firstY = 336 - Math.round(((lines.length - 1) * lineHeight) / 2);
  const spans = lines.map((l, i) => `<tspan x="${WIDTH / 2}" y="${firstY + i * lineHeight}">${escapeXml(l)}</tspan>`).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="400" height="400" fill="${bg}"/>` +
    shapes[variant % shapes.length] +
    `<text x="200" y="${variant % 3 === 2 ? 215 : 188}" font-family="sans-serif" font-size="54" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text font-family="sans-serif" font-size="${fontSize}" fill="${fg}" text-anchor="middle">${spans}</text>` +
    `</svg>`
  );
}
