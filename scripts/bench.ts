/**
 * `npm run bench`: the quality targets of DESIGN §7 that are measured, not unit-tested.
 * Seeds 100,000 products (about 290,000 variants) and 50,000 paid orders with their issued invoices (--orders; seeded
 * once, then kept) into .wrangler/bench-state (a separate local database), checks the query plans, times the
 * back-office's products list (issue 34) and its reports: the dashboard of each period, a month's VAT report and its
 * sales by day (issue 48), serves the worker on loopback from a copy of that state in memory (docs/decisions/0031), loads
 * the catalogue routes and the trivial one side by side under the same concurrency, and
 * measures the home page's initial JavaScript, then runs Lighthouse (mobile) on home, a category page and
 * a product page of the demo catalogue, and times client-side navigations to a product page, /meus-pedidos and the
 * back-office's orders (issue 44). Results: bench-results/latest.json.
 * `--crowd` runs only the crowd instead (issue 51, scripts/bench/crowd.ts): 200 shoppers and the owner for 5 minutes
 * against a demo shop of its own, then the checks on its database. Results: bench-results/crowd.json.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ADMIN_LIST_TARGET_MS, measureAdminList } from "./bench/admin-list.ts";
import { BACK_OFFICE_TARGET_MS, measureBackOffice, seedOrders } from "./bench/back-office.ts";
import { runCrowd } from "./bench/crowd.ts";
import { homeInitialJs } from "./bench/home-js.ts";
import { type ImageBytesResult, imageBytesChecks, measureImageBytes } from "./bench/image-bytes.ts";
import { INTERACTION_TARGET_MS, type InteractionResult, measureInteractions } from "./bench/interaction.ts";
import { LCP_TARGET_MS, LIGHTHOUSE_TARGETS, type LighthouseResult, runLighthouse, TBT_TARGET_MS } from "./bench/lighthouse.ts";
import { load } from "./bench/load.ts";
import { watchMemory } from "./bench/memory.ts";
import { measureNavigation, type NavigationResult } from "./bench/navigation.ts";
import { measureProductSteps } from "./bench/product-steps.ts";
import { checkQueryPlans } from "./bench/query-plans.ts";
import { servedState } from "./bench/served-state.ts";
import { waitForServer } from "./bench/wait-for-server.ts";
import { openLocalState } from "./lib/local-state.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    orders: { type: "string", default: "50000" },
    requests: { type: "string", default: "1200" },
    concurrency: { type: "string", default: "8" },
    port: { type: "string", default: "8790" },
    reseed: { type: "boolean", default: false },
    // Only the build and the Lighthouse part (its own server on the demo catalogue): no seeding, load or query plans.
    "lighthouse-only": { type: "boolean", default: false },
    // Only the build and the client-side navigation and taps part (its own server on the demo catalogue).
    "navigation-only": { type: "boolean", default: false },
    // Only the crowd (issue 51): shoppers and the owner against a server of its own on the demo catalogue.
    crowd: { type: "boolean", default: false },
    shoppers: { type: "string", default: "200" },
    minutes: { type: "string", default: "5" },
    // Measures the build already in dist/ (to compare two builds made beforehand).
    "no-build": { type: "boolean", default: false },
  },
});
/** A catalogue route's throughput against the trivial route's, under the same concurrency (issue 51). */
const THROUGHPUT_RATIO_TARGET = 0.8;
const PRODUCTS = Number(values.products);
const ORDERS = Number(values.orders);
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const PORT = Number(values.port);
const STATE = ".wrangler/bench-state";
const base = `http://127.0.0.1:${PORT}`;
// Production is wrangler.toml's default; the local bench server asks for development explicitly, as npm start does.
const devVars = ["--var", "APP_ENV:development", "--var", `PUBLIC_ORIGIN:${base}`];
// X_LOCAL_OBSERVABILITY=false: wrangler dev's local trace store (every span of every request, each D1 statement's text
// included, written to SQLite on the Worker's own thread) is a development tool that no deployment runs; the bench
// measures the shop's Worker without it (docs/decisions/0028).
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  X_LOCAL_OBSERVABILITY: "false",
};
const run = (cmd: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: "inherit", env });
    p.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} → ${code}`))));
  });

if (!values["no-build"]) {
  console.log("== build");
  await run("npm", ["run", "-s", "build"]);
}

/** The images a phone downloads for the first screen of the home and a category page (DESIGN §7, decisions/0084). */
let imageBytes: ImageBytesResult[] = [];

/** Lighthouse (mobile) on home, a category, a product and a search of the demo catalogue, from a server of its own. */
async function lighthouseOnDemoCatalogue() {
  console.log("== Lighthouse (mobile) on the demo catalogue");
  const lhPort = PORT + 1;
  const lhServer = spawn("bash", ["scripts/serve.sh", "--no-build", "--fresh", "--port", String(lhPort), "--persist-to", ".wrangler/lighthouse-state"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  const stopLhServer = () => {
    try {
      process.kill(-lhServer.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", stopLhServer);
  // A fresh demo catalogue (migrations, the seed with its reviews, the back-office) takes 2–3 minutes on 2 busy cores.
  await waitForServer(`http://127.0.0.1:${lhPort}`, 1200);
  // The four page types in each language (issue 31: the targets hold on the Spanish pages too).
  const pages = ["/", "/sono-conforto", "/produto/5", "/pesquisa?q=berco", "/es/", "/es/sueno-confort", "/es/producto/5", "/es/buscar?q=cuna"];
  // A fresh local server is still warming up (the runtime compiling the worker's paths, the first reads of its database)
  // when the first pages are measured: on 27/11 they scored TBT 249–354 ms while the same build, warmed, measured 33–181
  // ms run after run. Each page is asked for twice, then the server is left a few seconds, so every page is measured
  // as a deployed shop serves it: warm.
  for (let round = 0; round < 2; round++) for (const p of pages) await fetch(`http://127.0.0.1:${lhPort}${p}`).then((r) => r.arrayBuffer());
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const results = await runLighthouse(pages.map((p) => `http://127.0.0.1:${lhPort}${p}`));
  imageBytes = await measureImageBytes(`http://127.0.0.1:${lhPort}`);
  stopLhServer();
  for (const r of imageBytes)
    console.log(
      `${r.path.padEnd(16)} images on a phone's first screen ${(r.firstScreenBytes / 1024).toFixed(1)} KB (${(r.downloadedBytes / 1024).toFixed(1)} KB before any scroll)`,
    );
  const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
  console.log(`host benchmark index (Lighthouse's, higher is a faster CPU): ${Math.min(...indexes)}–${Math.max(...indexes)} over ${indexes.length} runs`);
  for (const r of results) {
    console.log(`${new URL(r.url).pathname.padEnd(16)} ${JSON.stringify(r.scores)} LCP ${r.lcpMs} ms TBT ${r.tbtMs} ms`);
    // Every run, not only the median: total blocking time varies from run to run on a shared machine.
    for (const run of r.runs)
      console.log(`${"".padEnd(18)}run: performance ${run.performance}, TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms (host index ${run.benchmarkIndex})`);
  }
  return results;
}

