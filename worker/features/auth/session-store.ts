/**
 * Sessions are Auth.js JWT cookies carrying a session id (`sid`) and the user's session version (`sv`).
 * The sid must still exist in KV, so signing out makes that very token unusable, and the version must
 * match the user's, so a password change or reset ends every session of the user.
 */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function sessionStore(kv: KVNamespace) {
  return {
    async open(userId: string): Promise<string> {
      const sid = crypto.randomUUID();
      await kv.put(`session:${sid}`, userId, { expirationTtl: SESSION_MAX_AGE_SECONDS });
      return sid;
    },
    async isOpen(sid: string, userId: string): Promise<boolean> {
      return (await kv.get(`session:${sid}`)) === userId;
    },
    close: (sid: string) => kv.delete(`session:${sid}`),
  };
}
