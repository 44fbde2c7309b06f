import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { api } from "./setup/request";

beforeAll(seedCatalogFixture);

describe("GET /api/products/:id", () => {
  it("returns the product with category, subcategory and images: main, extra, then the sku folder by name", async () => {
    const { status, body } = await api("/api/products/1");
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      id: 1,
      name: "Berço Portátil Dobrável",
      description: "Descrição de Berço Portátil Dobrável.\nSegunda linha.",
      priceCents: 12999,
      salePriceCents: null,
      stockQuantity: 5,
      soldQuantity: 40,
      sku: "SKU-1",
      category: { id: 1, name: "Sono e Conforto", slug: "sono-conforto" },
      subcategory: { id: 1, name: "Berço Portátil", slug: "berco-portatil" },
    });
    // notas.txt is not an image; SKU-10's folder is not SKU-1's.
    expect(body.product.images).toEqual(["SKU-1/principal.svg", "SKU-1/extra-1.svg", "SKU-1/a-foto.JPG", "SKU-1/b-foto.png"]);
  });

  it("caps the folder at 50 images", async () => {
    await Promise.all(Array.from({ length: 55 }, (_, i) => env.IMAGES.put(`SKU-3/f-${String(i).padStart(2, "0")}.webp`, new Uint8Array([1]))));
    const { body } = await api("/api/products/3");
    expect(body.product.images).toHaveLength(51);
    expect(body.product.images.at(-1)).toBe("SKU-3/f-49.webp");
  });

  it("shows a product without subcategory with subcategory null", async () => {
    const { body } = await api("/api/products/7");
    expect(body.product.subcategory).toBeNull();
    expect(body.product.category.slug).toBe("roupas-bebe");
  });

  it("answers 404 for an unknown or inactive product", async () => {
    for (const id of [999, 6]) {
      const { status, body } = await api(`/api/products/${id}`);
      expect(status).toBe(404);
      expect(body.error.code).toBe("product_not_found");
    }
  });

  it.each(["abc", "0", "-1", "1.5", "12345678901"])("rejects the non-numeric or invalid id %s with 400", async (id) => {
    const { status, body } = await api(`/api/products/${id}`);
    expect(status).toBe(400);
    expect(body.error.field).toBe("id");
  });
});

describe("GET /images/<sku>/<file>", () => {
  it("streams the object with long-lived cache headers and an ETag, and answers 304 to If-None-Match", async () => {
    const res = await api("/images/SKU-1/principal.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("ETag");
    expect(etag).toMatch(/^".+"$/);
    const again = await api("/images/SKU-1/principal.svg", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    // A photo is served in the shop's sizes, the plain address as the largest JPEG (decisions/0084).
    const png = await api("/images/SKU-1/b-foto.png");
    expect(png.headers.get("Content-Type")).toBe("image/jpeg");
    expect((await api("/images/SKU-1/b-foto.png?w=160&f=webp")).headers.get("Content-Type")).toBe("image/webp");
  });

  it("answers 404 for a missing image and refuses paths outside one sku folder", async () => {
    expect((await api("/images/SKU-1/nada.png")).status).toBe(404);
    expect((await api("/images/SKU-1")).status).toBe(404);
    expect((await api("/images/SKU-1/..%2F..%2Fx.png")).status).toBe(404);
    expect((await api("/images/a/b/c.png")).status).toBe(404);
  });
});
