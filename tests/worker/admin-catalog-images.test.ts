import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { jpegOf } from "./setup/image-bytes";
import { Browser } from "./setup/session";

/**
 * Issue 34, decisions/0045: a product's images in the owner's hands, in its sku's R2 folder (DESIGN §3). The file's
 * real type is read from its bytes (its name and declared type are ignored), its size is checked and its name made
 * safe; the main image, the order and deletions are audited and the shop's product page follows at once.
 */
beforeAll(seedCatalogFixture);

const c = copies.pt.orders.admin.catalog;
/** A real 1×1 PNG. */
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (ch) => ch.charCodeAt(0));
/** The same pixel as a JPEG and a WebP (an upload must decode: decisions/0084). */
let JPEG: Uint8Array;
let WEBP: Uint8Array;
beforeAll(async () => {
  JPEG = await jpegOf(PNG);
  const webp = await env.IMAGE_TRANSFORMS.input(new Blob([PNG]).stream()).output({ format: "image/webp" });
  WEBP = new Uint8Array(await new Response(webp.image()).arrayBuffer());
});

async function newProduct() {
  const sku = `IMG-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const { id } = (await env.DB.prepare(
    "INSERT INTO products (name, price_cents, sku, stock_quantity, active, category_id) VALUES ('Manta de Algodão', 2500, ?1, 3, 1, 1) RETURNING id",
  )
    .bind(sku)
    .first<{ id: number }>())!;
  return { id, sku };
}

function upload(b: Browser, id: number, bytes: Uint8Array | string, name: string, type = "image/png") {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], name, { type }));
  return b.fetch(`/api/admin/catalog/products/${id}/images`, { method: "POST", body: form });
}
const body = async (res: Response) => (await res.json()) as { images?: string[]; error?: { code: string; message: string; field?: string } };
const folder = async (sku: string) => (await env.IMAGES.list({ prefix: `${sku}/` })).objects.map((o) => o.key).sort();
const shopImages = async (id: number) => (await new Browser().json(`/api/products/${id}`)).body.product.images as string[];

describe("who may do what", () => {
  it("anonymous 401, a customer 403; staff see the images but may not change them; the owner may", async () => {
    const p = await newProduct();
    const [customer, staff, owner] = [await person("customer"), await person("staff"), await person("owner", OWNER)];
    expect((await upload(new Browser(), p.id, PNG, "a.png")).status).toBe(401);
    expect((await upload(customer.b, p.id, PNG, "a.png")).status).toBe(403);
    expect((await upload(staff.b, p.id, PNG, "a.png")).status).toBe(403);
    expect(await folder(p.sku)).toEqual([]);
    const { images } = await body(await upload(owner.b, p.id, PNG, "a.png"));
    expect(images).toHaveLength(1);
    const file = images![0]!.split("/")[1];
    for (const [method, path, json] of [
      ["GET", `/api/admin/catalog/products/${p.id}/images`, undefined],
      ["PUT", `/api/admin/catalog/products/${p.id}/images`, { keys: images }],
      ["DELETE", `/api/admin/catalog/products/${p.id}/images/${file}`, undefined],
    ] as const) {
      expect((await new Browser().json(path, method, json)).status, `anonymous ${method}`).toBe(401);
      expect((await customer.b.json(path, method, json)).status, `customer ${method}`).toBe(403);
      expect((await staff.b.json(path, method, json)).status, `staff ${method}`).toBe(method === "GET" ? 200 : 403);
    }
    expect(await folder(p.sku)).toEqual(images);
  });
});

describe("uploading", () => {
  it("a PNG, a JPEG and a WebP land in the sku's folder with safe names and their real type; the first is the main image", async () => {
    const p = await newProduct();
    const { b } = await person("owner", OWNER);
    const first = await upload(b, p.id, PNG, "Fotografia Principal (1).PNG");
    expect(first.status).toBe(201);
    await upload(b, p.id, JPEG, "../../../etc/passwd.jpg", "text/plain");
    await upload(b, p.id, WEBP, "água & sabão.webp", "application/octet-stream");
    const keys = await folder(p.sku);
    expect(keys).toHaveLength(3);
    for (const k of keys) expect(k).toMatch(new RegExp(`^${p.sku}/[a-z0-9-]+-[0-9a-f]{8}\\.(png|jpg|webp)$`));
    const row = (await env.DB.prepare("SELECT image_key AS main, extra_images AS extra FROM products WHERE id = ?1")
      .bind(p.id)
      .first<{ main: string; extra: string }>())!;
    expect(row.main).toMatch(/\/fotografia-principal-1-[0-9a-f]{8}\.png$/);
    expect(JSON.parse(row.extra).map((k: string) => k.replace(/-[0-9a-f]{8}\./, "."))).toEqual([`${p.sku}/etc-passwd.jpg`, `${p.sku}/agua-sabao.webp`]);
    // Kept as what its bytes are, whatever the browser said it was; served in the shop's sizes (decisions/0084).
    for (const [key, type] of [
      [row.main, "image/png"],
      [JSON.parse(row.extra)[0], "image/jpeg"],
      [JSON.parse(row.extra)[1], "image/webp"],
    ]) {
      expect((await env.IMAGES.head(key))?.httpMetadata?.contentType).toBe(type);
      const res = await new Browser().fetch(`/images/${key}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    }
    expect(await shopImages(p.id)).toEqual([row.main, ...JSON.parse(row.extra)]);
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'image.added' AND detail ->> 'productId' = ?1")
        .bind(p.id)
        .first<{ n: number }>())!.n,
    ).toBe(3);
  });

  it("hostile files are refused and nothing is stored: SVG or HTML named .png, an empty file, an executable, 5 MB and more, no file", async () => {
    const p = await newProduct();
    const { b } = await person("owner", OWNER);
    const svg = "<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>";
    const refusals: [Uint8Array | string, string, string, number, string][] = [
      [svg, "foto.png", "image/png", 415, c.imageType],
      [`<!doctype html><script>alert(1)</script>`, "foto.jpg", "image/jpeg", 415, c.imageType],
      ["", "vazio.png", "image/png", 415, c.imageType],
      [new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), "programa.webp", "image/webp", 415, c.imageType],
      [new Uint8Array([...new TextEncoder().encode("RIFF"), 0, 0, 0, 0, ...new TextEncoder().encode("WAVE")]), "som.webp", "image/webp", 415, c.imageType],
    ];
    for (const [bytes, name, type, status, message] of refusals) {
      const res = await upload(b, p.id, bytes, name, type);
      expect(res.status, name).toBe(status);
      expect((await body(res)).error?.message, name).toBe(message);
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(b, p.id, big, "grande.png");
    expect(tooBig.status).toBe(413);
    expect((await body(tooBig)).error?.message).toBe(c.imageSize);
    const huge = await upload(b, p.id, new Uint8Array(6 * 1024 * 1024), "enorme.png");
    expect(huge.status).toBe(413);
    const none = await b.fetch(`/api/admin/catalog/products/${p.id}/images`, { method: "POST", body: new FormData() });
    expect(none.status).toBe(400);
    expect(await folder(p.sku)).toEqual([]);
    expect((await env.DB.prepare("SELECT image_key AS k FROM products WHERE id = ?1").bind(p.id).first<{ k: string | null }>())!.k).toBeNull();
    expect((await upload(b, 999999, PNG, "a.png")).status).toBe(404);
  });

  it("five uploads at once: all five kept, none lost to another", async () => {
    const p = await newProduct();
    const { b } = await person("owner", OWNER);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(b, p.id, PNG, `foto-${i}.png`)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const row = (await env.DB.prepare("SELECT image_key AS main, extra_images AS extra FROM products WHERE id = ?1")
      .bind(p.id)
      .first<{ main: string; extra: string }>())!;
    const listed = [row.main, ...JSON.parse(row.extra)].sort();
    expect(listed).toEqual(await folder(p.sku));
    expect(listed).toHaveLength(5);
  });
});

