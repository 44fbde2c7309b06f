/**
 * DESIGN §5: an OWASP-strength hash that runs in production Workers. There, PBKDF2 is capped at 100,000
 * iterations per call and run-time WebAssembly is refused; pure-JS scrypt at OWASP's parameters took 3 s
 * per hash in workerd (decisions/0004). So: PBKDF2-HMAC-SHA256 with OWASP's 600,000 iterations, done as
 * chained calls of at most 100,000 (each call's output is the next call's input, so every guess still
 * costs all of them), natively through WebCrypto.
 * Stored as `pbkdf2-sha256$i=600000,c=100000$<salt>$<hash>` (base64), so the cost can change later.
 */
export interface HashParams {
  /** Total iterations. */
  iterations: number;
  /** Iterations per WebCrypto call (the Workers cap). */
  chunk: number;
}
export const OWASP_PBKDF2: HashParams = { iterations: 600_000, chunk: 100_000 };

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, { iterations, chunk }: HashParams): Promise<Uint8Array> {
  let material: Uint8Array<ArrayBuffer> = new TextEncoder().encode(password.normalize("NFKC"));
  for (let done = 0, round = 0; done < iterations; done += chunk, round++) {
    const key = await crypto.subtle.importKey("raw", material, "PBKDF2", false, ["deriveBits"]);
    const roundSalt = new Uint8Array([...salt, round]);
    const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: roundSalt, iterations: Math.min(chunk, iterations - done) }, key, 256);
    material = new Uint8Array(bits);
  }
  return material;
}

export async function hashPassword(password: string, params: HashParams = OWASP_PBKDF2): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, params);
  return `pbkdf2-sha256$i=${params.iterations},c=${params.chunk}$${b64(salt)}$${b64(hash)}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const m = /^pbkdf2-sha256\$i=(\d+),c=(\d+)\$([^$]+)\$([^$]+)$/.exec(stored ?? "");
  if (!m) return false;
  const [, i, c, salt, expected] = m;
  const params = { iterations: Number(i), chunk: Number(c) };
  if (!(params.chunk > 0 && params.chunk <= 100_000 && params.iterations > 0)) return false;
  const want = unb64(expected!);
  const got = await derive(password, unb64(salt!), params);
  let diff = got.length ^ want.length;
  for (let k = 0; k < want.length; k++) diff |= got[k]! ^ want[k]!;
  return diff === 0;
}

/** Iterations from configuration (tests lower the cost; production keeps OWASP's). */
export function hashParamsFrom(env: { PASSWORD_PBKDF2_ITERATIONS?: string }): HashParams {
  const n = Number(env.PASSWORD_PBKDF2_ITERATIONS);
  return Number.isInteger(n) && n >= 1000 && n <= 10_000_000 ? { ...OWASP_PBKDF2, iterations: n } : OWASP_PBKDF2;
}
