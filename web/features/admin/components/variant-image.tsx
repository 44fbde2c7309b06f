import { useId } from "react";
import { MAX_IMAGE_BYTES, UPLOAD_IMAGE_TYPES } from "../../../../shared/admin-catalog";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { FormError } from "../../../components/ui/form-error";
import { ProductImage } from "../../../components/ui/product-image";
import { useVariantImage } from "../api/catalog-api";
import { errorText } from "./admin-format";

const t = adminCopy.catalog;
const ACCEPT = Object.keys(UPLOAD_IMAGE_TYPES).join(",");

/**
 * A variant's own photo (a colour's), the owner's: shown when a shopper picks it, else the product's images show. It
 * lives in the variant's sku folder; the server reads its type from its bytes and replaces the one before.
 */
export function VariantImage({ variantId, sku, imageKey }: { variantId: number; sku: string; imageKey: string | null }) {
  const { put, remove } = useVariantImage(variantId);
  const inputId = useId();
  const busy = put.isPending || remove.isPending;
  const failure = put.error ?? remove.error;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {imageKey && (
        <ProductImage imageKey={imageKey} alt={t.variantImageAlt(sku)} size={48} lazy={false} fit="contain" className="size-12 rounded-lg bg-stone-100" />
      )}
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        className="peer sr-only"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ""; // the same file may be chosen again
          if (file && file.size <= MAX_IMAGE_BYTES) put.mutate(file);
        }}
      />
      <label htmlFor={inputId} className="btn-outline inline-flex h-9 cursor-pointer px-3 text-xs peer-focus-visible:ring-3 peer-focus-visible:ring-brand-600">
        {imageKey ? t.replaceVariantImage(sku) : t.addVariantImage(sku)}
      </label>
      {imageKey && (
        <button type="button" className="btn-outline h-9 px-3 text-xs" disabled={busy} onClick={() => remove.mutate()}>
          {t.removeVariantImage}
        </button>
      )}
      <FormError>{failure ? errorText(failure) : null}</FormError>
    </div>
  );
}
