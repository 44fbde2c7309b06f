import Credentials from "@auth/core/providers/credentials";
import Google from "@auth/core/providers/google";
import type { AuthConfig } from "@hono/auth-js";
import type { Context } from "hono";
import { emailSchema } from "../../../shared/account-rules";
import { paths } from "../../../shared/paths";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { log } from "../../lib/log";
import { verifyPassword } from "./password-hash";
import { SESSION_MAX_AGE_SECONDS } from "./session-store";
import { signUpLanguage } from "./sign-up-language";
import { beginAccountSignIn, dummyPasswordHash, finishGuardedSignIn } from "./signin-limits";

/** Auth.js under /api/auth: e-mail + password, and Google when configured. JWT cookies, revocable (session-store.ts). */
export function authConfig(c: Context<AppEnv>): AuthConfig {
  const auth = deps(c).authSessions;
  const { authSecret, google } = c.var.config;
  return {
    basePath: "/api/auth",
    secret: authSecret,
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: paths.auth(), error: paths.auth() },
    // A wrong password or a refused Google link is an expected outcome, not a fault worth an error log.
    logger: {
      // AUTH_URL carries the configured origin on purpose (require-user.ts); that it sits beside basePath is expected.
      warn(code) {
        if (code !== "env-url-basepath-redundant") log("warn", "auth", { code });
      },
      error(error) {
        const name = (error as { type?: string }).type ?? error.name;
        if (name !== "CredentialsSignin" && name !== "AccessDenied") log("error", "auth", { error });
      },
    },
    providers: [
      Credentials({
        // `code`: the one e-mailed to the address, which a guarded account asks for with its password (signin-limits.ts).
        credentials: { email: {}, password: {}, code: {} },
        async authorize(credentials) {
          const email = emailSchema.safeParse(credentials?.email);
          const password = typeof credentials?.password === "string" ? credentials.password : "";
          const code = typeof credentials?.code === "string" ? credentials.code.trim() : "";
          const attempt = email.success ? await beginAccountSignIn(c, email.data) : undefined;
          if (attempt === null) return null;
          const user = email.success ? await auth.userByEmail(email.data) : undefined;
          // Always one full hash: an unknown e-mail or a Google-only account costs the same time as a real one.
          const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash(c)));
          if (attempt?.guarded && email.success) {
            const passwordRight = ok && !!user?.passwordHash;
            if (!(await finishGuardedSignIn(c, attempt, { account: email.data, user, passwordRight, code }))) return null;
            return { id: user!.id, email: user!.email };
          }
          if (!ok || !user?.passwordHash) return null;
          // A right password is no failure: it gives back what it counted (signin-limits.ts).
          await attempt?.succeeded();
          // Sign-in is allowed before e-mail verification (DESIGN §6.7 needs it at checkout).
          return { id: user.id, email: user.email };
        },
      }),
      ...(google ? [Google({ clientId: google.clientId, clientSecret: google.clientSecret })] : []),
    ],
    callbacks: {
      signIn: async ({ account, profile }) =>
        account?.provider === "google" ? auth.googleSignIn(account.providerAccountId, profile, signUpLanguage(c)) : true,
      async jwt({ token, user, account }) {
        if (user) {
          if (account?.provider === "google") return auth.open({ googleId: account.providerAccountId });
          return user.id ? auth.open({ userId: user.id }) : null;
        }
        const sid = token.sid as string | undefined;
        if (!sid || !token.sub) return null;
        return (await auth.isOpen(token.sub, sid)) ? token : null;
      },
      session: ({ session, token }) => ({ ...session, user: { ...session.user, id: token.sub!, email: token.email! } }),
    },
    events: {
      async signOut(message) {
        const sid = "token" in message ? (message.token?.sid as string | undefined) : undefined;
        if (sid) await auth.close(sid);
      },
    },
  };
}
