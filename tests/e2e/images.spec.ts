import { expect, type Page, type Response } from "@playwright/test";
import sharp from "sharp";
import { IMAGE_SIZES } from "../../shared/image-sizes";
import { signInAsOwner } from "./support/back-office";
import { apiJson } from "./support/catalog";
import { test } from "./support/fixtures";
import { MAIN_SHOP_URL } from "./support/servers";

/**
 * Issue 51, decisions/0084: the owner uploads a phone's photo; a category page's card and the product page's carousel
 * draw it as a `<picture>` with `srcset`/`sizes`, and the browser downloads the WebP of the width it shows: 540 at most
 * on a phone's card, 320 on a desktop's.
 */

const CATEGORY = "/sono-conforto";

/** A 1600 × 1200 photo with a camera's detail: gradients and noise. */
async function photo() {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0, y = 0; y < height; y++)
    for (let x = 0; x < width; x++, i += 3) {
      const noise = (x * 7919 + y * 104729) % 23;
      raw[i] = ((x * 255) / width + noise) & 255;
      raw[i + 1] = ((y * 255) / height + noise) & 255;
      raw[i + 2] = 160 + noise;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The width and format each downloaded copy of `key` had. */
function copiesOf(page: Page, key: string) {
  const seen: { width: number; format: string; type: string | null }[] = [];
  page.on("response", (res: Response) => {
    const url = new URL(res.url());
    if (url.pathname !== `/images/${key}` || res.status() !== 200) return;
    seen.push({ width: Number(url.searchParams.get("w")), format: url.searchParams.get("f") ?? "", type: res.headers()["content-type"] ?? null });
  });
  return seen;
}

test("a category page's cards and the product's carousel carry srcset and sizes; a phone downloads the small WebP @phone", async ({ page, browser }, info) => {
  test.slow();
  const phone = info.project.name === "phone";
  const { items } = await apiJson<{ items: { id: number; name: string }[] }>(page.request, `/api/products?category=${CATEGORY.slice(1)}`);
  const product = items[0]!;
  // The owner, in a context of their own, makes the photo the product's main image.
  const context = await browser.newContext();
  const owner = await context.newPage();
  await signInAsOwner(owner);
  const headers = { Origin: MAIN_SHOP_URL };
  const base = `/api/admin/catalog/products/${product.id}/images`;
  const uploaded = await owner.request.post(base, {
    headers,
    multipart: { file: { name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await photo() } },
  });
  expect(uploaded.status()).toBe(201);
  const list = ((await uploaded.json()) as { images: string[] }).images;
  const key = list.at(-1)!;
  expect((await owner.request.put(base, { headers, data: { keys: [key, ...list.slice(0, -1)] } })).status()).toBe(200);
  try {
    const cardCopies = copiesOf(page, key);
    await expect(async () => {
      await page.goto(CATEGORY);
      await expect(page.locator(`img[srcset*="/images/${key}?"]`).first()).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    const card = page.getByRole("article").filter({ has: page.locator(`img[srcset*="/images/${key}?"]`) });
    const source = card.locator('picture source[type="image/webp"]');
    await expect(source).toHaveAttribute("sizes", IMAGE_SIZES.card);
    await expect(source).toHaveAttribute("srcset", new RegExp(`/images/${key}\\?w=160&f=webp 160w, .*w=1200&f=webp 1200w$`));
    const img = card.locator("picture img");
    await expect(img).toHaveAttribute("sizes", IMAGE_SIZES.card);
    await expect(img).toHaveAttribute("srcset", /w=540&f=jpg 540w/);
    await expect(img).toHaveAttribute("width", "400");
    await expect.poll(() => cardCopies.length).toBeGreaterThan(0);
    for (const c of cardCopies) {
      expect(c).toMatchObject({ format: "webp", type: "image/webp" });
      // A phone's card is 184 CSS px at 2.625 device pixels (483): 540; a desktop's about 290 at 1: 320.
      expect(c.width).toBeLessThanOrEqual(phone ? 540 : 320);
    }
    const drawn = await img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, natural: el.naturalWidth, shown: el.clientWidth }));
    expect(drawn.src).toContain("f=webp");
    expect(drawn.natural).toBeGreaterThanOrEqual(drawn.shown);

    const carouselCopies = copiesOf(page, key);
    await page.goto(`/produto/${product.id}`);
    const carousel = page.getByRole("region", { name: product.name });
    const main = carousel.locator("picture img").first();
    await expect(main).toBeVisible();
    await expect(main).toHaveAttribute("sizes", IMAGE_SIZES.carousel);
    await expect(main).toHaveAttribute("fetchpriority", "high");
    await expect(main).toHaveAttribute("loading", "eager");
    await expect(carousel.locator('picture source[type="image/webp"]').first()).toHaveAttribute("sizes", IMAGE_SIZES.carousel);
    // The worker's preload asks for the same WebP widths the picture chooses from.
    await expect(page.locator(`link[rel="preload"][as="image"][imagesrcset*="/images/${key}?w=160&f=webp"]`)).toHaveCount(1);
    await expect.poll(() => carouselCopies.length).toBeGreaterThan(0);
    for (const c of carouselCopies) expect(c).toMatchObject({ format: "webp", type: "image/webp" });
    // The carousel is the page's width on a phone (about 380 CSS px, 1000 device px), 592 px on the desktop.
    expect(Math.max(...carouselCopies.map((c) => c.width))).toBeLessThanOrEqual(phone ? 1200 : 768);
  } finally {
    expect((await owner.request.delete(`${base}/${key.split("/")[1]}`, { headers })).status()).toBe(200);
    await context.close();
  }
});
