import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { type ProductUpdate, productCreateSchema, productUpdateSchema, TAX_CATEGORIES } from "../../../../shared/admin-catalog";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { catalogProductsCopy } from "../../../../shared/copy/back-office/catalog-products";
import { copyText } from "../../../../shared/copy-keys";
import { formatCents } from "../../../../shared/money";
import { type PriceHistoryEntry, referencePriceCents } from "../../../../shared/reference-price";
import { Field, inputClass, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { Select } from "../../../components/ui/select";
import { ApiError } from "../../../lib/api-client";
import { useCreateProduct, useSaveProduct } from "../api/catalog-api";
import { cents, euros } from "./admin-format";

const t = adminCopy.catalog;
const tp = catalogProductsCopy;
const f = t.fields;
const NONE = "nenhum";
const blank = (s: string) => (s.trim() === "" ? null : s.trim());
const whole = (s: string) => (s.trim() === "" ? null : /^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

type Values = Omit<
  ProductUpdate,
  "priceCents" | "salePriceCents" | "safetyWarnings" | "safetyWarningsEs" | "categoryId" | "subcategoryId" | "manufacturerId"
> & {
  price: string;
  salePrice: string;
  warnings: string;
  warningsEs: string;
  categoryId: string;
  subcategoryId: string;
  manufacturerId: string;
  /** A new product's own sku and its first variant (issue 44); unused when editing. */
  sku: string;
  size: string;
  color: string;
  packCount: string;
  stock: string;
};
/** The form's values of a product as the API gives it (prices in euros, warnings one per line). */
const valuesOf = (p: ProductUpdate): Values => ({
  ...p,
  price: euros(p.priceCents),
  salePrice: euros(p.salePriceCents),
  warnings: p.safetyWarnings.join("\n"),
  warningsEs: (p.safetyWarningsEs ?? []).join("\n"),
  categoryId: String(p.categoryId),
  subcategoryId: p.subcategoryId === null ? NONE : String(p.subcategoryId),
  manufacturerId: p.manufacturerId === null ? NONE : String(p.manufacturerId),
  nameEs: p.nameEs ?? "",
  descriptionEs: p.descriptionEs ?? "",
  model: p.model ?? "",
  gtin: p.gtin ?? "",
  sku: "",
  size: "",
  color: "",
  packCount: "",
  stock: "0",
});
/** A new product's form (issue 44): empty, in the first category, normal VAT, inactive until the owner says so. */
const blankValues = (categoryId: number | undefined): Values => ({
  ...valuesOf({
    name: "",
    nameEs: null,
    description: "",
    descriptionEs: null,
    categoryId: categoryId ?? 0,
    subcategoryId: null,
    priceCents: 0,
    salePriceCents: null,
    active: false,
    taxCategory: "normal",
    manufacturerId: null,
    model: null,
    gtin: null,
    safetyWarnings: [],
    safetyWarningsEs: null,
  }),
  price: "",
});
const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

interface Props {
  /** The product edited, or null for a new one (issue 44), which `onCreated` then opens. */
  id: number | null;
  onCreated?: (id: number) => void;
  /** The product as saved; none for a new one. */
  product?: ProductUpdate;
  history: PriceHistoryEntry[];
  categories: { id: number; name: string }[];
  subcategories: { id: number; categoryId: number; name: string }[];
  manufacturers: { id: number; name: string }[];
  owner: boolean;
}

/**
 * The product editor (issue 34): names and descriptions in both languages, category, prices (with the 30-day reference
 * price the shop will show, EU Omnibus), active, VAT category and the product-safety fields. Checked as the API checks
 * it before it is sent; the API's refusals land on their field. Staff see it read-only.
 */
export function ProductEditorForm({ id, onCreated, product: p, history, categories, subcategories, manufacturers, owner }: Props) {
  const update = useSaveProduct(id ?? 0);
  const create = useCreateProduct();
  const save = id === null ? create : update;
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ defaultValues: p ? valuesOf(p) : blankValues(categories[0]?.id) });
  const { errors } = form.formState;
  const v = form.watch();
  const toInput = (x: Values): unknown => ({
    name: x.name,
    nameEs: x.nameEs?.trim() ? x.nameEs : null,
    description: x.description,
    descriptionEs: x.descriptionEs?.trim() ? x.descriptionEs : null,
    categoryId: Number(x.categoryId),
    subcategoryId: x.subcategoryId === NONE ? null : Number(x.subcategoryId),
    priceCents: cents(x.price),
    salePriceCents: cents(x.salePrice),
    active: x.active,
    taxCategory: x.taxCategory,
    manufacturerId: x.manufacturerId === NONE ? null : Number(x.manufacturerId),
    model: x.model?.trim() ? x.model : null,
    gtin: x.gtin?.trim() ? x.gtin.trim() : null,
    safetyWarnings: lines(x.warnings),
    safetyWarningsEs: x.warningsEs.trim() ? lines(x.warningsEs) : null,
  });
  const FIELD_OF: Record<string, keyof Values> = {
    priceCents: "price",
    salePriceCents: "salePrice",
    stock: "stock",
    safetyWarnings: "warnings",
    safetyWarningsEs: "warningsEs",
  };
  const fieldOf = (key: string) => (FIELD_OF[key] ?? key) as keyof Values;
  const submit = form.handleSubmit((x) => {
    setSaved(false);
    const input = toInput(x) as Record<string, unknown>;
    const refused = (issues: { path: PropertyKey[]; message: string }[]) => {
      for (const issue of issues) {
        const field = fieldOf(String(issue.path[0]));
        const notEuros = (field === "price" || field === "salePrice") && Number.isNaN(cents(x[field]));
        const notWhole = (field === "packCount" || field === "stock") && Number.isNaN(whole(x[field]));
        form.setError(field, { message: notEuros ? t.euros : notWhole ? t.whole : copyText(issue.message) });
      }
    };
    const onError = (err: Error) => err instanceof ApiError && err.field && form.setError(fieldOf(err.field), { message: err.message });
    if (id === null) {
      const first = { sku: x.sku, size: blank(x.size), color: blank(x.color), packCount: whole(x.packCount), stock: whole(x.stock) ?? 0 };
      const parsed = productCreateSchema.safeParse({ ...input, ...first });
      if (!parsed.success) return refused(parsed.error.issues);
      create.mutate(parsed.data, { onSuccess: (data) => onCreated?.(data.product.id), onError });
      return;
    }
    const parsed = productUpdateSchema.safeParse(input);
    if (!parsed.success) return refused(parsed.error.issues);
    update.mutate(parsed.data, {
      onSuccess: (data) => {
        form.reset(valuesOf(data.product));
        setSaved(true);
      },
      onError,
    });
  });
  const sale = cents(v.salePrice);
  const price = cents(v.price);
  const reference =
    sale && price && !Number.isNaN(sale) && !Number.isNaN(price)
      ? referencePriceCents([...history, { priceCents: price, salePriceCents: sale, effectiveFrom: new Date().toISOString() }])
      : null;
  const text = (name: keyof Values, label: string, multiline = false) => (
    <Field label={label} error={errors[name]?.message}>
      {({ id: fid, describedBy, invalid }) =>
        multiline ? (
          <textarea
            id={fid}
            rows={4}
            className={`${inputClass.replace("h-11 ", "")} min-h-24 py-2`}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...form.register(name)}
          />
        ) : (
          <TextInput id={fid} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...form.register(name)} />
        )
      }
    </Field>
  );
  const select = (name: "categoryId" | "subcategoryId" | "manufacturerId" | "taxCategory", label: string, options: { value: string; label: string }[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div>
          <Select
            stacked
            id={`produto-${name}`}
            label={label}
            value={String(field.value)}
            options={options}
            onChange={field.onChange}
            invalid={!!errors[name]}
          />
          {errors[name]?.message && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors[name].message}
            </p>
          )}
        </div>
      )}
    />
  );
  return (
    <form noValidate onSubmit={submit} aria-label={t.editor} className="space-y-4">
      {!owner && <p className="rounded-xl bg-stone-100 px-3 py-2 text-sm">{t.ownerOnly}</p>}
      <fieldset disabled={!owner} className="grid min-w-0 gap-4 md:grid-cols-2 [&>*]:min-w-0">
        {id === null && text("sku", tp.createFields.sku)}
        {id === null && <div className="hidden md:block" />}
        {text("name", f.name)}
        {text("nameEs", f.nameEs)}
        {text("description", f.description, true)}
        {text("descriptionEs", f.descriptionEs, true)}
        {select(
          "categoryId",
          f.category,
          categories.map((c) => ({ value: String(c.id), label: c.name })),
        )}
        {select("subcategoryId", f.subcategory, [
          { value: NONE, label: f.noSubcategory },
          ...subcategories.filter((s) => String(s.categoryId) === v.categoryId).map((s) => ({ value: String(s.id), label: s.name })),
        ])}
        {text("price", f.price)}
        {text("salePrice", f.salePrice)}
        <p className="text-sm text-stone-700 md:col-span-2" aria-live="polite">
          {reference !== null ? t.reference(formatCents(reference)) : t.noReference}
        </p>
        {select(
          "taxCategory",
          f.taxCategory,
          TAX_CATEGORIES.map((c) => ({ value: c, label: f.taxCategories[c] })),
        )}
        {select("manufacturerId", f.manufacturer, [
          { value: NONE, label: f.noManufacturer },
          ...manufacturers.map((m) => ({ value: String(m.id), label: m.name })),
        ])}
        {text("model", f.model)}
        {text("gtin", f.gtin)}
        {text("warnings", f.warnings, true)}
        {text("warningsEs", f.warningsEs, true)}
        {/* Issue 44 (decisions/0062): the Spanish shop shows the Portuguese warnings until these are written. */}
        {v.warnings.trim() !== "" && v.warningsEs.trim() === "" && (
          <p role="status" className="rounded-xl bg-amber-100 px-3 py-2 text-sm text-amber-900 md:col-span-2">
            {f.warningsEsMissing}
          </p>
        )}
        {id === null && (
          <fieldset className="grid min-w-0 gap-4 rounded-xl border border-stone-200 p-3 md:col-span-2 md:grid-cols-2 [&>*]:min-w-0">
            <legend className="px-1 text-sm font-semibold">{tp.createFields.firstVariant}</legend>
            <p className="text-sm text-stone-700 md:col-span-2">{tp.createFields.firstVariantHint}</p>
            {text("size", t.variantFields.size)}
            {text("color", t.variantFields.color)}
            {text("packCount", t.variantFields.packCount)}
            {text("stock", tp.createFields.stock)}
          </fieldset>
        )}
        <label className="flex items-center gap-2 text-sm font-medium md:col-span-2">
          <input type="checkbox" className="size-4" {...form.register("active")} />
          {f.active}
        </label>
      </fieldset>
      <FormError>
        {save.error && !(save.error instanceof ApiError && save.error.field)
          ? save.error instanceof ApiError
            ? save.error.message
            : adminCopy.loadError
          : null}
      </FormError>
      {saved && (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t.saved}
        </p>
      )}
      {owner && (
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {id === null ? tp.create : t.save}
        </button>
      )}
    </form>
  );
}
