/**
 * One-time secrets in KV (DESIGN §3): the 6-digit reset code stored hashed with its attempts and expiry
 * (15 minutes, 5 wrong tries void it), reset-link tokens and e-mail verification tokens.
 */
export const RESET_TTL_SECONDS = 15 * 60;
export const RESET_MAX_ATTEMPTS = 5;
const VERIFY_TTL_SECONDS = 24 * 60 * 60;

interface ResetEntry {
  hash: string;
  attempts: number;
  expiresAt: number;
}

async function sha256(text: string) {
  const d = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(d)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

export function sixDigitCode(): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
  return String(n).padStart(6, "0");
}

export function oneTimeCodes(kv: KVNamespace) {
  return {
    async issueReset(email: string): Promise<{ code: string; linkToken: string }> {
      const code = sixDigitCode();
      const linkToken = randomToken();
      const entry: ResetEntry = { hash: await sha256(`${email}:${code}`), attempts: 0, expiresAt: Date.now() + RESET_TTL_SECONDS * 1000 };
      await Promise.all([
        kv.put(`reset:${email}`, JSON.stringify(entry), { expirationTtl: RESET_TTL_SECONDS }),
        kv.put(`reset-link:${await sha256(linkToken)}`, email, { expirationTtl: RESET_TTL_SECONDS }),
      ]);
      return { code, linkToken };
    },

    /** true when the code is right (and then consumes it); a wrong code counts, the fifth voids it. */
    async consumeResetCode(email: string, code: string): Promise<boolean> {
      const raw = await kv.get(`reset:${email}`);
      const entry = raw ? (JSON.parse(raw) as ResetEntry) : null;
      if (!entry || entry.expiresAt < Date.now()) return false;
      if (entry.hash === (await sha256(`${email}:${code}`))) {
        await kv.delete(`reset:${email}`);
        return true;
      }
      const attempts = entry.attempts + 1;
      if (attempts >= RESET_MAX_ATTEMPTS) await kv.delete(`reset:${email}`);
      else {
        const ttl = Math.max(60, Math.ceil((entry.expiresAt - Date.now()) / 1000));
        await kv.put(`reset:${email}`, JSON.stringify({ ...entry, attempts }), { expirationTtl: ttl });
      }
      return false;
    },

    /** The e-mail a reset link was issued for, once. */
    async consumeResetLink(token: string): Promise<string | null> {
      const key = `reset-link:${await sha256(token)}`;
      const email = await kv.get(key);
      if (email) await Promise.all([kv.delete(key), kv.delete(`reset:${email}`)]);
      return email;
    },

    /** The e-mail a reset link was issued for while it is still unused and unexpired; does not consume it. */
    peekResetLink: async (token: string): Promise<string | null> => kv.get(`reset-link:${await sha256(token)}`),

    /** Drops any reset code still pending for this e-mail (account deletion). */
    forget: (email: string) => kv.delete(`reset:${email}`),

    async issueVerification(userId: string): Promise<string> {
      const token = randomToken();
      await kv.put(`verify:${await sha256(token)}`, userId, { expirationTtl: VERIFY_TTL_SECONDS });
      return token;
    },
    async consumeVerification(token: string): Promise<string | null> {
      const key = `verify:${await sha256(token)}`;
      const userId = await kv.get(key);
      if (userId) await kv.delete(key);
      return userId;
    },
  };
}
export type OneTimeCodes = ReturnType<typeof oneTimeCodes>;
