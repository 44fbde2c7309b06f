/**
 * Writes docs/openapi.json: the API reference the worker builds from its own routes and zod schemas (worker/lib/openapi.ts,
 * decisions/0071). The document is built inside the Workers runtime, where the app really runs, so this starts the shop
 * in development on a free port (scripts/serve.sh: it builds the app; no database set-up is needed, the document reads
 * none), fetches /api/dev/openapi.json, writes it formatted as Biome formats JSON, and stops the shop.
 * Usage: npx tsx scripts/openapi.ts   (tests/worker/openapi.test.ts fails while the document is stale)
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const DOCUMENT = join(ROOT, "docs", "openapi.json");

const isFree = (port: number) =>
  new Promise<boolean>((done) => {
    const server = createServer();
    server.once("error", () => done(false));
    server.listen(port, "127.0.0.1", () => server.close(() => done(true)));
  });

/** A port the system hands out, whose devtools twin (port + 10000, as serve.sh uses) is free too. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((done) => {
      const server = createServer();
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => done(port));
      });
    });
    if (port + 10_000 < 65_536 && (await isFree(port + 10_000))) return port;
  }
}

async function fetchDocument(url: string, exited: () => boolean): Promise<unknown> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("the shop stopped before answering");
    try {
      const res = await fetch(url);
      if (res.ok) return await res.json();
      throw new Error(`${url} answered ${res.status}`);
    } catch (err) {
      if (err instanceof Error && err.message.includes("answered")) throw err;
      await new Promise((r) => setTimeout(r, 500)); // not listening yet
    }
  }
  throw new Error(`${url} did not answer in 3 minutes`);
}

const port = await freePort();
const state = mkdtempSync(join(tmpdir(), "openapi-state-"));
// Its own process group, so that stopping it stops wrangler and workerd with it.
// SHOP_BUILT=1: the caller has just built the app (as for scripts/e2e-servers.sh).
const build = process.env.SHOP_BUILT === "1" ? ["--no-build"] : [];
const shop = spawn("bash", ["scripts/serve.sh", "--no-setup", ...build, "--port", String(port), "--persist-to", state], {
  cwd: ROOT,
  detached: true,
  stdio: ["ignore", "ignore", "inherit"],
});
let exited = false;
shop.on("exit", () => {
  exited = true;
});
try {
  const doc = await fetchDocument(`http://127.0.0.1:${port}/api/dev/openapi.json`, () => exited);
  writeFileSync(DOCUMENT, `${JSON.stringify(doc, null, 2)}\n`);
  execFileSync("npx", ["biome", "format", "--write", DOCUMENT], { cwd: ROOT, stdio: "ignore" });
  console.log(`wrote ${DOCUMENT}`);
} finally {
  if (!exited) process.kill(-shop.pid!, "SIGTERM");
  rmSync(state, { recursive: true, force: true });
}