function lighthouseChecks(results: LighthouseResult[]) {
  return [
    ...imageBytesChecks(imageBytes),
    ...results.flatMap((r) =>
      (Object.keys(LIGHTHOUSE_TARGETS) as (keyof typeof LIGHTHOUSE_TARGETS)[]).map((k) => ({
        target: `Lighthouse ${k} ≥ ${LIGHTHOUSE_TARGETS[k]} on ${new URL(r.url).pathname}${new URL(r.url).search} (${r.scores[k]})`,
        ok: r.scores[k] >= LIGHTHOUSE_TARGETS[k],
      })),
    ),
    // Every single run, not the median (issue 51): the slowest run of each page against each target.
    ...results.flatMap((r) => {
      const page = `${new URL(r.url).pathname}${new URL(r.url).search}`;
      const worst = {
        performance: Math.min(...r.runs.map((x) => x.performance)),
        tbtMs: Math.max(...r.runs.map((x) => x.tbtMs)),
        lcpMs: Math.max(...r.runs.map((x) => x.lcpMs)),
      };
      return [
        {
          target: `every run: performance ≥ ${LIGHTHOUSE_TARGETS.performance} on ${page} (worst ${worst.performance})`,
          ok: worst.performance >= LIGHTHOUSE_TARGETS.performance,
        },
        { target: `every run: TBT ≤ ${TBT_TARGET_MS} ms on ${page} (worst ${worst.tbtMs} ms)`, ok: worst.tbtMs <= TBT_TARGET_MS },
        { target: `every run: LCP ≤ ${LCP_TARGET_MS} ms on ${page} (worst ${worst.lcpMs} ms)`, ok: worst.lcpMs <= LCP_TARGET_MS },
      ];
    }),
  ];
}

