import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { skuSchema } from "../../../../shared/admin-catalog";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { catalogProductsCopy } from "../../../../shared/copy/back-office/catalog-products";
import { copyText } from "../../../../shared/copy-keys";
import { DialogActions, DialogContent } from "../../../components/ui/dialog";
import { Field, TextInput } from "../../../components/ui/field";
import { FormError } from "../../../components/ui/form-error";
import { ApiError } from "../../../lib/api-client";
import { useProductLifecycle } from "../api/catalog-api";
import { errorText, formatDay } from "./admin-format";

const t = adminCopy.catalog;
const tp = catalogProductsCopy;

/**
 * The owner's 'Duplicar' and 'Arquivar' / 'Desarquivar' of a product (issue 44, decisions/0052). The copy asks for
 * its sku and opens when made (inactive, no stock, no images); archiving asks first, and says the product is never
 * deleted. An archived product says so above its editor.
 */
export function ProductActions({ id, sku, archivedAt, owner }: { id: number; sku: string; archivedAt: string | null; owner: boolean }) {
  const { duplicate, archive } = useProductLifecycle(id);
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [copySku, setCopySku] = useState("");
  const [skuError, setSkuError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submitCopy = (e: FormEvent) => {
    e.preventDefault();
    const parsed = skuSchema.safeParse(copySku);
    if (!parsed.success) return setSkuError(copyText(parsed.error.issues[0]?.message ?? "") || null);
    setSkuError(null);
    duplicate.mutate(parsed.data, {
      onSuccess: (data) => {
        setCopying(false);
        navigate(`${ADMIN_PATH}/catalogo/${data.product.id}`, { state: { notice: tp.duplicated } });
        window.scrollTo(0, 0);
      },
      onError: (err) => err instanceof ApiError && err.field === "sku" && setSkuError(err.message),
    });
  };
  const setArchived = (archived: boolean) =>
    archive.mutate(archived, {
      onSuccess: () => {
        setArchiving(false);
        setDone(archived ? null : tp.unarchived);
      },
    });
  const refused = archive.error ? errorText(archive.error) : null;

  return (
    <div className="space-y-3">
      {archivedAt && (
        <p role="status" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {tp.archivedBanner(formatDay(archivedAt))}
        </p>
      )}
      {done && (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {done}
        </p>
      )}
      {owner && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={() => setCopying(true)}>
            {tp.duplicateButton}
          </button>
          {archivedAt ? (
            <button type="button" className="btn-outline" disabled={archive.isPending} onClick={() => setArchived(false)}>
              {tp.unarchiveButton}
            </button>
          ) : (
            <button type="button" className="btn-outline" onClick={() => setArchiving(true)}>
              {tp.archiveButton}
            </button>
          )}
        </div>
      )}
      {!archiving && <FormError>{refused}</FormError>}

      <Dialog.Root open={copying} onOpenChange={setCopying}>
        <DialogContent aria-describedby={undefined} className="max-h-[90dvh] overflow-y-auto">
          <Dialog.Title className="text-lg font-bold">{tp.duplicateTitle}</Dialog.Title>
          <p className="mt-2 text-sm text-stone-700">{tp.duplicateIntro(sku)}</p>
          <form noValidate onSubmit={submitCopy} className="mt-4 space-y-3">
            <Field label={tp.duplicateSku} error={skuError ?? undefined}>
              {({ id: fid, describedBy, invalid }) => (
                <TextInput
                  id={fid}
                  value={copySku}
                  autoCapitalize="characters"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  onChange={(e) => setCopySku(e.target.value)}
                />
              )}
            </Field>
            <FormError>
              {duplicate.error && !(duplicate.error instanceof ApiError && duplicate.error.field === "sku") ? errorText(duplicate.error) : null}
            </FormError>
            <DialogActions close={t.cancel}>
              <button type="submit" className="btn-primary" disabled={duplicate.isPending}>
                {tp.duplicateConfirm}
              </button>
            </DialogActions>
          </form>
        </DialogContent>
      </Dialog.Root>

      <Dialog.Root open={archiving} onOpenChange={setArchiving}>
        <DialogContent aria-describedby={undefined}>
          <Dialog.Title className="text-lg font-bold">{tp.archiveTitle}</Dialog.Title>
          <p className="mt-2 text-sm text-stone-700">{tp.archiveIntro}</p>
          <FormError>{refused}</FormError>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Dialog.Close className="btn-outline">{t.cancel}</Dialog.Close>
            <button type="button" className="btn-primary" disabled={archive.isPending} onClick={() => setArchived(true)}>
              {tp.archiveButton}
            </button>
          </div>
        </DialogContent>
      </Dialog.Root>
    </div>
  );
}
