/**
 * The crowd (issue 51): shoppers as plain HTTP clients (each its own client address and cookies) browse, search in both
 * languages, fill carts, check out and pay on the test payment page, some cancelling, while the owner ships and refunds
 * at the back-office, against a local server of its own on the demo catalogue. Then, the server stopped, its D1 is
 * checked: nothing oversold, each paid order's e-mail and invoice exactly once, the stock adding up.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, watch, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { type Check, checkState } from "./crowd-checks";
import { Browser, Recorder, type Sample } from "./crowd-client";
import { owner } from "./crowd-owner";
import { type CrowdContext, newTally, rand, shopper } from "./crowd-shopper";
import { waitForServer } from "./wait-for-server";

export interface CrowdOptions {
  port: number;
  shoppers: number;
  minutes: number;
  /** The environment the server runs with (bench.ts's: wrangler offline and quiet). */
  env?: NodeJS.ProcessEnv;
  /** Think time between a shopper's clicks, in seconds (a shopper reads; not a load generator). */
  thinkS?: [number, number];
}

const STATE = ".wrangler/crowd-state";
const SERVER_LOG = "bench-results/crowd-server.log";
/** The share of shoppers that shop in Spanish (the /es/ shop, its search indexes). */
const SPANISH = 0.3;

/** The shop served on its own port from .wrangler/crowd-state (fresh demo catalogue), its output kept for the 5xx's log lines. */
function startServer(port: number, env: NodeJS.ProcessEnv) {
  mkdirSync("bench-results", { recursive: true });
  const log = openSync(SERVER_LOG, "w");
  const server: ChildProcess = spawn("bash", ["scripts/serve.sh", "--no-build", "--fresh", "--port", String(port), "--persist-to", STATE], {
    env,
    stdio: ["ignore", log, log],
    detached: true,
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => server.on("exit", () => resolve()));
  const stop = async () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
    // The state is read once the runtime has let go of it.
    await Promise.race([exited, sleep(20_000)]);
  };
  process.on("exit", () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  });
  return { stop };
}

/** Every variant's stock before the crowd, as the product pages' API gives it (the demo catalogue's products 1–480), and the products on sale. */
async function stockBefore(base: string) {
  const stock = new Map<number, number>();
  const products: number[] = [];
  const b = new Browser(base, "198.19.255.2", "pt", new Recorder());
  const ids = Array.from({ length: 480 }, (_, i) => i + 1);
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let id = ids.shift(); id !== undefined; id = ids.shift()) {
        const res = await b.get(`/api/products/${id}`, "snapshot");
        if (res.status !== 200) continue;
        products.push(id);
        for (const v of res.json<{ product: { variants: { id: number; stockQuantity: number }[] } }>().product.variants) stock.set(v.id, v.stockQuantity);
      }
    }),
  );
  return { stock, products };
}