/**
 * Client-side navigation (issue 44) on the demo catalogue, from a server of its own: a listing to a product page, to
 * /meus-pedidos and to the back-office's orders, each until its content shows (scripts/bench/navigation.ts); then two
 * taps on a product page at 4× CPU, each until the next paint (scripts/bench/interaction.ts, issue 51).
 */
async function navigationOnDemoCatalogue() {
  console.log("== client-side navigation (phone-sized Chromium, the demo catalogue)");
  const navPort = PORT + 2;
  const navServer = spawn("bash", ["scripts/serve.sh", "--no-build", "--fresh", "--port", String(navPort), "--persist-to", ".wrangler/navigation-state"], {
    env,
    stdio: "ignore",
    detached: true,
  });
  const stopNavServer = () => {
    try {
      process.kill(-navServer.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  process.on("exit", stopNavServer);
  await waitForServer(`http://127.0.0.1:${navPort}`, 1200);
  // Warm, as a deployed shop is: each page and its data asked for once before anything is timed.
  for (const p of ["/sono-conforto", "/produto/5", "/meus-pedidos", "/admin"]) await fetch(`http://127.0.0.1:${navPort}${p}`).then((r) => r.arrayBuffer());
  const results = await measureNavigation(`http://127.0.0.1:${navPort}`);
  for (const r of results)
    console.log(`${String(r.medianMs).padStart(6)} ms  ${r.name}${r.cpu > 1 ? ` (CPU ${r.cpu}× slower)` : ""}  runs ${r.runs.join(", ")}`);
  console.log("== taps answered (next paint, Event Timing) on a product page, phone-sized Chromium");
  const taps = await measureInteractions(`http://127.0.0.1:${navPort}/produto/5`);
  stopNavServer();
  for (const t of taps) console.log(`${String(t.worstMs).padStart(6)} ms  ${t.name} (CPU ${t.cpu}× slower, worst of runs ${t.runs.join(", ")})`);
  return { results, taps };
}

const navigationChecks = ({ results, taps }: { results: NavigationResult[]; taps: InteractionResult[] }) => [
  ...results
    .filter((r) => r.targetMs !== null)
    .map((r) => ({ target: `client-side navigation ${r.name}: median ≤ ${r.targetMs} ms (${r.medianMs} ms)`, ok: r.medianMs <= r.targetMs! })),
  ...taps.map((t) => ({ target: `${t.name} at ${t.cpu}× CPU: every run ≤ ${INTERACTION_TARGET_MS} ms (worst ${t.worstMs} ms)`, ok: t.worstMs <= t.targetMs })),
];

function printChecks(checks: { target: string; ok: boolean }[]) {
  console.log("== targets");
  for (const c of checks) console.log(`${c.ok ? "PASS" : "FAIL"}  ${c.target}`);
}

if (values["lighthouse-only"]) {
  const lighthouse = await lighthouseOnDemoCatalogue();
  const checks = lighthouseChecks(lighthouse);
  printChecks(checks);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/lighthouse.json", JSON.stringify({ at: new Date().toISOString(), lighthouse, checks }, null, 2));
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}

if (values["navigation-only"]) {
  const navigation = await navigationOnDemoCatalogue();
  const checks = navigationChecks(navigation);
  printChecks(checks);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/navigation.json", JSON.stringify({ at: new Date().toISOString(), navigation, checks }, null, 2));
  process.exit(checks.every((c) => c.ok) ? 0 : 1);
}

if (values.crowd) {
  const crowd = await runCrowd({ port: PORT + 6, shoppers: Number(values.shoppers), minutes: Number(values.minutes), env });
  printChecks(crowd.checks);
  process.exit(crowd.checks.every((c) => c.ok) ? 0 : 1);
}

// The marker names the seed's shape: a state seeded before the catalogue had variants, safety data, price history or
// its Spanish (decisions/0041) is seeded again.
const marker = `${STATE}/seeded-${PRODUCTS}-with-variants-safety-price-history-spanish`;
if (values.reseed || !existsSync(marker)) {
  console.log(`== seeding ${PRODUCTS} products into ${STATE}`);
  rmSync(STATE, { recursive: true, force: true });
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE]);
  // No retry: the seed's lost connections had a cause, now mended (scripts/lib/local-state.ts, `send`).
  await run("npx", ["tsx", "scripts/seed.ts", "--persist-to", STATE, "--products", String(PRODUCTS), "--no-images"]);
  mkdirSync(STATE, { recursive: true });
  writeFileSync(marker, new Date().toISOString());
} else {
  // A state seeded earlier still gets the migrations added since (they fill their own indexes from the rows there).
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE]);
}

