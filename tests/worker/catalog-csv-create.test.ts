import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogCsvCopy } from "../../shared/copy/back-office/catalog-csv";
import { catalogCsvRepo } from "../../worker/features/catalog/catalog-csv.repo";
import { catalogCsvService } from "../../worker/features/catalog/catalog-csv.service";
import { OWNER, person } from "./setup/admin";
import { auditRows, csvOf, importCsv, type Line, seedCsvCatalogue, snapshot } from "./setup/catalog-csv";
import { Browser } from "./setup/session";

/**
 * Issue 44 item 1, decisions/0052: the CSV import creates what it does not know. A line whose product sku is new creates
 * the product (its lines' product columns: name, category, price and VAT needed), a line whose variant sku is new creates
 * the variant under its product; all in the import's one batch (nothing unless every line is sound), each creation
 * audited; a new sku is well formed and nobody else's.
 */
beforeAll(seedCsvCatalogue);

const e = catalogCsvCopy.errors;
const owner = () => person("owner", OWNER);

const line = (over: Partial<Line>): Line => ({
  product_sku: "",
  name: "Manta de Malha",
  name_es: "Manta de Punto",
  category: "sono-conforto",
  subcategory: "berco-portatil",
  price: "19,90",
  sale_price: "",
  active: "1",
  tax_category: "normal",
  variant_sku: "",
  size: "",
  color: "",
  pack_count: "",
  variant_price: "",
  variant_sale_price: "",
  variant_active: "1",
  stock: "",
  ...over,
});

const productBySku = (sku: string) =>
  env.DB.prepare(
    "SELECT id, name, name_es AS nameEs, category_id AS categoryId, price_cents AS price, active, tax_category AS tax, stock_quantity AS stock FROM products WHERE sku = ?1",
  )
    .bind(sku)
    .first<Record<string, unknown> & { id: number }>();
const variantsOf = async (productId: number) =>
  (
    await env.DB.prepare(
      "SELECT sku, size, price_cents AS price, stock_quantity AS stock, active FROM product_variants WHERE product_id = ?1 ORDER BY position, id",
    )
      .bind(productId)
      .all()
  ).results;