/** The few variants many shoppers will want at once: single-variant products with 3 to 6 units. */
async function hotVariants(base: string): Promise<{ productId: number; variantId: number }[]> {
  const b = new Browser(base, "198.19.255.2", "pt", new Recorder());
  const hot: { productId: number; variantId: number }[] = [];
  for (const category of ["sono-conforto", "banho-cuidados", "brinquedos-diversao", "alimentacao"]) {
    const res = await b.get(`/api/products?category=${category}&sort=price-low`, "hot");
    const items = res.json<{ items: { id: number; stockQuantity: number; variantCount: number }[] }>().items;
    for (const p of items.filter((p) => p.variantCount === 1 && p.stockQuantity >= 3 && p.stockQuantity <= 6).slice(0, 2)) {
      const detail = await b.get(`/api/products/${p.id}`, "hot");
      hot.push({ productId: p.id, variantId: detail.json<{ product: { variants: { id: number }[] } }>().product.variants[0]!.id });
    }
  }
  return hot;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Per route pattern: requests, statuses, p50/p95/p99. */
function byRoute(samples: Sample[]) {
  const groups = new Map<string, Sample[]>();
  for (const s of samples) {
    const group = groups.get(s.route) ?? [];
    group.push(s);
    groups.set(s.route, group);
  }
  return [...groups]
    .map(([route, ss]) => {
      const ms = ss.map((s) => s.ms).sort((a, b) => a - b);
      const statuses: Record<string, number> = {};
      for (const s of ss) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
      const cache: Record<string, number> = {};
      for (const s of ss) if (s.cache) cache[s.cache] = (cache[s.cache] ?? 0) + 1;
      return { route, requests: ss.length, statuses, cache, p50: Math.round(pct(ms, 50)), p95: Math.round(pct(ms, 95)), p99: Math.round(pct(ms, 99)) };
    })
    .sort((a, b) => b.requests - a.requests);
}

/** Why a 4xx is an expected outcome of a crowd, by its code (anything not here is listed as unexplained). */
const EXPECTED_4XX: Record<string, string> = {
  "409 out_of_stock": "someone else bought the last units between the cart and the order",
  "409 stock_share_limit": "one customer holding more than their share of a scarce variant",
  "429 rate_limited": "a client over a per-client limit (search insights: 30 a minute)",
  "402 html page": "'Recusar' on the test payment page: the card declined, as asked",
  "409 order_not_pending":
    "the checkout's cancel after 'Cancelar' on the test payment page, which has cancelled the order already (the web ignores the answer)",
  "409 order_already_moved": "the back-office's step on an order a shopper or the owner moved meanwhile",
  "409 refund_exceeds_paid": "a refund of a line already refunded in full",
  "400 refund_exceeds_paid": "a refund of a line already refunded in full",
  "409 order_not_cancellable": "the owner's cancel of an order already prepared or sent",
  "409 user_already_registered": "a sign-up again after one whose answer was lost (the shopper then signs in)",
};

export interface CrowdResult {
  checks: Check[];
  summary: string;
}

/** Runs the crowd against a fresh local server, checks the state, writes bench-results/crowd.json; the checks and the printed summary. */
export async function runCrowd(o: CrowdOptions): Promise<CrowdResult> {
  const base = `http://127.0.0.1:${o.port}`;
  const env = o.env ?? process.env;
  const [minThink, maxThink] = o.thinkS ?? [1, 4];
  console.log(`== the crowd: ${o.shoppers} shoppers for ${o.minutes} min on ${base} (state ${STATE}, server log ${SERVER_LOG})`);
  const server = startServer(o.port, env);
  try {
    await waitForServer(base, 600);
    const { stock: initial, products } = await stockBefore(base);
    const hot = await hotVariants(base);
    console.log(`${initial.size} variants read before the crowd; hot variants ${hot.map((h) => h.variantId).join(", ")}`);
    // Warm, as a deployed shop is: the runtime compiles the worker's paths on their first requests.
    for (const p of ["/", "/es/", "/sono-conforto", "/produto/5", "/api/products/search?q=berco"]) await fetch(`${base}${p}`).then((r) => r.arrayBuffer());

    // wrangler dev rebuilds and reloads the worker when its code or dist/ changes: a build or an edit made in this checkout
    // during the run restarts the server under the crowd, and the run then measures that, not the shop.
    const changed = new Set<string>();
    const watchers = ["worker", "shared", "dist"].map((dir) => watch(dir, { recursive: true }, (_, file) => changed.add(`${dir}/${file}`)));
    const recorder = new Recorder();
    const since = new Date().toISOString();
    const started = Date.now();
    const end = started + o.minutes * 60_000;
    const ctx: CrowdContext = {
      over: () => Date.now() >= end,
      think: (r, min = minThink, max = maxThink) => sleep(Math.min(Math.max(0, end - Date.now()), 1000 * (min + r.next() * (max - min)))),
      hot,
      products,
      ledger: new Map(),
      tally: newTally(),
    };
    const runId = started.toString(36);
    // Shoppers arrive over the first 30 s (or the first tenth of a short run), not all in the same second.
    const ramp = Math.min(30_000, o.minutes * 6_000);
    const crowd = Array.from({ length: o.shoppers }, async (_, n) => {
      const r = rand(n + 1);
      await sleep((n / o.shoppers) * ramp);
      const b = new Browser(base, `198.18.${n >> 8}.${(n & 255) + 1}`, r.chance(SPANISH) ? "es" : "pt", recorder);
      await shopper(ctx, b, n, r, runId);
    });
    const ownerDone = owner(ctx, new Browser(base, "198.19.255.1", "pt", recorder), rand(9999));
    const progress = setInterval(() => {
      const s = recorder.samples;
      console.log(
        `  ${Math.round((Date.now() - started) / 1000)} s: ${s.length} requests, ${s.filter((x) => x.status >= 500 || x.status === 0).length} 5xx/no answer, ${ctx.tally.ordersPaid} orders paid`,
      );
    }, 30_000);
    const [ownerTally] = await Promise.all([ownerDone, ...crowd]);
    clearInterval(progress);
    for (const w of watchers) w.close();
    const seconds = (Date.now() - started) / 1000;

    // The invoicing simulator issues documents from the request's waitUntil; the cron's job issues what is left, as production would.
    const jobs = new Browser(base, "198.19.255.3", "pt", new Recorder());
    for (const job of ["refunds completed on retry", "invoice documents", "outbox delivery"]) {
      const res = await jobs.post(`/api/dev/scheduled/${encodeURIComponent(job)}`, "job");
      if (res.status !== 200) console.log(`scheduled job "${job}": ${res.status} ${res.text.slice(0, 200)}`);
    }
    await server.stop();

    const { checks: stateChecks, state } = await checkState(STATE, initial, since, ctx.ledger, {
      orders: ctx.tally.orderAnswersLost,
      payments: ctx.tally.payAnswersLost,
    });
    const samples = recorder.samples;
    const routes = byRoute(samples);
    const byStatus: Record<string, number> = {};
    for (const s of samples) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
    const fourxx: Record<string, number> = {};
    for (const s of samples.filter((x) => x.status >= 400 && x.status < 500)) {
      const key = `${s.status} ${s.code}`;
      fourxx[key] = (fourxx[key] ?? 0) + 1;
    }
    const unexplained = Object.keys(fourxx).filter((k) => !EXPECTED_4XX[k]);
    const serverErrors = samples.filter((s) => s.status >= 500 || s.status === 0).length;
    // The server's log lines of each 5xx, by its request id.
    const logText = (() => {
      try {
        return readFileSync(SERVER_LOG, "utf8").split("\n");
      } catch {
        return [];
      }
    })();
    const errors = recorder.serverErrors.map((e) => ({ ...e, log: e.requestId ? logText.filter((l) => l.includes(e.requestId!)).slice(0, 5) : [] }));

    const t = ctx.tally;
    const checks: Check[] = [
      { target: `no 5xx and no request unanswered (${serverErrors} of ${samples.length} requests)`, ok: serverErrors === 0 },
      {
        target: `every 4xx an expected outcome (${Object.values(fourxx).reduce((a, b) => a + b, 0)} 4xx${unexplained.length ? `; unexplained: ${unexplained.join(", ")}` : ""})`,
        ok: unexplained.length === 0,
      },
      { target: `orders paid during the crowd (${t.ordersPaid} of ${t.ordersPlaced} placed)`, ok: t.ordersPaid > 0 },
      {
        target: `the served code unchanged during the run (${changed.size} files changed${changed.size ? `, e.g. ${[...changed].slice(0, 3).join(", ")}: the server reloaded under the crowd` : ""})`,
        ok: changed.size === 0,
      },
      ...stateChecks,
    ];

    const lines: string[] = [];
    lines.push(`== the crowd: ${o.shoppers} shoppers, ${seconds.toFixed(0)} s, ${samples.length} requests (${(samples.length / seconds).toFixed(1)}/s)`);
    lines.push(`statuses: ${JSON.stringify(byStatus)}`);
    for (const [k, n] of Object.entries(fourxx).sort((a, b) => b[1] - a[1]))
      lines.push(`  ${String(n).padStart(6)}  ${k}: ${EXPECTED_4XX[k] ?? "UNEXPLAINED"}`);
    lines.push("route                                              requests   p50 ms   p95 ms   p99 ms  statuses");
    for (const r of routes)
      lines.push(
        `${r.route.padEnd(50)} ${String(r.requests).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(8)} ${String(r.p99).padStart(8)}  ${JSON.stringify(r.statuses)}`,
      );
    // Every stock change gives the catalogue a new version token (decisions/0020): how often the crowd's reads were served from the cache.
    for (const r of routes.filter((x) => Object.keys(x.cache).length))
      lines.push(
        `catalogue cache, ${r.route}: ${Object.entries(r.cache)
          .map(([k, n]) => `${k} ${n}`)
          .join(", ")}`,
      );
    lines.push(
      `shoppers: ${t.visits} visits, ${t.listings} listings, ${t.productViews} product views, ${t.searches} searches (${t.searchesEs} in Spanish), ${t.carts} carts, ${t.checkouts} checkouts (${t.signUps} sign-ups, ${t.guests} guests)`,
    );
    lines.push(
      `orders: ${t.ordersPlaced} placed, ${t.ordersPaid} paid (${t.declinedThenPaid} after a declined card), ${t.cancelledOnPage} cancelled on the payment page, ${t.cancelledFromOrders} cancelled from 'Meus pedidos', ${t.leftPending} left pending; ${t.outOfStockAtOrder} refused for stock, ${t.orderAnswersLost + t.payAnswersLost} answers lost, ${t.checkoutsGivenUp} checkouts given up`,
    );
    lines.push(
      `owner: ${ownerTally.prepared} prepared, ${ownerTally.shipped} shipped, ${ownerTally.refunds} refunds (${ownerTally.refundsOfShipped} of shipped orders, ${ownerTally.unitsRestocked} units restocked), ${ownerTally.cancelledPaid} paid orders cancelled, ${ownerTally.refused} steps refused`,
    );
    lines.push(
      `database: orders ${JSON.stringify(state.orders)}; ${state.unitsSold} units paid, ${state.unitsRestocked} restocked, ${state.unitsGivenBackByCancellations} given back by cancellations; ${state.pendingLeft} pending left`,
    );
    for (const p of state.problems.slice(0, 30)) lines.push(`  problem: ${p}`);
    for (const e of errors.slice(0, 10))
      lines.push(`  ${e.status || "no answer"} ${e.method} ${e.url} (${e.requestId ?? "no request id"}): ${e.body.slice(0, 200)}`);
    const summary = lines.join("\n");
    console.log(summary);

    mkdirSync("bench-results", { recursive: true });
    writeFileSync(
      "bench-results/crowd.json",
      JSON.stringify(
        {
          at: new Date().toISOString(),
          shoppers: o.shoppers,
          minutes: o.minutes,
          seconds,
          requests: samples.length,
          byStatus,
          fourxx,
          routes,
          shopperTally: t,
          ownerTally,
          state,
          serverErrors: errors,
          orders: [...ctx.ledger.values()],
          checks,
        },
        null,
        2,
      ),
    );
    return { checks, summary };
  } finally {
    await server.stop();
  }
}
