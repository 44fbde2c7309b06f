/**
 * Sessions are Auth.js JWT cookies carrying a session id (`sid`). Each sid has a KV record
 * `{userId, sv}`: it must exist (sign-out deletes it, so that very token stops working) and its `sv` must
 * equal the user's session_version (a reset bumps the version and ends every session; a password change
 * bumps it and rewrites only the current session's record, ending the others).
 */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

interface SessionRecord {
  userId: string;
  sv: number;
  /** When the customer signed in (epoch ms): an erasure asks a Google-only customer for a fresh sign-in. */
  at?: number;
}

export function sessionStore(kv: KVNamespace) {
  const put = (sid: string, rec: SessionRecord) => kv.put(`session:${sid}`, JSON.stringify(rec), { expirationTtl: SESSION_MAX_AGE_SECONDS });
  return {
    async open(userId: string, sv: number): Promise<string> {
      const sid = crypto.randomUUID();
      await put(sid, { userId, sv, at: Date.now() });
      return sid;
    },
    /** When this session's sign-in happened (epoch ms), or null for an unknown or older record. */
    async openedAt(sid: string): Promise<number | null> {
      return (await kv.get<SessionRecord>(`session:${sid}`, "json"))?.at ?? null;
    },
    async isValid(sid: string, userId: string, currentSv: number): Promise<boolean> {
      const rec = await kv.get<SessionRecord>(`session:${sid}`, "json");
      return !!rec && rec.userId === userId && rec.sv === currentSv;
    },
    /** Keeps this session alive across a session-version bump. */
    keep: async (sid: string, userId: string, sv: number) => {
      const at = (await kv.get<SessionRecord>(`session:${sid}`, "json"))?.at;
      await put(sid, { userId, sv, ...(at ? { at } : {}) });
    },
    close: (sid: string) => kv.delete(`session:${sid}`),
  };
}
export type SessionStore = ReturnType<typeof sessionStore>;
