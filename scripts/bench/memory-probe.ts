/**
 * Where the local worker's memory goes under load: serves the worker with `wrangler dev` (as the bench does) once per
 * route set, loads it for a fixed time, and prints the process tree's resident memory before, at peak and after.
 * Usage: tsx scripts/bench/memory-probe.ts --persist-to /tmp/memstate [--seconds 20] [--concurrency 8] [--port 8921] [--products 5000]
 * Route sets: health (no D1), catalogue (edge cache on: repeat reads are hits), catalogue-uncached (the same URLs
 * with a session cookie, which bypasses the edge cache: every request queries D1).
 */
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { type MemoryFigures, treeProcesses, watchMemory } from "./memory.ts";
import { waitForServer } from "./wait-for-server.ts";

const { values } = parseArgs({
  options: {
    "persist-to": { type: "string", default: "/tmp/memstate" },
    seconds: { type: "string", default: "20" },
    concurrency: { type: "string", default: "8" },
    port: { type: "string", default: "8921" },
    products: { type: "string", default: "5000" },
    only: { type: "string" },
    /** Another wrangler configuration (e.g. a one-line worker, to tell the runtime's memory from the shop's). */
    config: { type: "string" },
  },
});
const PORT = Number(values.port);
const base = `http://127.0.0.1:${PORT}`;
const PRODUCTS = Number(values.products);
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_HIDE_BANNER: "true" };

const cats = ["sono-conforto", "roupinhas-moda-infantil", "passeio-mobilidade", "alimentacao", "banho-cuidados", "brinquedos-diversao"];
const catalogue = [
  ...Array.from({ length: 48 }, (_, i) => `${base}/api/products?category=${cats[i % cats.length]}&page=${1 + (i % 3)}`),
  ...["berco", "body", "manta", "pijama"].map((t) => `${base}/api/products/search?q=${t}`),
  ...Array.from({ length: 50 }, (_, i) => `${base}/api/products/${1 + ((i * 97) % PRODUCTS)}`),
];
const sets: Record<string, { urls: string[]; headers?: Record<string, string> }> = {
  health: { urls: [`${base}/api/health`] },
  catalogue: { urls: catalogue },
  "catalogue-uncached": { urls: catalogue, headers: { Cookie: "authjs.session-token=not-a-session" } },
};

async function loadFor(urls: string[], seconds: number, concurrency: number, headers?: Record<string, string>) {
  const until = Date.now() + seconds * 1000;
  let n = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        try {
          const res = await fetch(urls[n++ % urls.length]!, { headers, signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return { requests: n, errors };
}

const results: ({ set: string; requests: number; errors: number } & MemoryFigures)[] = [];
for (const [name, set] of Object.entries(sets)) {
  if (values.only && values.only !== name) continue;
  const server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--port",
      String(PORT),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      values["persist-to"]!,
      "--log-level",
      "error",
      "--var",
      "APP_ENV:development",
      "--var",
      `PUBLIC_ORIGIN:${base}`,
      ...(values.config ? ["-c", values.config] : []),
    ],
    { env, stdio: "ignore", detached: true },
  );
  await waitForServer(base);
  await new Promise((r) => setTimeout(r, 2000));
  const breakdown = () =>
    treeProcesses(server.pid!)
      .filter((p) => p.bytes > 20 * 1024 * 1024)
      .map((p) => `${p.name.slice(0, 40)}=${Math.round(p.bytes / 1048576)}MB`)
      .join(", ");
  console.log(`${name} before: ${breakdown()}`);
  const watch = watchMemory(server.pid!);
  const load = await loadFor(set.urls, Number(values.seconds), Number(values.concurrency), set.headers);
  const mem = await watch.stop();
  results.push({ set: name, ...load, ...mem });
  console.log(`${name} after: ${breakdown()}`);
  console.log(
    `${name.padEnd(20)} ${String(load.requests).padStart(7)} req ${String(load.errors).padStart(5)} err   RSS start ${mem.startMB} MB, peak ${mem.peakMB} MB, after ${mem.afterMB} MB`,
  );
  process.kill(-server.pid!, "SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
}
console.log(JSON.stringify(results));
