/**
 * Characters no text field of the shop may hold (OWASP ASVS input validation): C0 controls other than tab
 * and line breaks, DEL and C1 controls, bidirectional overrides and isolates (which disguise text, e.g.
 * "Trojan Source"), and lone UTF-16 surrogates (not valid Unicode; they corrupt storage and e-mail).
 */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this expression's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, "g");

export const hasUnsafeCharacters = (text: string) => UNSAFE.test(text);

/** For text that comes from another system (e.g. Google's profile names): drop what we would refuse. */
export const stripUnsafeCharacters = (text: string) => text.replace(UNSAFE_ALL, "");

/** The path of the first string in a JSON value that holds an unsafe character, or null. */
export function findUnsafeText(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return hasUnsafeCharacters(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (hasUnsafeCharacters(k)) return [...path, k];
      const found = findUnsafeText(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}