const state = await openLocalState(STATE);
// The back-office's reports read orders: seeded once into the state, its own marker, so a state seeded before gets them.
const ordersMarker = `${STATE}/seeded-orders-${ORDERS}`;
if (values.reseed || !existsSync(ordersMarker)) {
  console.log(`== seeding ${ORDERS} paid orders with their invoices into ${STATE}`);
  const seeded = await seedOrders(state, ORDERS, PRODUCTS);
  console.log(
    `${seeded.orders} orders (${seeded.lines} lines, ${seeded.refunds} refunds with credit notes), ${seeded.users} accounts in ${seeded.seconds.toFixed(1)} s`,
  );
  writeFileSync(ordersMarker, new Date().toISOString());
}

console.log("== query plans");
const plans = await checkQueryPlans(state.db);
for (const p of plans) console.log(`${p.fullScan ? "FULL SCAN" : "ok       "}  ${p.plan.join(" | ")}`);
console.log("== the back-office's products list (each filter, median and slowest of 5)");
const adminList = await measureAdminList(state.db, PRODUCTS);
for (const a of adminList) console.log(`${a.name.padEnd(20)} ${String(a.medianMs).padStart(5)} ms  (slowest ${a.maxMs} ms, ${a.total} products)`);
console.log(`== the back-office's reports (median and slowest of 5, ${ORDERS} orders)`);
const backOffice = await measureBackOffice(state.db);
await state.dispose();
for (const b of backOffice) console.log(`${b.name.padEnd(24)} ${String(b.medianMs).padStart(5)} ms  (slowest ${b.maxMs} ms)`);

// The product page's answer taken apart in this process (issue 51): its statements on the bench's database, the
// service's building and the serialisation; set against the served route's cost below.
const detailIds = Array.from({ length: 50 }, (_, i) => 1 + ((i * 1999) % PRODUCTS));
const productSteps = await measureProductSteps(STATE, detailIds);

const served = servedState(STATE);
process.on("exit", served.dispose);
console.log(`== serving on ${base} (its state on ${served.where}: ${served.dir})`);
/** `wrangler dev` on the bench's port over the served state, in its own process group (stopped with a negative pid). */
const wranglerDev = () =>
  spawn("npx", ["wrangler", "dev", "--port", String(PORT), "--ip", "127.0.0.1", "--persist-to", served.dir, "--log-level", "error", ...devVars], {
    env,
    stdio: "ignore",
    detached: true,
  });
const server = wranglerDev();
const stop = () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    /* already gone */
  }
};
process.on("exit", stop);
await waitForServer(base);

