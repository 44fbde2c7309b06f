import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState } from "react";
import { MAX_IMAGE_BYTES, UPLOAD_IMAGE_TYPES } from "../../../../shared/admin-catalog";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { IMAGE_SIZES } from "../../../../shared/image-sizes";
import { DialogContent } from "../../../components/ui/dialog";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { FormError } from "../../../components/ui/form-error";
import { ProductImage } from "../../../components/ui/product-image";
import { Spinner } from "../../../components/ui/spinner";
import { useProductImages } from "../api/catalog-api";
import { errorText } from "./admin-format";

const t = adminCopy.catalog;
const ACCEPT = Object.keys(UPLOAD_IMAGE_TYPES).join(",");
const small = "btn-outline h-8 px-2 text-xs";

/**
 * A product's images in the back-office (issue 34): the list as the shop shows it (the first is the main image), and
 * for the owner an upload (JPEG, PNG or WebP up to 5 MB: the server reads the real type from the bytes), moving one
 * left or right, making one the main image, and deleting one after a confirmation.
 */
export function ProductImages({ productId, owner }: { productId: number; owner: boolean }) {
  const { list, upload, reorder, remove } = useProductImages(productId);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  if (list.isPending) return <Spinner label={adminCopy.loading} />;
  if (list.error) return <ErrorRetry message={adminCopy.loadError} onRetry={() => void list.refetch()} />;
  const images = list.data.images;
  const busy = upload.isPending || reorder.isPending || remove.isPending;
  const failure = [upload, reorder, remove].find((m) => m.error)?.error;
  const moveTo = (from: number, to: number) => {
    const keys = [...images];
    const [key] = keys.splice(from, 1);
    keys.splice(to, 0, key!);
    setNote(null);
    reorder.mutate(keys);
  };
  const send = (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    setNote(null);
    setTooLarge(file.size > MAX_IMAGE_BYTES);
    if (file.size > MAX_IMAGE_BYTES) return;
    upload.mutate(file, {
      onSuccess: () => setNote(t.uploaded),
      onSettled: () => {
        if (input.current) input.current.value = ""; // the same file may be chosen again
      },
    });
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">{t.imagesIntro}</p>
      {images.length === 0 ? (
        <p className="text-sm text-stone-600">{t.noImages}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {images.map((key, i) => (
            <li key={key} className="flex flex-col gap-2 rounded-xl border border-stone-200 p-2">
              <div className="relative">
                <ProductImage
                  imageKey={key}
                  alt={t.imageAlt(i + 1)}
                  size={180}
                  sizes={IMAGE_SIZES.backOffice}
                  fit="contain"
                  className="w-full rounded-lg bg-stone-100"
                />
                {i === 0 && <span className="absolute left-1 top-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">{t.main}</span>}
              </div>
              <p className="truncate font-mono text-xs text-stone-600" title={key}>
                {key.split("/")[1]}
              </p>
              {owner && (
                <div className="flex flex-wrap gap-1">
                  <button type="button" className={small} aria-label={t.imageUp(i + 1)} disabled={busy || i === 0} onClick={() => moveTo(i, i - 1)}>
                    ←
                  </button>
                  <button
                    type="button"
                    className={small}
                    aria-label={t.imageDown(i + 1)}
                    disabled={busy || i === images.length - 1}
                    onClick={() => moveTo(i, i + 1)}
                  >
                    →
                  </button>
                  {i > 0 && (
                    <button type="button" className={small} disabled={busy} onClick={() => moveTo(i, 0)}>
                      {t.makeMain}
                    </button>
                  )}
                  <button type="button" className={`${small} border-rose-300 text-rose-800`} aria-label={t.deleteImage(i + 1)} onClick={() => setDeleting(key)}>
                    ✕
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {owner && (
        <div>
          <label htmlFor={inputId} className={`btn-primary inline-flex cursor-pointer ${busy ? "pointer-events-none opacity-60" : ""}`}>
            {upload.isPending ? t.uploading : t.upload}
          </label>
          <input ref={input} id={inputId} type="file" accept={ACCEPT} className="sr-only" disabled={busy} onChange={(e) => send(e.target.files?.[0])} />
        </div>
      )}
      {note && (
        <p role="status" className="text-sm text-emerald-900">
          {note}
        </p>
      )}
      <FormError>{tooLarge ? t.imageTooLarge : failure ? errorText(failure) : null}</FormError>
      <Dialog.Root open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent aria-describedby={undefined}>
          <Dialog.Title className="text-lg font-bold">{t.deleteImage(images.indexOf(deleting ?? "") + 1)}</Dialog.Title>
          <p className="mt-2 text-sm">{t.confirmDelete}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Dialog.Close className="btn-outline">{t.cancel}</Dialog.Close>
            <button
              type="button"
              className="btn-primary"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.split("/")[1]!, { onSettled: () => setDeleting(null) })}
            >
              {t.deleteConfirm}
            </button>
          </div>
        </DialogContent>
      </Dialog.Root>
    </div>
  );
}
