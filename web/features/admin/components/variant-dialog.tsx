import * as Dialog from "@radix-ui/react-dialog";
import { useForm } from "react-hook-form";
import { variantCreateSchema, variantUpdateSchema } from "../../../../shared/admin-catalog";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { copyText } from "../../../../shared/copy-keys";
import { DialogActions, DialogContent } from "../../../components/ui/dialog";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { ApiError } from "../../../lib/api-client";
import { useVariantWrites } from "../api/catalog-api";
import { cents, errorText, euros } from "./admin-format";

const t = adminCopy.catalog;
const f = t.variantFields;

/** A variant as the editor reads it. */
export interface EditableVariant {
  id: number;
  sku: string;
  size: string | null;
  color: string | null;
  /** The colour's Spanish name (color_names), null when untranslated. */
  colorEs: string | null;
  packCount: number | null;
  /** One unit's weight in grams (issue 49), null when not weighed. */
  weightGrams: number | null;
  priceCents: number | null;
  salePriceCents: number | null;
  active: boolean;
}

type Values = {
  sku: string;
  size: string;
  color: string;
  colorEs: string;
  packCount: string;
  weightGrams: string;
  price: string;
  salePrice: string;
  active: boolean;
  stock: string;
};
/** The API's field names, and the form's field each one is typed in. */
const FIELD_OF: Record<string, keyof Values> = { priceCents: "price", salePriceCents: "salePrice" };
const blank = (s: string) => (s.trim() === "" ? null : s.trim());
const whole = (s: string) => (s.trim() === "" ? null : /^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

/**
 * A variant's form in a dialog (issue 34): a new one (its sku, and the units already in the shop as a stock entry) or
 * an existing one (its sku fixed: it names its images' folder and its orders). Checked as the API checks it; the API's
 * refusals (a sku or options in use, the last variant on sale) land on their field.
 */
export function VariantDialog({
  productId,
  variant,
  open,
  onOpenChange,
  onSaved,
}: {
  productId: number;
  variant: EditableVariant | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const { create, update } = useVariantWrites(productId);
  const save = variant ? update : create;
  const form = useForm<Values>({
    defaultValues: {
      sku: variant?.sku ?? "",
      size: variant?.size ?? "",
      color: variant?.color ?? "",
      colorEs: variant?.colorEs ?? "",
      packCount: variant?.packCount === null || variant?.packCount === undefined ? "" : String(variant.packCount),
      weightGrams: variant?.weightGrams === null || variant?.weightGrams === undefined ? "" : String(variant.weightGrams),
      price: euros(variant?.priceCents ?? null),
      salePrice: euros(variant?.salePriceCents ?? null),
      active: variant?.active ?? true,
      stock: "0",
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((x) => {
    const fields = {
      size: blank(x.size),
      color: blank(x.color),
      // The Spanish name goes with a colour only (issue 44: without it /es/ shows the Portuguese one).
      colorEs: blank(x.color) === null ? undefined : blank(x.colorEs),
      packCount: whole(x.packCount),
      weightGrams: whole(x.weightGrams),
      priceCents: cents(x.price),
      salePriceCents: cents(x.salePrice),
      active: x.active,
    };
    const parsed = variant ? variantUpdateSchema.safeParse(fields) : variantCreateSchema.safeParse({ ...fields, sku: x.sku, stock: whole(x.stock) ?? 0 });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])] ?? (String(issue.path[0]) as keyof Values);
        const notEuros = (field === "price" || field === "salePrice") && Number.isNaN(cents(x[field]));
        const notWhole = (field === "packCount" || field === "weightGrams" || field === "stock") && Number.isNaN(whole(x[field]));
        form.setError(field, { message: notEuros ? t.euros : notWhole ? t.whole : copyText(issue.message) });
      }
      return;
    }
    const onError = (err: Error) =>
      err instanceof ApiError && err.field && form.setError(FIELD_OF[err.field] ?? (err.field as keyof Values), { message: err.message });
    const onSuccess = () => {
      onOpenChange(false);
      onSaved();
    };
    if (variant) update.mutate({ id: variant.id, json: parsed.data as never }, { onSuccess, onError });
    else create.mutate(parsed.data as never, { onSuccess, onError });
  });
  const text = (name: Exclude<keyof Values, "active">, label: string, props: { inputMode?: "numeric" | "decimal" } = {}, hint?: string) => (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <TextInput id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...props} {...form.register(name)} />
      )}
    </Field>
  );
  const refused = save.error && !(save.error instanceof ApiError && save.error.field) ? errorText(save.error) : null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto" aria-describedby={undefined}>
        <Dialog.Title className="text-lg font-bold">{t.variantTitle(variant?.sku ?? null)}</Dialog.Title>
        <p className="mt-1 text-sm text-stone-700">{t.variantIntro}</p>
        <form noValidate onSubmit={submit} className="mt-4 space-y-3">
          {!variant && text("sku", f.sku)}
          <div className="grid gap-3 sm:grid-cols-2">
            {text("size", f.size)}
            {text("color", f.color)}
          </div>
          {text("colorEs", f.colorEs, {}, f.colorEsHint)}
          {text("packCount", f.packCount, { inputMode: "numeric" })}
          {text("weightGrams", f.weightGrams, { inputMode: "numeric" })}
          <div className="grid gap-3 sm:grid-cols-2">
            {text("price", f.price, { inputMode: "decimal" })}
            {text("salePrice", f.salePrice, { inputMode: "decimal" })}
          </div>
          {!variant && text("stock", f.stock, { inputMode: "numeric" })}
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="size-4" {...form.register("active")} />
            {f.active}
          </label>
          <FormError>{errors.active?.message ?? refused}</FormError>
          <DialogActions close={t.cancel}>
            <button type="submit" className="btn-primary" disabled={save.isPending}>
              {t.save}
            </button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog.Root>
  );
}
