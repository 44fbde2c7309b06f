import { describe, expect, it } from "vitest";
import { generateProducts } from "../../scripts/lib/catalog-generator";
import { generateReviews } from "../../scripts/lib/review-generator";

describe("demo reviews", () => {
  it("are never dated in the future, even for the newest demo products", () => {
    const products = generateProducts(480, { withFolderImages: false });
    const { reviews } = generateReviews(products);
    expect(reviews.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const r of reviews) expect(Date.parse(r.createdAt)).toBeLessThan(now);
  });
});