describe("creating by CSV", () => {
  it("new products (one sold one way, one in two sizes) and a new size of a known product: one batch, each creation audited", async () => {
    const o = await owner();
    const lines = [
      line({ product_sku: "MANTA-1", variant_sku: "MANTA-1", stock: "4" }),
      line({
        product_sku: "BODY-NOVO",
        name: "Body Novo",
        name_es: "",
        category: "roupas-bebe",
        subcategory: "",
        price: "9,90",
        tax_category: "reduced",
        variant_sku: "BODY-NOVO-RN",
        size: "RN",
        stock: "2",
      }),
      line({
        product_sku: "BODY-NOVO",
        name: "Body Novo",
        name_es: "",
        category: "roupas-bebe",
        subcategory: "",
        price: "9,90",
        tax_category: "reduced",
        variant_sku: "BODY-NOVO-1M",
        size: "1M",
        variant_price: "10,90",
      }),
      line({
        product_sku: "SKU-20",
        name: "Body Teste",
        name_es: "",
        category: "roupas-bebe",
        subcategory: "",
        price: "15,00",
        variant_sku: "SKU-20-3M",
        size: "3M",
        stock: "5",
      }),
    ];
    const res = await importCsv(o.b, csvOf(lines));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changes).toEqual({ products: 0, variants: 0, stock: 3, createdProducts: 2, createdVariants: 4 });

    const manta = (await productBySku("MANTA-1"))!;
    expect(manta).toMatchObject({ name: "Manta de Malha", nameEs: "Manta de Punto", categoryId: 1, price: 1990, active: 1, tax: "normal", stock: 4 });
    expect(await variantsOf(manta.id)).toEqual([{ sku: "MANTA-1", size: null, price: null, stock: 4, active: 1 }]);
    const body = (await productBySku("BODY-NOVO"))!;
    expect(body).toMatchObject({ nameEs: null, categoryId: 3, price: 990, tax: "reduced", stock: 2 });
    // Its variants are the file's: the database's default one (the product's sku) made way for them.
    expect(await variantsOf(body.id)).toEqual([
      { sku: "BODY-NOVO-RN", size: "RN", price: null, stock: 2, active: 1 },
      { sku: "BODY-NOVO-1M", size: "1M", price: 1090, stock: 0, active: 1 },
    ]);
    // The known product's new size comes after its others.
    expect((await variantsOf(20)).map((v) => v.sku)).toEqual(["SKU-20-RN", "SKU-20-1M", "SKU-20-3M"]);

    const created = await auditRows("product.created");
    expect(created.map((r) => JSON.parse(r.detail!).sku).sort()).toEqual(["BODY-NOVO", "MANTA-1"]);
    expect(created.every((r) => r.actor === OWNER && JSON.parse(r.detail!).import)).toBe(true);
    // A new product's variant named by its own sku is created too (in place of the database's default one).
    expect((await auditRows("variant.created")).map((r) => JSON.parse(r.detail!).sku).sort()).toEqual(["BODY-NOVO-1M", "BODY-NOVO-RN", "MANTA-1", "SKU-20-3M"]);
    const summary = JSON.parse((await auditRows("catalog.imported")).at(-1)!.detail!);
    expect(summary).toMatchObject({ createdProducts: 2, createdVariants: 4, stock: 3 });
    // The shop sells them at once; the new variant's own price entered its history.
    expect((await new Browser().json(`/api/products/${manta.id}`)).status).toBe(200);
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM price_history h JOIN product_variants v ON v.id = h.variant_id WHERE v.sku = 'BODY-NOVO-1M'").first<{
        n: number;
      }>())!.n,
    ).toBe(1);

    // The same file again changes nothing: every sku is known now.
    const again = await importCsv(o.b, csvOf(lines.map((l) => ({ ...l, stock: "" }))));
    expect(again.body.changes).toEqual({ products: 0, variants: 0, stock: 0, createdProducts: 0, createdVariants: 0 });
  });

  it("a new product's missing or wrong columns and a sku in use are errors of their line; nothing is written", async () => {
    const o = await owner();
    await env.DB.prepare("UPDATE products SET archived_at = '2026-11-01T00:00:00.000Z', active = 0 WHERE id = 6").run();
    const lines = [
      line({ product_sku: "NOVO-A", name: "", variant_sku: "NOVO-A" }),
      line({ product_sku: "NOVO-B", category: "", subcategory: "", variant_sku: "NOVO-B" }),
      line({ product_sku: "NOVO-C", price: "", variant_sku: "NOVO-C" }),
      line({ product_sku: "NOVO-D", tax_category: "", variant_sku: "NOVO-D" }),
      line({ product_sku: "SKU-20-RN", variant_sku: "NOVO-E" }),
      line({
        product_sku: "SKU-20",
        name: "Body Teste",
        name_es: "",
        category: "roupas-bebe",
        subcategory: "",
        price: "15,00",
        variant_sku: "SKU-20",
        size: "6M",
      }),
      line({ product_sku: "novo-f", variant_sku: "NOVO-F" }),
      line({ product_sku: "SKU-6", name: "Berço Antigo Retirado", subcategory: "berco-portatil", price: "49,99", variant_sku: "SKU-6" }),
      line({ product_sku: "NOVO-G", variant_sku: "NOVO-G" }),
    ];
    const before = await snapshot();
    const res = await importCsv(o.b, csvOf(lines));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { line: 2, column: "name", message: e.name },
      { line: 3, column: "category", message: e.required },
      { line: 4, column: "price", message: e.price },
      { line: 5, column: "tax_category", message: e.taxCategory },
      { line: 6, column: "product_sku", message: e.skuOfVariant("SKU-20") },
      { line: 7, column: "variant_sku", message: e.skuOfProduct },
      { line: 8, column: "product_sku", message: e.newSku },
      { line: 9, column: "active", message: e.archived },
    ]);
    expect(res.body.validLines).toBe(1);
    expect(await snapshot()).toEqual(before);
    // A dry run says the same and creates nothing either.
    const dry = await importCsv(o.b, csvOf(lines), "?dryRun=1");
    expect(dry.body).toMatchObject({ dryRun: true, applied: false, errorCount: 8 });
    expect(await snapshot()).toEqual(before);
    // Only the sound lines, when asked: the one new product, nothing else.
    const valid = await importCsv(o.b, csvOf(lines), "?mode=valid");
    expect(valid.body.changes).toMatchObject({ createdProducts: 1, createdVariants: 1 });
    expect(await productBySku("NOVO-G")).not.toBeNull();
    expect(await productBySku("NOVO-A")).toBeNull();
  });

  it("staff may not import (403): no product is created", async () => {
    const staff = await person("staff");
    const res = await importCsv(staff.b, csvOf([line({ product_sku: "NOVO-STAFF", variant_sku: "NOVO-STAFF" })]));
    expect(res.status).toBe(403);
    expect(await productBySku("NOVO-STAFF")).toBeNull();
  });
});

