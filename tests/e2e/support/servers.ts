import { openLocalState } from "../../../scripts/lib/local-state";

/**
 * Each Playwright worker has a shop of its own (scripts/e2e-servers.sh), so a test's data changes are seen by no test
 * running beside it: the nth worker's on E2E_PORT + 100·n, with its local state in .wrangler/e2e-state-n.
 */
export const shopPort = (index: number) => Number(process.env.E2E_PORT ?? 8788) + 100 * index;
const SHOP_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** This worker's main e2e shop; the API takes writes only with this Origin, as a browser on its pages sends. */
export const MAIN_SHOP_URL = `http://127.0.0.1:${shopPort(SHOP_INDEX)}`;
const MAIN_SHOP_STATE = `.wrangler/e2e-state-${SHOP_INDEX}`;

/** A second shop configured with the fake supplier (scripts/e2e-servers.sh). */
export const SUPPLIER_SHOP_URL = `http://127.0.0.1:${process.env.E2E_SUPPLIER_SHOP_PORT ?? 8789}`;

export type SqlValue = number | string | boolean | null;

/**
 * One value as an SQL literal. The statements are built as text (no bound parameters), so values are never pasted
 * in as text: numbers must be safe integers, strings are quoted with '' doubled and may not hold control
 * characters, booleans are 0/1.
 */
export function sqlLiteral(v: SqlValue): string {
  if (v === null) return "NULL";
  if (typeof v === "boolean") return v ? "1" : "0";
  if (typeof v === "number") {
    if (!Number.isSafeInteger(v)) throw new Error(`not an integer for SQL: ${v}`);
    return String(v);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters in SQL literals is the point
  if (typeof v !== "string" || /[\u0000-\u001f]/.test(v)) throw new Error(`not a plain string for SQL: ${JSON.stringify(v)}`);
  return `'${v.replaceAll("'", "''")}'`;
}

/** Builds SQL from a template whose `${values}` become literals (sqlLiteral), never raw text. */
export function sql(strings: TemplateStringsArray, ...values: SqlValue[]): string {
  return strings.reduce((out, part, i) => out + sqlLiteral(values[i - 1]!) + part);
}

let local: ReturnType<typeof openLocalState> | undefined;

/**
 * This worker's main e2e shop's D1, opened once per Playwright worker on the shop's own local state (the files its
 * `wrangler dev` uses, as `wrangler d1 execute --local` opens them, without starting a runtime for every call: that took
 * 2–4 s a call on this machine). Closed by the worker's teardown (fixtures.ts).
 */
const mainShopDb = () => (local ??= openLocalState(MAIN_SHOP_STATE));

/** Closes the local state if this worker opened it. */
export async function closeMainShopDb() {
  const opened = local;
  local = undefined;
  if (opened) await (await opened).dispose();
}

/** Changes this worker's main e2e shop's data as an operator would: await mainShopSql`UPDATE products SET active = ${0} WHERE id = ${id}`. */
export async function mainShopSql(strings: TemplateStringsArray, ...values: SqlValue[]): Promise<void> {
  await queryMainShop([sql(strings, ...values)]);
}

/**
 * Makes every open session of this account look signed in `minutes` ago (its KV record's `at`), as if the member had
 * signed in that long before: what a refund or a change to the team refuses past 30 minutes (issue 44).
 */
export async function ageSessionsOf(email: string, minutes: number) {
  const [user] = (await queryMainShop<{ id: string }>([sql`SELECT id FROM users WHERE email = ${email}`]))[0] ?? [];
  if (!user) throw new Error(`no account ${email}`);
  const { kv } = await mainShopDb();
  const { keys } = (await kv.list({ prefix: "session:" })) as { keys: { name: string }[] };
  let aged = 0;
  for (const { name } of keys) {
    const rec = (await kv.get(name, "json")) as { userId: string; at?: number } | null;
    if (rec?.userId !== user.id) continue;
    await kv.put(name, JSON.stringify({ ...rec, at: Date.now() - minutes * 60_000 }));
    aged++;
  }
  if (aged === 0) throw new Error(`no open session of ${email}`);
}

/** Runs statements on this worker's main e2e shop in one batch (all or none) and gives each statement's rows. */
export async function queryMainShop<Row = Record<string, unknown>>(statements: string[]): Promise<Row[][]> {
  const { db, send } = await mainShopDb();
  // The shop's own runtime writes the same SQLite file: a write of its in progress locks it for a moment, and SQLite
  // answers SQLITE_BUSY at once rather than wait. The batch is all or none, so it is simply sent again, a little later.
  for (let attempt = 1; ; attempt++) {
    try {
      const results = (await send(statements.map((statement) => db.prepare(statement)))) as { results: Row[] }[];
      return results.map((r) => r.results);
    } catch (err) {
      const busy = err instanceof Error && /SQLITE_BUSY|database is locked|session commit token/.test(`${err.message} ${String(err.cause ?? "")}`);
      if (!busy || attempt >= 40) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * Math.min(attempt, 6)));
    }
  }
}
