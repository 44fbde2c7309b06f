import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { IMAGE_WIDTHS } from "../../shared/image-sizes";
import { OWNER, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { dimensions, GPS_MARKER, holds, jpegOf, png, withGps } from "./setup/image-bytes";
import { Browser } from "./setup/session";

/**
 * Issue 51, decisions/0084: every photo is kept as uploaded and made in the widths the pages draw it at, as WebP and
 * JPEG, by the Images binding (Sharp here, as under wrangler dev): the sizes are read from the copies' own headers, a
 * phone's EXIF with its GPS position never reaches a copy, and what cannot be read or is too large in pixels is refused
 * with nothing stored.
 */
beforeAll(seedCatalogFixture);

const c = copies.pt.orders.admin.catalog;
type Failure = { error: { code: string; message: string; field?: string } };

async function newProduct() {
  const sku = `FOTO-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const { id } = (await env.DB.prepare(
    "INSERT INTO products (name, price_cents, sku, stock_quantity, active, category_id) VALUES ('Babygrow às Riscas', 1500, ?1, 3, 1, 1) RETURNING id",
  )
    .bind(sku)
    .first<{ id: number }>())!;
  return { id, sku };
}

function upload(b: Browser, id: number, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], name, { type: "image/jpeg" }));
  return b.fetch(`/api/admin/catalog/products/${id}/images`, { method: "POST", body: form });
}
const keysUnder = async (prefix: string) => (await env.IMAGES.list({ prefix })).objects.map((o) => o.key).sort();
const bytesOf = async (key: string) => new Uint8Array(await (await env.IMAGES.get(key))!.arrayBuffer());
const fetched = async (path: string, init?: RequestInit) => {
  const res = await new Browser().fetch(path, init);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};

let photo: Uint8Array;
beforeAll(async () => {
  // A phone's 1600 × 1200 photo, its EXIF naming where it was taken.
  photo = withGps(await jpegOf(await png(1600, 1200)));
  expect(holds(photo, "Exif")).toBe(true);
  expect(holds(photo, GPS_MARKER)).toBe(true);
});

describe("an upload", () => {
  it("is kept as sent in the sku's folder, and made in every width as WebP and JPEG, smaller, without its EXIF", async () => {
    const p = await newProduct();
    const { b } = await person("owner", OWNER);
    const res = await upload(b, p.id, photo, "IMG_2041.jpg");
    expect(res.status).toBe(201);
    const [key] = ((await res.json()) as { images: string[] }).images;
    // The original, byte for byte; the folder lists it alone (the copies live outside it).
    expect(await bytesOf(key!)).toEqual(photo);
    expect(await keysUnder(`${p.sku}/`)).toEqual([key]);
    expect(((await new Browser().json(`/api/products/${p.id}`)).body.product.images as string[]).length).toBe(1);
    const sized = await keysUnder(`sized/${key}/`);
    expect(sized).toEqual(IMAGE_WIDTHS.flatMap((w) => [`sized/${key}/${w}.jpg`, `sized/${key}/${w}.webp`]).sort());
    let previous = 0;
    for (const w of IMAGE_WIDTHS) {
      for (const [format, type] of [
        ["webp", "image/webp"],
        ["jpg", "image/jpeg"],
      ] as const) {
        const object = (await env.IMAGES.get(`sized/${key}/${w}.${format}`))!;
        expect(object.httpMetadata?.contentType).toBe(type);
        const copy = new Uint8Array(await object.arrayBuffer());
        expect(dimensions(copy), `${w} ${format}`).toEqual({ width: w, height: w * 0.75 });
        expect(copy.length, `${w} ${format}`).toBeLessThan(photo.length);
        expect(holds(copy, "Exif"), `${w} ${format}`).toBe(false);
        expect(holds(copy, GPS_MARKER), `${w} ${format}`).toBe(false);
        if (format === "webp") {
          expect(copy.length, `${w} grows with its width`).toBeGreaterThan(previous);
          previous = copy.length;
        }
      }
    }
  });

  it("smaller than a width is never enlarged: the wider copies are the original's size", async () => {
    const p = await newProduct();
    const { b } = await person("owner", OWNER);
    const res = await upload(b, p.id, await png(240, 180), "pequena.png");
    expect(res.status).toBe(201);
    const [key] = ((await res.json()) as { images: string[] }).images;
    for (const w of IMAGE_WIDTHS) {
      for (const format of ["webp", "jpg"]) {
        const copy = await bytesOf(`sized/${key}/${w}.${format}`);
        expect(dimensions(copy), `${w} ${format}`).toEqual(w < 240 ? { width: w, height: w * 0.75 } : { width: 240, height: 180 });
      }
    }
  });

  it("deleted, or a variant's replaced, takes its sizes with it", async () => {
    const p = await newProduct();
    const { b } = await person("owner", OWNER);
    const [key] = ((await (await upload(b, p.id, await png(400, 300), "a.png")).json()) as { images: string[] }).images;
    expect((await keysUnder(`sized/${key}/`)).length).toBe(10);
    expect((await b.json(`/api/admin/catalog/products/${p.id}/images/${key!.split("/")[1]}`, "DELETE")).status).toBe(200);
    expect(await keysUnder(`sized/${p.sku}/`)).toEqual([]);

    const sku = `${p.sku}-AZ`;
    await env.DB.batch([
      env.DB.prepare("UPDATE product_variants SET color = 'Branco' WHERE product_id = ?1").bind(p.id),
      env.DB.prepare("INSERT INTO product_variants (product_id, sku, color, stock_quantity, position) VALUES (?1, ?2, 'Azul', 2, 1)").bind(p.id, sku),
    ]);
    const { id: variantId } = (await env.DB.prepare("SELECT id FROM product_variants WHERE sku = ?1").bind(sku).first<{ id: number }>())!;
    const put = async (bytes: Uint8Array) => {
      const form = new FormData();
      form.append("file", new File([bytes as BlobPart], "azul.png", { type: "image/png" }));
      return ((await (await b.fetch(`/api/admin/catalog/variants/${variantId}/image`, { method: "PUT", body: form })).json()) as { imageKey: string }).imageKey;
    };
    const first = await put(await png(300, 300));
    expect((await keysUnder(`sized/${first}/`)).length).toBe(10);
    const second = await put(await png(200, 200));
    expect(await keysUnder(`sized/${sku}/`)).toEqual(IMAGE_WIDTHS.flatMap((w) => [`sized/${second}/${w}.jpg`, `sized/${second}/${w}.webp`]).sort());
  });
});

describe("serving", () => {
  it("each width and format at its own address, for a year, with an ETag; the plain address is the largest JPEG, never the original", async () => {
    const p = await newProduct();
    const { b } = await person("owner", OWNER);
    const [key] = ((await (await upload(b, p.id, photo, "foto.jpg")).json()) as { images: string[] }).images;
    const small = await fetched(`/images/${key}?w=540&f=webp`);
    expect(small.res.status).toBe(200);
    expect(small.res.headers.get("Content-Type")).toBe("image/webp");
    expect(small.res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(dimensions(small.bytes)).toEqual({ width: 540, height: 405 });
    const etag = small.res.headers.get("ETag")!;
    expect(etag).toMatch(/^"/);
    const again = await fetched(`/images/${key}?w=540&f=webp`, { headers: { "If-None-Match": etag } });
    expect(again.res.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect((await fetched(`/images/${key}?w=160&f=jpg`)).res.headers.get("Content-Type")).toBe("image/jpeg");

    const plain = await fetched(`/images/${key}`);
    expect(plain.res.status).toBe(200);
    expect(plain.res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(plain.res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(dimensions(plain.bytes)).toEqual({ width: 1200, height: 900 });
    expect(holds(plain.bytes, "Exif")).toBe(false);
    expect(holds(plain.bytes, GPS_MARKER)).toBe(false);
    expect(plain.bytes).toEqual(await bytesOf(`sized/${key}/1200.jpg`));

    // Only the widths and formats the shop makes: anything else is not an image of ours.
    for (const query of ["w=500&f=webp", "w=540&f=gif", "w=0", "w=99999&f=jpg", "f=png"]) {
      const res = await new Browser().fetch(`/images/${key}?${query}`);
      expect(res.status, query).toBe(404);
      expect(((await res.json()) as Failure).error.code).toBe("image_not_found");
    }
    expect((await new Browser().fetch(`/images/${p.sku}/nada.jpg?w=540&f=webp`)).status).toBe(404);
  });

  it("a photo stored without sizes (the demonstration's seed, an older upload) is sized on its first request, then kept", async () => {
    const key = `SEMENTE-${crypto.randomUUID().slice(0, 6)}/foto-01.jpg`;
    const original = withGps(await jpegOf(await png(900, 600)));
    await env.IMAGES.put(key, original, { httpMetadata: { contentType: "image/jpeg" } });
    expect(await keysUnder(`sized/${key}/`)).toEqual([]);
    const first = await fetched(`/images/${key}?w=320&f=webp`);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("Content-Type")).toBe("image/webp");
    expect(dimensions(first.bytes)).toEqual({ width: 320, height: 213 });
    expect(holds(first.bytes, GPS_MARKER)).toBe(false);
    expect(await keysUnder(`sized/${key}/`)).toEqual([`sized/${key}/320.webp`]);
    const second = await fetched(`/images/${key}?w=320&f=webp`);
    expect(second.res.headers.get("ETag")).toBe(first.res.headers.get("ETag"));
    expect(second.bytes).toEqual(first.bytes);
    // Above its own width it is the original's size; the plain address too, without the EXIF.
    const plain = await fetched(`/images/${key}`);
    expect(dimensions(plain.bytes)).toEqual({ width: 900, height: 600 });
    expect(holds(plain.bytes, GPS_MARKER)).toBe(false);
    expect(await bytesOf(key)).toEqual(original);
  });

  it("the demonstration's SVG illustrations are served as stored, whatever the query", async () => {
    const stored = await bytesOf("SKU-1/principal.svg");
    for (const path of ["/images/SKU-1/principal.svg", "/images/SKU-1/principal.svg?w=540&f=webp"]) {
      const { res, bytes } = await fetched(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
      expect(bytes).toEqual(stored);
    }
    expect(await keysUnder("sized/SKU-1/")).toEqual([]);
  });
});

describe("what is refused, with nothing stored", () => {
  it("a file that is no image, an image that does not decode, one too large in pixels: a clear answer in the back-office's words", async () => {
    const p = await newProduct();
    const { b } = await person("owner", OWNER);
    const jpeg = await jpegOf(await png(64, 48));
    const refusals: [string, Uint8Array, number, string, string][] = [
      ["a page named .jpg", new TextEncoder().encode("<!doctype html><p>olá</p>"), 415, "image_type", c.imageType],
      ["a JPEG cut short", jpeg.slice(0, 40), 415, "image_unreadable", c.imageUnreadable],
      [
        "a JPEG's header on noise",
        new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...crypto.getRandomValues(new Uint8Array(2000))]),
        415,
        "image_unreadable",
        c.imageUnreadable,
      ],
      ["a PNG whose pixels are noise", await png(64, 48, crypto.getRandomValues(new Uint8Array(500))), 415, "image_unreadable", c.imageUnreadable],
      ["a PNG 13,000 px wide", await png(13_000, 10, new Uint8Array(64)), 413, "image_too_many_pixels", c.imagePixels],
      ["a PNG that unpacks to 64 megapixels", await png(8000, 8000, new Uint8Array(64)), 413, "image_too_many_pixels", c.imagePixels],
    ];
    for (const [what, bytes, status, code, message] of refusals) {
      const res = await upload(b, p.id, bytes, "foto.jpg");
      expect(res.status, what).toBe(status);
      expect(((await res.json()) as Failure).error, what).toEqual({ code, message, field: "file" });
    }
    expect(await keysUnder(`${p.sku}/`)).toEqual([]);
    expect(await keysUnder(`sized/${p.sku}/`)).toEqual([]);
    expect((await env.DB.prepare("SELECT image_key AS k FROM products WHERE id = ?1").bind(p.id).first<{ k: string | null }>())!.k).toBeNull();
  });
});
