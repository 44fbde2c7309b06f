/** SHA-256 and HMAC-SHA256 through WebCrypto, hex-encoded: the one place the worker hashes. */
const encoder = new TextEncoder();

export const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  [...(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** A keyed hash function; the key is imported once and reused for every call. */
export function hmacSha256Hex(secret: string): (text: string) => Promise<string> {
  const key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return async (text) => toHex(await crypto.subtle.sign("HMAC", await key, encoder.encode(text)));
}

/** Two strings compared in time that does not depend on where they differ (keys and signatures from a request). */
export function sameText(a: string, b: string): boolean {
  let differ = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) differ |= a.charCodeAt(i) ^ (b.charCodeAt(i) || 0);
  return differ === 0;
}

/** 32 random bytes, base64url without padding (tokens in links). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** `length` characters drawn uniformly from `alphabet` (32 characters, so each byte picks one uniformly), e.g. a birth list's address. */
export function randomSlug(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}