describe("the order and deletions", () => {
  it("the owner makes another image the main one, and deletes one: the shop, R2 and the audit log follow", async () => {
    const p = await newProduct();
    const { b } = await person("owner", OWNER);
    for (const name of ["um.png", "dois.png", "tres.png"]) await upload(b, p.id, PNG, name);
    const list = (await b.json(`/api/admin/catalog/products/${p.id}/images`)).body.images as string[];
    const order = [list[2]!, list[0]!, list[1]!];
    expect((await b.json(`/api/admin/catalog/products/${p.id}/images`, "PUT", { keys: order })).body.images).toEqual(order);
    expect(await shopImages(p.id)).toEqual(order);
    for (const bad of [order.slice(1), [...order, order[0]], [...order.slice(1), `${p.sku}/outra.png`]]) {
      const res = await b.json(`/api/admin/catalog/products/${p.id}/images`, "PUT", { keys: bad });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(c.imagesOrder);
    }

    const main = order[0]!;
    const removed = await b.json(`/api/admin/catalog/products/${p.id}/images/${main.split("/")[1]}`, "DELETE");
    expect(removed.status).toBe(200);
    expect(removed.body.images).toEqual(order.slice(1));
    expect(await shopImages(p.id)).toEqual(order.slice(1));
    expect(await folder(p.sku)).not.toContain(main);
    expect((await new Browser().fetch(`/images/${main}`)).status).toBe(404);
    const audit = await env.DB.prepare(
      "SELECT action, before, after FROM audit_log WHERE action IN ('image.reordered', 'image.deleted') AND detail ->> 'productId' = ?1 ORDER BY id",
    )
      .bind(p.id)
      .all<{ action: string; before: string; after: string }>();
    expect(audit.results.map((a) => [a.action, JSON.parse(a.before), JSON.parse(a.after)])).toEqual([
      ["image.reordered", list, order],
      ["image.deleted", order, order.slice(1)],
    ]);
    // Another product's image, a path, an unknown file: 404 or 400, nothing removed.
    const other = (await env.DB.prepare("SELECT id FROM products WHERE sku = 'SKU-1'").first<{ id: number }>())!.id;
    expect((await b.json(`/api/admin/catalog/products/${other}/images/${order[1]!.split("/")[1]}`, "DELETE")).status).toBe(404);
    expect((await b.json(`/api/admin/catalog/products/${p.id}/images/..%2F..%2FSKU-1%2Fprincipal.svg`, "DELETE")).status).toBe(400);
    expect((await b.json(`/api/admin/catalog/products/${p.id}/images/nada.png`, "DELETE")).status).toBe(404);
    expect(await folder(p.sku)).toEqual([...order.slice(1)].sort());
    expect(await env.IMAGES.head("SKU-1/principal.svg")).not.toBeNull();
  });

  it("a reorder and a deletion at once: one wins, the other is asked to reload; the list and the folder agree", async () => {
    const p = await newProduct();
    const { b } = await person("owner", OWNER);
    for (const name of ["a.png", "b.png", "c.png"]) await upload(b, p.id, PNG, name);
    const list = (await b.json(`/api/admin/catalog/products/${p.id}/images`)).body.images as string[];
    const [reorder, remove] = await Promise.all([
      b.json(`/api/admin/catalog/products/${p.id}/images`, "PUT", { keys: [...list].reverse() }),
      b.json(`/api/admin/catalog/products/${p.id}/images/${list[0]!.split("/")[1]}`, "DELETE"),
    ]);
    const statuses = [reorder.status, remove.status].sort();
    expect([
      [200, 200],
      [200, 409],
      [200, 400],
    ]).toContainEqual(statuses);
    const shown = await shopImages(p.id);
    expect([...shown].sort()).toEqual(await folder(p.sku));
  });
});

