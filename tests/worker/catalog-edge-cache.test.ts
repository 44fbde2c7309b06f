import { env } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { BOOKMARK_HEADER } from "../../shared/d1-bookmark";
import { CATALOG_CACHE_HEADER, catalogCacheKey } from "../../worker/features/catalog/catalog-cache";
import { PRIVATE_CATALOG_CACHE, PUBLIC_CATALOG_CACHE } from "../../worker/lib/cache-control";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { customerWithAddress, placeOrder, stockOf, variantOf } from "./setup/checkout";
import { api, SHOP_ORIGIN } from "./setup/request";
import { supplier } from "./setup/supplier-mock";

// Catalogue answers from the Workers Cache API (docs/decisions/0020): the real caches.default and D1 of workerd.

beforeAll(async () => {
  await seedCatalogFixture();
  supplier.listen({ onUnhandledRequest: "error" });
});
afterEach(() => supplier.resetHandlers());
afterAll(() => supplier.close());

const token = async () => (await env.DB.prepare("SELECT token FROM catalog_version WHERE id = 1").first<string>("token"))!;
/** Changes a product's name behind the cache's back: the row changes, the version token is put back as it was. */
async function renameBehindTheCache(id: number, name: string) {
  const before = await token();
  await env.DB.prepare("UPDATE products SET name = ?1 WHERE id = ?2").bind(name, id).run();
  expect(await token()).not.toBe(before);
  await env.DB.prepare("UPDATE catalog_version SET token = ?1 WHERE id = 1").bind(before).run();
}
const edgeEntry = async (path: string) => (caches as unknown as { default: Cache }).default.match(catalogCacheKey(SHOP_ORIGIN, path, {}, await token(), "pt"));

describe("catalogue answers come from the edge cache", () => {
  it("the second identical request is served from the cache (a change behind its back is not seen), with public Cache-Control and no bookmark", async () => {
    const first = await api("/api/products/1");
    expect(first.status).toBe(200);
    expect(first.headers.get(CATALOG_CACHE_HEADER)).toBe("miss");
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC_CATALOG_CACHE);
    expect(first.headers.get(BOOKMARK_HEADER)).toBeNull();
    expect(await edgeEntry("/api/products/1")).toBeDefined();

    await renameBehindTheCache(1, "Nome Mudado Por Trás");
    const second = await api("/api/products/1");
    expect(second.headers.get(CATALOG_CACHE_HEADER)).toBe("hit");
    expect(second.body.product.name).toBe("Berço Portátil Dobrável");
    expect(second.headers.get("Cache-Control")).toBe(PUBLIC_CATALOG_CACHE);
    // The shop's security headers are on the cached answer too.
    expect(second.headers.get("X-Content-Type-Options")).toBe(first.headers.get("X-Content-Type-Options"));
    expect(second.headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it("an order's stock reservation, then its cancellation, each answer afresh", async () => {
    const path = "/api/products/4";
    const v = await variantOf(4);
    const stock = await stockOf(v);
    expect((await api(path)).body.product.stockQuantity).toBe(stock);
    await renameBehindTheCache(4, "Biberão Renomeado");
    const cached = await api(path);
    expect(cached.headers.get(CATALOG_CACHE_HEADER)).toBe("hit");
    expect(cached.body.product.name).toBe("Biberão Anticólicas");

    const c = await customerWithAddress();
    const order = await placeOrder(c.b, c.addressId, [{ productId: 4, variantId: v, quantity: 2 }]);
    expect(order.status).toBe(201);
    const afterOrder = await api(path);
    expect(afterOrder.headers.get(CATALOG_CACHE_HEADER)).toBe("miss");
    expect(afterOrder.body.product).toMatchObject({ name: "Biberão Renomeado", stockQuantity: stock - 2 });
    expect((await api(path)).headers.get(CATALOG_CACHE_HEADER)).toBe("hit");
    // Listings and search follow the same token.
    const listing = (await api("/api/products?category=brinquedos-diversao")).body.items.find((p: { id: number }) => p.id === 4);
    expect(listing.stockQuantity).toBe(stock - 2);

    expect((await c.b.json(`/api/orders/${order.body.orderId}/cancel`, "POST")).status).toBe(200);
    const afterCancel = await api(path);
    expect(afterCancel.headers.get(CATALOG_CACHE_HEADER)).toBe("miss");
    expect(afterCancel.body.product.stockQuantity).toBe(stock);
  });

  it("the same query in another parameter order is the same entry; another query is another entry", async () => {
    expect((await api("/api/products?sort=price-low&category=sono-conforto")).headers.get(CATALOG_CACHE_HEADER)).toBe("miss");
    expect((await api("/api/products?category=sono-conforto&sort=price-low")).headers.get(CATALOG_CACHE_HEADER)).toBe("hit");
    expect((await api("/api/products?category=sono-conforto&sort=price-high")).headers.get(CATALOG_CACHE_HEADER)).toBe("miss");
    for (const path of ["/api/categories", "/api/categories/totals", "/api/products/featured", "/api/products/search?q=berco"]) {
      expect((await api(path)).headers.get(CATALOG_CACHE_HEADER), path).toBe("miss");
      expect((await api(path)).headers.get(CATALOG_CACHE_HEADER), path).toBe("hit");
    }
  });

  it("error answers are not stored", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await api("/api/products/9999");
      expect(res.status).toBe(404);
      expect(res.headers.get(CATALOG_CACHE_HEADER)).toBeNull();
    }
    expect(await edgeEntry("/api/products/9999")).toBeUndefined();
  });
});