describe("a sku taken in the back-office between the import's check and its batch", () => {
  /** The import over the real repository, `meanwhile` run just before its batch is sent. */
  const racing = (meanwhile: () => Promise<unknown>) => {
    const repo = catalogCsvRepo(env.DB);
    return catalogCsvService({
      repo: {
        ...repo,
        apply: async (input: Parameters<typeof repo.apply>[0]) => {
          await meanwhile();
          return repo.apply(input);
        },
      },
      deliverStockAlerts: async () => {},
    });
  };
  const file = (lines: Line[]) => new TextEncoder().encode(csvOf(lines)).buffer as ArrayBuffer;
  const createInEditor = (sku: string) => async () => {
    const o = await owner();
    const res = await o.b.json("/api/admin/catalog/products", "POST", {
      sku,
      name: "Criado no editor",
      nameEs: null,
      description: "",
      descriptionEs: null,
      categoryId: 1,
      subcategoryId: null,
      priceCents: 1000,
      salePriceCents: null,
      active: false,
      taxCategory: "normal",
      manufacturerId: null,
      model: null,
      gtin: null,
      safetyWarnings: [],
      safetyWarningsEs: null,
      size: null,
      color: null,
      packCount: null,
      stock: 0,
    });
    expect(res.status).toBe(201);
  };

  it("a new product's sku, or a new variant's, created meanwhile: 'changed meanwhile', nothing of the file written", async () => {
    for (const [lines, sku] of [
      [[line({ product_sku: "CORRIDA-P", variant_sku: "CORRIDA-P", stock: "3" })], "CORRIDA-P"],
      [
        [
          line({
            product_sku: "SKU-20",
            name: "Body Teste",
            name_es: "",
            category: "roupas-bebe",
            subcategory: "",
            price: "15,00",
            variant_sku: "CORRIDA-V",
            size: "9M",
          }),
        ],
        "CORRIDA-V",
      ],
    ] as const) {
      const before = await snapshot();
      const imports = (await auditRows("catalog.imported")).length;
      await expect(racing(createInEditor(sku)).importCsv(file([...lines]), { mode: "all", dryRun: false }, OWNER)).rejects.toThrow(e.changedMeanwhile);
      const after = await snapshot();
      // Only the editor's product (its row, its default variant, its history and audit row) is new.
      expect(after.products.length).toBe(before.products.length + 1);
      expect(after.variants.length).toBe(before.variants.length + 1);
      expect(await auditRows("catalog.imported")).toHaveLength(imports);
      expect((await env.DB.prepare("SELECT count(*) AS n FROM product_variants WHERE sku = ?1").bind(sku).first<{ n: number }>())!.n).toBe(1);
    }
  });
});