describe("a variant's own image", () => {
  /** A colour of a new product, with a sku (hence a folder) of its own. */
  async function colour() {
    const p = await newProduct();
    const sku = `${p.sku}-AZ`;
    await env.DB.batch([
      env.DB.prepare("UPDATE product_variants SET color = 'Branco' WHERE product_id = ?1").bind(p.id),
      env.DB.prepare("INSERT INTO product_variants (product_id, sku, color, stock_quantity, position) VALUES (?1, ?2, 'Azul', 2, 1)").bind(p.id, sku),
    ]);
    const { id } = (await env.DB.prepare("SELECT id FROM product_variants WHERE sku = ?1").bind(sku).first<{ id: number }>())!;
    return { p, variantId: id, sku };
  }

  function putVariantImage(b: Browser, variantId: number, bytes: Uint8Array | string, name: string) {
    const form = new FormData();
    form.append("file", new File([bytes as BlobPart], name, { type: "image/png" }));
    return b.fetch(`/api/admin/catalog/variants/${variantId}/image`, { method: "PUT", body: form });
  }

  it("goes to the variant's sku folder; a new one replaces it (the old file goes); removed, the product's images show", async () => {
    const { p, variantId, sku } = await colour();
    const [customer, staff, owner] = [await person("customer"), await person("staff"), await person("owner", OWNER)];
    expect((await putVariantImage(new Browser(), variantId, PNG, "azul.png")).status).toBe(401);
    expect((await putVariantImage(customer.b, variantId, PNG, "azul.png")).status).toBe(403);
    expect((await putVariantImage(staff.b, variantId, PNG, "azul.png")).status).toBe(403);
    expect((await new Browser().json(`/api/admin/catalog/variants/${variantId}/image`, "DELETE")).status).toBe(401);
    expect((await customer.b.json(`/api/admin/catalog/variants/${variantId}/image`, "DELETE")).status).toBe(403);
    expect((await staff.b.json(`/api/admin/catalog/variants/${variantId}/image`, "DELETE")).status).toBe(403);

    const first = await putVariantImage(owner.b, variantId, PNG, "Azul Bebé.png");
    expect(first.status).toBe(200);
    const { imageKey } = (await first.json()) as { imageKey: string };
    expect(imageKey).toMatch(new RegExp(`^${sku}/azul-bebe-[0-9a-f]{8}\\.png$`));
    const shown = async () =>
      ((await new Browser().json(`/api/products/${p.id}`)).body.product.variants as { id: number; images: string[] }[]).find((v) => v.id === variantId)!.images;
    expect(await shown()).toEqual([imageKey]);

    const second = (await (await putVariantImage(owner.b, variantId, JPEG, "rosa.jpg")).json()) as { imageKey: string };
    expect(second.imageKey).toMatch(/\/rosa-[0-9a-f]{8}\.jpg$/);
    expect(await shown()).toEqual([second.imageKey]);
    expect(await env.IMAGES.head(imageKey)).toBeNull();
    expect((await env.IMAGES.head(second.imageKey))?.httpMetadata?.contentType).toBe("image/jpeg");

    // A file that is not an image changes nothing.
    expect((await putVariantImage(owner.b, variantId, "<svg/>", "x.png")).status).toBe(415);
    expect(await shown()).toEqual([second.imageKey]);

    expect((await owner.b.json(`/api/admin/catalog/variants/${variantId}/image`, "DELETE")).status).toBe(200);
    expect(await shown()).toEqual([]);
    expect(await env.IMAGES.head(second.imageKey)).toBeNull();
    const audit = await env.DB.prepare("SELECT before, after FROM audit_log WHERE action = 'variant.image' AND detail ->> 'variantId' = ?1 ORDER BY id")
      .bind(variantId)
      .all<{ before: string | null; after: string | null }>();
    expect(audit.results).toEqual([
      { before: null, after: imageKey },
      { before: imageKey, after: second.imageKey },
      { before: second.imageKey, after: null },
    ]);
    expect((await putVariantImage(owner.b, 999999, PNG, "a.png")).status).toBe(404);
    // The variant under the product's own sku shows the product's images (its folder is the product's).
    const main = (await env.DB.prepare("SELECT id FROM product_variants WHERE sku = ?1").bind(p.sku).first<{ id: number }>())!.id;
    const refused = await putVariantImage(owner.b, main, PNG, "a.png");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(c.variantImageDefault);
    expect(await folder(p.sku)).toEqual([]);
  });

  it("two replacements at once: one is kept, the other answers 409 and leaves no file behind", async () => {
    const { variantId, sku } = await colour();
    const { b } = await person("owner", OWNER);
    const results = await Promise.all([putVariantImage(b, variantId, PNG, "a.png"), putVariantImage(b, variantId, PNG, "b.png")]);
    const statuses = results.map((r) => r.status).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const kept = (await env.DB.prepare("SELECT image_key AS k FROM product_variants WHERE id = ?1").bind(variantId).first<{ k: string }>())!.k;
    expect(await folder(sku)).toEqual([kept]);
  });
});