const terms = ["berco", "body", "carrinho", "biberao", "manta", "pijama", "cadeira", "bacio", "toalha capuz", "espreguicadeira"];
// Typos and inflections (decisions/0018): most find nothing exact, so the search runs again with the fuzzy fallback.
const typos = ["berso", "carinho", "fraldas", "chupetas", "espreguisadeira", "tijela", "pijamma", "bibero"];
// The same in Spanish (decisions/0041): the Spanish indexes, asked with the Spanish shop's language header.
const termsEs = ["cuna", "body", "silla de paseo", "biberon", "manta", "pijama", "silla", "orinal", "toalla capucha", "hamaca"];
const typosEs = ["cunas", "cunna", "biberones", "chupetes", "panal", "esterilisador", "pijamma", "bibero"];
const cats = ["sono-conforto", "roupinhas-moda-infantil", "passeio-mobilidade", "alimentacao", "banho-cuidados", "brinquedos-diversao"];
const sorts = ["featured", "price-low", "price-high", "best-selling"];
const routes = {
  trivial: Array.from({ length: 50 }, () => `${base}/api/health`),
  listing: Array.from({ length: 48 }, (_, i) => `${base}/api/products?category=${cats[i % cats.length]}&sort=${sorts[i % sorts.length]}&page=${1 + (i % 3)}`),
  search: [...terms, ...typos].flatMap((t) => [
    `${base}/api/products/search?q=${encodeURIComponent(t)}`,
    `${base}/api/products/search?q=${encodeURIComponent(t)}&limit=6`,
  ]),
  "search-es": [...termsEs, ...typosEs].flatMap((t) => [
    `${base}/api/products/search?q=${encodeURIComponent(t)}`,
    `${base}/api/products/search?q=${encodeURIComponent(t)}&limit=6`,
  ]),
  detail: detailIds.map((id) => `${base}/api/products/${id}`),
};
// Resident memory of the local server's whole process tree (wrangler, workerd) from before the warm-up to after the load.
const memoryWatch = watchMemory(server.pid!);
// The catalogue routes are measured past the edge cache (docs/decisions/0020): a session cookie makes every request
// query D1, as the targets are about the queries; "listing-cached" and "detail-cached" are the same answered from the
// cache (one D1 read for the catalogue's version, then the stored answer).
const bypass = { Cookie: "authjs.session-token=bench-bypasses-the-edge-cache" };
const headersOf = (name: string) =>
  name === "trivial" || name.endsWith("-cached") ? undefined : name === "search-es" ? { ...bypass, "X-Shop-Language": "es" } : bypass;
const measured = { ...routes, "listing-cached": routes.listing, "detail-cached": routes.detail };
// Warm up once, then measure the routes interleaved in rounds so machine noise hits them alike.
for (const [name, urls] of Object.entries(measured)) await load("warm", urls, 40, CONCURRENCY, headersOf(name));
const rounds = 3;
const totals: Record<string, Awaited<ReturnType<typeof load>>[]> = {};
for (let r = 0; r < rounds; r++) {
  for (const [name, urls] of Object.entries(measured)) {
    totals[name] ??= [];
    totals[name].push(await load(name, urls, Math.ceil(REQUESTS / rounds), CONCURRENCY, headersOf(name)));
  }
}
const memory = await memoryWatch.stop();
stop();
const merged = Object.entries(totals).map(([name, rs]) => ({
  name,
  requests: rs.reduce((n, r) => n + r.requests, 0),
  errors: rs.reduce((n, r) => n + r.errors, 0),
  rps: rs.reduce((n, r) => n + r.rps, 0) / rs.length,
  p50: rs.reduce((n, r) => n + r.p50, 0) / rs.length,
  p99: Math.max(...rs.map((r) => r.p99)),
}));
console.log(`== throughput at ${PRODUCTS} products, concurrency ${CONCURRENCY}`);
console.log("route           req/s    p50 ms   p99 ms   errors");
for (const m of merged)
  console.log(
    `${m.name.padEnd(14)} ${m.rps.toFixed(0).padStart(6)} ${m.p50.toFixed(1).padStart(8)} ${m.p99.toFixed(1).padStart(8)} ${String(m.errors).padStart(8)}`,
  );

