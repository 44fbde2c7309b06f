import { type ReactNode, useId, useState } from "react";
import { STOCK_REASONS } from "../../../../shared/admin-catalog";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { formatCents } from "../../../../shared/money";
import { inputClass } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { useVariantStock, useVariantWrites } from "../api/catalog-api";
import { errorText } from "./admin-format";
import { type EditableVariant, VariantDialog } from "./variant-dialog";
import { VariantImage } from "./variant-image";

const t = adminCopy.catalog;
/** The shop's input, at a width of its own (inputClass is full width). */
const sized = (width: string) => inputClass.replace("w-full", width);

interface Variant extends EditableVariant {
  stockQuantity: number;
  lowStockThreshold: number;
  imageKey: string | null;
}

/** One variant's row: its stock, an adjustment (received, damaged, a count) and, for the owner, its low-stock threshold. */
function VariantRow({ productId, v, owner, children }: { productId: number; v: Variant; owner: boolean; children?: ReactNode }) {
  const { adjust, threshold } = useVariantStock(productId, v.id);
  const [reason, setReason] = useState<(typeof STOCK_REASONS)[number]>("received");
  const [quantity, setQuantity] = useState("");
  const [limit, setLimit] = useState(String(v.lowStockThreshold));
  const ids = { reason: useId(), quantity: useId(), limit: useId() };
  const low = v.stockQuantity <= v.lowStockThreshold;
  return (
    <li className="flex flex-wrap items-start gap-x-6 gap-y-3 py-3">
      <dl className="grid min-w-48 grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-stone-600">{t.variant.sku}</dt>
        <dd className="font-mono text-xs leading-5">{v.sku}</dd>
        <dt className="text-stone-600">{t.variant.option}</dt>
        <dd>
          {[v.size, v.color, v.packCount && `×${v.packCount}`].filter(Boolean).join(" · ") || "—"}
          {!v.active && <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-medium">{t.inactive}</span>}
        </dd>
        <dt className="text-stone-600">{t.variant.price}</dt>
        <dd>
          {v.priceCents === null ? "—" : formatCents(v.salePriceCents ?? v.priceCents)}
          {v.salePriceCents !== null && v.priceCents !== null && <s className="ml-2 text-stone-500">{formatCents(v.priceCents)}</s>}
        </dd>
        <dt className="text-stone-600">{t.variant.stock}</dt>
        <dd className={`font-semibold ${low ? "text-amber-800" : ""}`}>{v.stockQuantity}</dd>
      </dl>
      <div>
        <p className="mb-1 text-sm text-stone-600">{t.variant.threshold}</p>
        {owner ? (
          <form
            className="flex items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              threshold.mutate(Number(limit));
            }}
          >
            <label htmlFor={ids.limit} className="sr-only">
              {t.variant.threshold} {v.sku}
            </label>
            <input id={ids.limit} inputMode="numeric" value={limit} onChange={(e) => setLimit(e.target.value)} className={sized("w-20")} />
            <button type="submit" className="btn-outline h-9 px-3 text-xs" disabled={threshold.isPending}>
              {t.saveThreshold}
            </button>
          </form>
        ) : (
          v.lowStockThreshold
        )}
        <FormError>{threshold.error ? errorText(threshold.error) : null}</FormError>
      </div>
      <div>
        <p className="mb-1 text-sm text-stone-600">{t.variant.adjust}</p>
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const n = Number(quantity);
            adjust.mutate(reason === "count" ? { reason, quantity: n } : { reason, quantity: n }, { onSuccess: () => setQuantity("") });
          }}
        >
          <label htmlFor={ids.reason} className="sr-only">
            {t.reason} {v.sku}
          </label>
          <select id={ids.reason} value={reason} onChange={(e) => setReason(e.target.value as typeof reason)} className={sized("w-36")}>
            {STOCK_REASONS.map((r) => (
              <option key={r} value={r}>
                {t.reasons[r]}
              </option>
            ))}
          </select>
          <label htmlFor={ids.quantity} className="sr-only">
            {t.quantity} {v.sku}
          </label>
          <input
            id={ids.quantity}
            inputMode="numeric"
            placeholder={t.quantity}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            className={sized("w-28")}
          />
          <button type="submit" className="btn-primary h-9 px-3 text-xs" disabled={adjust.isPending}>
            {t.adjust}
          </button>
        </form>
        {adjust.data && (
          <p role="status" className="mt-1 text-xs text-emerald-800">
            {t.adjusted(v.sku, adjust.data.stockQuantity)}
          </p>
        )}
        <FormError>{adjust.error ? errorText(adjust.error) : null}</FormError>
      </div>
      {children}
    </li>
  );
}

/**
 * The product's variants and their stock (issue 34): every adjustment is audited and applied at once. The owner also
 * edits each variant (options, own price, on sale or not), moves it up or down (the order the shop offers them in) and
 * adds new ones, each in a dialog; focus comes back to the button that opened it.
 */
export function VariantStock({ productId, productSku, variants, owner }: { productId: number; productSku: string; variants: Variant[]; owner: boolean }) {
  const { reorder } = useVariantWrites(productId);
  const [editing, setEditing] = useState<Variant | "new" | null>(null);
  const [saved, setSaved] = useState(false);
  const open = (v: Variant | "new") => {
    setSaved(false);
    setEditing(v);
  };
  const move = (from: number, to: number) => {
    const ids = variants.map((v) => v.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    setSaved(false);
    reorder.mutate(ids);
  };
  return (
    <div>
      <ul className="divide-y divide-stone-100">
        {variants.map((v, i) => (
          <VariantRow key={v.id} productId={productId} v={v} owner={owner}>
            {owner && (
              <div className="flex flex-wrap items-center gap-2 self-center">
                <button type="button" className="btn-outline h-9 px-3 text-xs" onClick={() => open(v)}>
                  {t.editVariant}
                </button>
                <button
                  type="button"
                  className="btn-outline h-9 px-3 text-xs"
                  aria-label={t.moveUp(v.sku)}
                  disabled={i === 0 || reorder.isPending}
                  onClick={() => move(i, i - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn-outline h-9 px-3 text-xs"
                  aria-label={t.moveDown(v.sku)}
                  disabled={i === variants.length - 1 || reorder.isPending}
                  onClick={() => move(i, i + 1)}
                >
                  ↓
                </button>
                {/* The variant under the product's own sku shows the product's images (one folder per sku). */}
                {v.sku !== productSku && <VariantImage variantId={v.id} sku={v.sku} imageKey={v.imageKey} />}
              </div>
            )}
          </VariantRow>
        ))}
      </ul>
      <FormError>{reorder.error ? errorText(reorder.error) : null}</FormError>
      {saved && (
        <p role="status" className="mt-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t.variantSaved}
        </p>
      )}
      {owner && (
        <button type="button" className="btn-outline mt-3" onClick={() => open("new")}>
          {t.addVariant}
        </button>
      )}
      {editing && (
        <VariantDialog
          key={editing === "new" ? "new" : editing.id}
          productId={productId}
          variant={editing === "new" ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={() => setSaved(true)}
        />
      )}
    </div>
  );
}
