/**
 * A stand-in for the wholesale supplier's POST /shipping/orders.json (SPEC §7), on loopback, for e2e.
 * Behaviour by postcode (as the worker sends it, without the dash):
 *   9990000 → no options · 9999999 → 500 · 8888888 → answers after 5 s (the shop gives up first)
 *   anything else → a free pickup and a paid courier, in the supplier's two shapes.
 * GET /ready answers 200 once the file named by the second argument exists (scripts/e2e-servers.sh writes it when every
 * shop answers; Playwright polls it before the first test), 503 until then.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";

const port = Number(process.argv[2] ?? 8799);
const readyFile = process.argv[3];
createServer((req, res) => {
  if (req.method === "GET" && req.url === "/ready") {
    res.writeHead(readyFile && existsSync(readyFile) ? 200 : 503).end();
    return;
  }
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    if (req.method !== "POST" || req.url !== "/shipping/orders.json" || req.headers.authorization !== "Bearer e2e-supplier-key") {
      res.writeHead(401).end();
      return;
    }
    const postcode = (JSON.parse(raw || "{}") as { order?: { delivery?: { postcode?: string } } }).order?.delivery?.postcode;
    const send = (status: number, body: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (postcode === "9990000") return send(200, { shippingOptions: [] });
    if (postcode === "9999999") return send(500, { error: "internal" });
    // The delay is the case under test: a supplier slower than the shop waits for, which must give up first.
    if (postcode === "8888888") return void setTimeout(() => send(200, { shippingOptions: [] }), 5000);
    send(200, {
      shippingOptions: [
        { id: "SEUR-24", name: "SEUR 24h", delay: "24 horas", cost: 8.5 },
        { shippingService: { id: "RECOLHA", name: "Recolha no armazém", delay: "Imediato", carrierCode: "LOJA" }, cost: 0 },
      ],
    });
  });
}).listen(port, "127.0.0.1");