// Where the product page's time goes (issue 51), per answer: one thread serves them, so an answer costs 1000 / req/s ms
// of it. The trivial route is the runtime's fixed cost; a cached answer adds one storage call and the stored bytes; the
// rest of the uncached one is its statements, building and serialisation (measured in this process) and the runtime's
// storage calls.
const perAnswer = (name: string) => 1000 / merged.find((m) => m.name === name)!.rps;
const detailGap = perAnswer("detail") - perAnswer("trivial");
const storageMs = detailGap - productSteps.sqlMs - productSteps.buildingMs - productSteps.serialisingMs;
const productPage = {
  trivialMs: perAnswer("trivial"),
  cachedMs: perAnswer("detail-cached"),
  uncachedMs: perAnswer("detail"),
  ...productSteps,
  /** The uncached answer's cost beyond the trivial route not made of the steps measured in-process. */
  storageCallsMs: storageMs,
};
console.log("== the product page's answer, per answer (ms of the server's thread)");
console.log(`trivial route                  ${productPage.trivialMs.toFixed(2)}`);
console.log(
  `product answer from the cache  ${productPage.cachedMs.toFixed(2)}  (+${(productPage.cachedMs - productPage.trivialMs).toFixed(2)}: the version read and the stored answer)`,
);
console.log(`product answer uncached        ${productPage.uncachedMs.toFixed(2)}  (+${detailGap.toFixed(2)} over the trivial route), of which:`);
console.log(`  its statements (the engine and their building, in-process)  ${productSteps.sqlMs.toFixed(2)}`);
console.log(`  the service building the answer                             ${productSteps.buildingMs.toFixed(2)}`);
console.log(`  serialising it (${(productSteps.bytes / 1024).toFixed(1)} KB)                                   ${productSteps.serialisingMs.toFixed(2)}`);
console.log(`  the rest: ${productSteps.storageCalls} storage calls through the local runtime's D1 and R2   ${storageMs.toFixed(2)}`);

console.log(`== local server resident memory (wrangler dev + workerd): start ${memory.startMB} MB, peak ${memory.peakMB} MB, after ${memory.afterMB} MB`);

console.log("== home page initial JavaScript");
const homeServer = wranglerDev();
await waitForServer(base);
// Each language's home (decisions/0039: the Spanish one is the Spanish build's).
const js = await homeInitialJs(base);
const jsEs = await homeInitialJs(`${base}/es`);
process.kill(-homeServer.pid!, "SIGTERM");
for (const [name, home] of [
  ["/", js],
  ["/es/", jsEs],
] as const) {
  for (const f of home.files) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(`${(home.totalGzip / 1024).toFixed(1).padStart(7)} KB  total (gzip) of ${name}`);
}

const lighthouse = await lighthouseOnDemoCatalogue();
const navigation = await navigationOnDemoCatalogue();

const trivial = merged.find((m) => m.name === "trivial")!;
const checks = [
  { target: "no full scan of products in any catalogue query", ok: plans.every((p) => !p.fullScan) },
  ...adminList.map((a) => ({
    target: `back-office products list, ${a.name}: median ≤ ${ADMIN_LIST_TARGET_MS} ms (${a.medianMs} ms)`,
    ok: a.medianMs <= ADMIN_LIST_TARGET_MS,
  })),
  ...backOffice.map((b) => ({
    target: `back-office ${b.name}: median ≤ ${BACK_OFFICE_TARGET_MS} ms (${b.medianMs} ms)`,
    ok: b.medianMs <= BACK_OFFICE_TARGET_MS,
  })),
  // Issue 51: each catalogue route at 0.8 of the trivial route's throughput (it was 0.5, "within 2×", before).
  ...["listing", "search", "search-es", "detail"].map((n) => {
    const m = merged.find((x) => x.name === n)!;
    const ratio = m.rps / trivial.rps;
    return {
      target: `${n} throughput ≥ ${THROUGHPUT_RATIO_TARGET} of the trivial route (${ratio.toFixed(2)}: ${m.rps.toFixed(0)} vs ${trivial.rps.toFixed(0)} req/s)`,
      ok: ratio >= THROUGHPUT_RATIO_TARGET,
    };
  }),
  { target: `home initial JavaScript ≤ 120 KB gzip (${(js.totalGzip / 1024).toFixed(1)} KB)`, ok: js.totalGzip <= 120 * 1024 },
  { target: `Spanish home initial JavaScript ≤ 120 KB gzip (${(jsEs.totalGzip / 1024).toFixed(1)} KB)`, ok: jsEs.totalGzip <= 120 * 1024 },
  { target: "no request errors", ok: merged.every((m) => m.errors === 0) },
  ...lighthouseChecks(lighthouse),
  ...navigationChecks(navigation),
];
printChecks(checks);
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/latest.json",
  JSON.stringify(
    {
      at: new Date().toISOString(),
      products: PRODUCTS,
      orders: ORDERS,
      concurrency: CONCURRENCY,
      stateOn: served.where,
      routes: merged,
      productPage,
      memory,
      plans,
      adminList,
      backOffice,
      homeJs: js,
      lighthouse,
      navigation,
      checks,
    },
    null,
    2,
  ),
);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