describe("the edge cache under parallel orders and reads", () => {
  it("reads racing orders never see an impossible stock, and every read after the last order sees the final stock", async () => {
    const path = "/api/products/3";
    const v = await variantOf(3);
    const stock = await stockOf(v);
    const orders = Math.min(4, stock);
    expect(orders).toBeGreaterThan(1);
    const customers = await Promise.all(Array.from({ length: orders }, () => customerWithAddress()));
    expect((await api(path)).body.product.stockQuantity).toBe(stock);

    // Each order reserves one unit while anonymous shoppers keep reading the product and its listing.
    const reads: Promise<{ stockQuantity: number }>[] = [];
    const placed = customers.map(async (c, i) => {
      for (let r = 0; r < 3; r++) reads.push(api(path).then((res) => res.body.product));
      if (i % 2 === 0) reads.push(api("/api/products?category=sono-conforto").then((res) => res.body.items.find((p: { id: number }) => p.id === 3)));
      return placeOrder(c.b, c.addressId, [{ productId: 3, variantId: v, quantity: 1 }]);
    });
    const results = await Promise.all(placed);
    expect(results.map((r) => r.status)).toEqual(customers.map(() => 201));
    for (const seen of await Promise.all(reads)) {
      expect(seen.stockQuantity).toBeGreaterThanOrEqual(stock - orders);
      expect(seen.stockQuantity).toBeLessThanOrEqual(stock);
    }

    // Whatever the race stored, nothing stored before the last reservation is ever served again.
    const after = await Promise.all(Array.from({ length: 6 }, () => api(path)));
    for (const res of after) expect(res.body.product.stockQuantity).toBe(stock - orders);
    const listed = (await api("/api/products?category=sono-conforto")).body.items.find((p: { id: number }) => p.id === 3);
    expect(listed.stockQuantity).toBe(stock - orders);
  });
});

describe("a signed-in customer's request never touches the shared cache", () => {
  it("is neither served from it nor stored in it, and its answer is private", async () => {
    const c = await customerWithAddress();
    // Not stored: a product nobody asked for yet, asked by the customer first.
    const own = await c.b.fetch("/api/products/5");
    expect(own.status).toBe(200);
    expect(own.headers.get(CATALOG_CACHE_HEADER)).toBe("bypass");
    expect(own.headers.get("Cache-Control")).toBe(PRIVATE_CATALOG_CACHE);
    expect(await edgeEntry("/api/products/5")).toBeUndefined();
    expect((await api("/api/products/5")).headers.get(CATALOG_CACHE_HEADER)).toBe("miss");

    // Not served: the shared entry is older than the database; the customer sees the database, the anonymous shopper the entry.
    await renameBehindTheCache(5, "Cubo Renomeado");
    expect((await api("/api/products/5")).body.product.name).toBe("Cubo de Atividades");
    const again = await c.b.fetch("/api/products/5");
    expect(((await again.json()) as { product: { name: string } }).product.name).toBe("Cubo Renomeado");
    expect(again.headers.get(CATALOG_CACHE_HEADER)).toBe("bypass");
  });
});
