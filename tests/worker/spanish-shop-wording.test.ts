import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { LANGUAGE_HEADER } from "../../shared/languages";
import { createDb } from "../../worker/db/client";
import { discountCodesRepo } from "../../worker/features/promotions/discount-codes.repo";
import { discountCodes } from "../../worker/features/promotions/discount-codes.service";
import { promotionsRepo } from "../../worker/features/promotions/promotions.repo";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, variantOf } from "./setup/checkout";
import { canonical, initialData, page } from "./setup/html";
import { api } from "./setup/request";
import { review } from "./setup/reviews-moderation";
import { Browser } from "./setup/session";
import { supplier } from "./setup/supplier-mock";

/**
 * Issue 44, decisions/0062: what the Spanish shop still said in Portuguese. The rate table of 'Envíos y entregas', the
 * welcome code's prefix, a variant's colour, the owner told of safety warnings without Spanish, the language a review
 * was written in, and the product and listing pages' parameters named in Spanish.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

const spanish = { [LANGUAGE_HEADER]: "es" };
const unique = () => crypto.randomUUID().slice(0, 8).toUpperCase();

describe("the rate table of 'Envíos y entregas' (GET /api/shop-info)", () => {
  it("names the options and says their delays in the request's language, and a shared cache keeps one per language", async () => {
    const pt = await api("/api/shop-info");
    const es = await api("/api/shop-info", { headers: spanish });
    const all = (body: any) => body.shipping.zones.flatMap((z: any) => z.options) as { id: string; name: string; delay: string }[];
    const ptAzores = all(pt.body).find((o) => o.id === "pt-acores")!;
    const esAzores = all(es.body).find((o) => o.id === "pt-acores")!;
    expect(ptAzores).toMatchObject({ name: "CTT Açores", delay: "4 a 8 dias úteis" });
    expect(esAzores).toMatchObject({ name: "CTT Azores", delay: "4 a 8 días laborables" });
    for (const o of all(es.body)) expect(`${o.name} ${o.delay}`, o.id).not.toMatch(/úteis|Ilhas|Envio |Açores| e /);
    // The same zones, ids and costs in both.
    expect(all(es.body).map((o: any) => [o.id, o.costCents])).toEqual(all(pt.body).map((o: any) => [o.id, o.costCents]));
    expect(es.headers.get("Vary")).toContain(LANGUAGE_HEADER);
  });
});

describe("the welcome code", () => {
  const subscribe = (email: string, headers: Record<string, string> = {}) =>
    api("/api/newsletter", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": crypto.randomUUID(), ...headers },
      body: JSON.stringify({ email, consent: true }),
    });
  const codeOf = async (email: string) =>
    (await env.DB.prepare("SELECT code FROM discount_codes WHERE email = ?1").bind(email).first<{ code: string }>())!.code;

  it("reads 'BIENVENIDO-' when asked from the Spanish shop, 'BEMVINDO-' from the Portuguese; either is valid in both", async () => {
    const es = `bienvenida.${unique().toLowerCase()}@ejemplo.es`;
    const pt = `boasvindas.${unique().toLowerCase()}@exemplo.pt`;
    expect((await subscribe(es, spanish)).status).toBe(201);
    expect((await subscribe(pt)).status).toBe(201);
    const esCode = await codeOf(es);
    expect(esCode).toMatch(/^BIENVENIDO-[A-Z2-9]{10}$/);
    expect(await codeOf(pt)).toMatch(/^BEMVINDO-[A-Z2-9]{10}$/);
    const mail = await env.DB.prepare('SELECT text FROM email_outbox WHERE "to" = ?1').bind(es).first<{ text: string }>();
    expect(mail!.text).toContain(`Tu código: ${esCode}`);
    // A code is looked up whole: the Portuguese codes already sent, and the Spanish ones, are checked alike.
    const service = discountCodes(discountCodesRepo(createDb(env.DB)), promotionsRepo(env.DB));
    const customer = (email: string) => ({ userId: null, email, hasPaidOrder: async () => false });
    expect(await service.check(esCode.toLowerCase(), customer(es))).toMatchObject({ code: esCode, promotion: { percent: 10 } });
    expect(await service.check(await codeOf(pt), customer(pt))).toMatchObject({ code: await codeOf(pt), promotion: { percent: 10 } });
  });
});

describe("a variant's colour in Spanish (the back-office's variant dialog)", () => {
  async function productWithColour(color: string) {
    const sku = `COR-${unique()}`;
    const { id } = (await env.DB.prepare(
      "INSERT INTO products (name, name_es, price_cents, sku, stock_quantity, active, category_id) VALUES ('Body Liso', 'Body liso', 1500, ?1, 5, 1, 1) RETURNING id",
    )
      .bind(sku)
      .first<{ id: number }>())!;
    const { variantId } = (await env.DB.prepare("SELECT id AS variantId FROM product_variants WHERE product_id = ?1").bind(id).first<{ variantId: number }>())!;
    return { id, sku, variantId, color };
  }
  const fields = (over: Record<string, unknown>) => ({
    size: null,
    color: null,
    packCount: null,
    priceCents: null,
    salePriceCents: null,
    active: true,
    ...over,
  });
  const shopColours = async (id: number, headers: Record<string, string> = {}) =>
    ((await api(`/api/products/${id}`, { headers })).body.product.variants as { color: string | null }[]).map((v) => v.color);

  it("the owner names the colour in Spanish; /es/ shows it, the Portuguese shop keeps its own, the editor reads it back", async () => {
    const colour = `Verde Água ${unique()}`;
    const p = await productWithColour(colour);
    const { b } = await person("owner", OWNER);
    expect((await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", fields({ color: colour, colorEs: "Verde agua" }))).status).toBe(200);
    expect(await shopColours(p.id, spanish)).toEqual(["Verde agua"]);
    expect(await shopColours(p.id)).toEqual([colour]);
    const editor = (await b.json(`/api/admin/catalog/products/${p.id}`)).body;
    expect(editor.variants.map((v: { colorEs: string | null }) => v.colorEs)).toEqual(["Verde agua"]);

    // A new variant of another colour, named in Spanish as it is added.
    const other = `Rosa Velho ${unique()}`;
    const added = await b.json(`/api/admin/catalog/products/${p.id}/variants`, "POST", {
      ...fields({ color: other, colorEs: "Rosa palo" }),
      sku: `${p.sku}-2`,
      stock: 1,
    });
    expect(added.status).toBe(201);
    expect(await shopColours(p.id, spanish)).toEqual(["Verde agua", "Rosa palo"]);

    // Emptied, the colour is untranslated again: the Spanish shop shows the Portuguese name, as before any was given.
    expect((await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", fields({ color: colour, colorEs: "" }))).status).toBe(200);
    expect(await shopColours(p.id, spanish)).toEqual([colour, "Rosa palo"]);
  });

  it("a refused edit writes no Spanish name either (one batch)", async () => {
    const colour = `Cinza Pérola ${unique()}`;
    const p = await productWithColour(colour);
    const { b } = await person("owner", OWNER);
    // The product's last active variant cannot be deactivated: the edit is refused, and so is its Spanish name.
    const refused = await b.json(`/api/admin/catalog/variants/${p.variantId}`, "PUT", fields({ color: colour, colorEs: "Gris perla", active: false }));
    expect(refused.status).toBe(400);
    expect(await env.DB.prepare("SELECT name_es FROM color_names WHERE color = ?1").bind(colour).first()).toBeNull();
  });
});

describe("safety warnings without Spanish", () => {
  it("the catalogue list flags a product with Portuguese warnings and no Spanish ones; not one with both or none", async () => {
    const make = async (warnings: string[], warningsEs: string[] | null) => {
      const sku = `AV-${unique()}`;
      return (await env.DB.prepare(
        "INSERT INTO products (name, price_cents, sku, stock_quantity, active, category_id, safety_warnings, safety_warnings_es) VALUES (?1, 1500, ?1, 5, 1, 1, ?2, ?3) RETURNING id, sku",
      )
        .bind(sku, JSON.stringify(warnings), warningsEs === null ? null : JSON.stringify(warningsEs))
        .first<{ id: number; sku: string }>())!;
    };
    const missing = await make(["Manter longe do fogo."], null);
    const emptied = await make(["Manter longe do fogo."], []);
    const both = await make(["Manter longe do fogo."], ["Mantener alejado del fuego."]);
    const none = await make([], null);
    const { b } = await person("owner", OWNER);
    for (const [p, flagged] of [
      [missing, true],
      [emptied, true],
      [both, false],
      [none, false],
    ] as const) {
      const items = (await b.json(`/api/admin/catalog/products?q=${p.sku}`)).body.items as { id: number; warningsEsMissing: boolean }[];
      expect(items.find((i) => i.id === p.id)?.warningsEsMissing, p.sku).toBe(flagged);
    }
    // The Spanish shop shows the Portuguese warnings rather than none, missing or emptied alike (decisions/0062).
    const shown = async (id: number) => (await api(`/api/products/${id}`, { headers: spanish })).body.product.safety.warnings;
    expect(await shown(missing.id)).toEqual(["Manter longe do fogo."]);
    expect(await shown(emptied.id)).toEqual(["Manter longe do fogo."]);
    expect(await shown(both.id)).toEqual(["Mantener alejado del fuego."]);
  });
});

describe("the language a review was written in", () => {
  it("is its order's; Portuguese for one without an order (the seed's); the list and the home page's latest say it", async () => {
    const seeded = await review(5, 4, "Muito macio.", 400);
    // A Spanish shopper's review: its proving order was placed on the Spanish shop.
    const c = await customerWithAddress();
    c.b.headers[LANGUAGE_HEADER] = "es";
    const res = await placeOrder(c.b, c.addressId, [{ productId: 5, variantId: await variantOf(5), quantity: 1 }]);
    expect(res.status).toBe(201);
    expect((await env.DB.prepare("SELECT language FROM orders WHERE id = ?1").bind(res.body.orderId).first<{ language: string }>())!.language).toBe("es");
    const written = await review(5, 5, "Muy suave, lo recomiendo.", 401);
    await env.DB.prepare("UPDATE reviews SET order_id = ?1 WHERE id = ?2").bind(res.body.orderId, written.id).run();

    const list = (await new Browser().json("/api/products/5/reviews")).body.items as { id: string; language: string }[];
    expect(list.find((r) => r.id === seeded.id)?.language).toBe("pt");
    expect(list.find((r) => r.id === written.id)?.language).toBe("es");
    const latest = (await api("/api/reviews/latest", { headers: spanish })).body.items as { id: string; language: string }[];
    expect(latest.find((r) => r.id === written.id)?.language).toBe("es");
    expect(latest.find((r) => r.id === seeded.id)?.language).toBe("pt");
    expect(copies.es.reviews.writtenIn.pt).toBe("Opinión escrita en portugués");
  });
});

describe("the Spanish pages' parameters are named in Spanish", () => {
  const hreflang = (html: string) =>
    Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]));

  it("a Spanish listing reads '?subcategoria=' and '?talla=' (not '?sub=', '?tamanho='), with its canonical and hreflang so named", async () => {
    const { html } = await page("/es/sueno-confort?subcategoria=berco-portatil&talla=RN");
    expect(initialData(html)[1]).toMatchObject({ kind: "listing", params: { category: "sono-conforto", subcategory: "berco-portatil", size: "RN" } });
    expect(canonical(html)).toBe("http://shop.test/es/sueno-confort?subcategoria=berco-portatil");
    expect(hreflang(html)).toMatchObject({
      "pt-PT": "http://shop.test/sono-conforto?sub=berco-portatil",
      "es-ES": "http://shop.test/es/sueno-confort?subcategoria=berco-portatil",
    });
    // The Portuguese listing keeps its names.
    const pt = (await page("/sono-conforto?sub=berco-portatil&tamanho=RN")).html;
    expect(initialData(pt)[1]).toMatchObject({ params: { subcategory: "berco-portatil", size: "RN" } });
  });

  it("an old Spanish link with Portuguese names moves for good to the Spanish ones, other parameters kept", async () => {
    const listing = await page("/es/sueno-confort?sub=berco-portatil&tamanho=RN&sort=price-low&utm_source=x", { redirect: "manual" });
    expect(listing.status).toBe(301);
    expect(listing.headers.get("Location")).toBe("/es/sueno-confort?subcategoria=berco-portatil&talla=RN&sort=price-low&utm_source=x");
    const product = await page("/es/producto/7?tamanho=RN&cor=Gris&embalagem=2", { redirect: "manual" });
    expect(product.status).toBe(301);
    expect(product.headers.get("Location")).toBe("/es/producto/7?talla=RN&color=Gris&pack=2");
    // A Portuguese page with Spanish names likewise; a page with its own names, or another page, is not moved.
    expect((await page("/produto/7?talla=RN", { redirect: "manual" })).headers.get("Location")).toBe("/produto/7?tamanho=RN");
    expect((await page("/es/producto/7?talla=RN&color=Gris", { redirect: "manual" })).status).toBe(200);
    expect((await page("/es/buscar?q=body&sub=x", { redirect: "manual" })).status).toBe(200);
  });

  it("the language switch names a listing's filters in the other language", async () => {
    const to = async (lang: string, back: string) => {
      const res = await api(`/idioma/${lang}?voltar=${encodeURIComponent(back)}`, { redirect: "manual" });
      expect(res.status).toBe(303);
      return decodeURIComponent(res.headers.get("Location")!);
    };
    expect(await to("es", "/sono-conforto?sub=berco-portatil&tamanho=RN&sort=price-low")).toBe(
      "/es/sueno-confort?subcategoria=berco-portatil&talla=RN&sort=price-low",
    );
    expect(await to("pt", "/es/catalogo?categoria=sono-conforto&subcategoria=berco-portatil")).toBe("/catalogo?categoria=sono-conforto&sub=berco-portatil");
  });
});
