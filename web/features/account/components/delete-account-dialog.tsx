import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useNavigate } from "react-router";
import { copy } from "../../../../shared/copy";
import { client, unwrap } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { endSessionLocally } from "../../auth/api/session";

const t = copy.account;

/** DESIGN §6.2: EXCLUIR MINHA CONTA — a confirmation naming the consequences, real deletion, then signed out. */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await unwrap(client.api.account.$delete());
      onOpenChange(false);
      endSessionLocally();
      navigate("/", { replace: true });
      void toast.success(t.deleted);
    } catch {
      void toast.error(t.deleteError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content role="alertdialog" className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold">{t.deleteTitle}</Dialog.Title>
          <Dialog.Description className="text-sm text-stone-700">{t.deleteText}</Dialog.Description>
          <div className="flex gap-2">
            <Dialog.Close className="btn-outline flex-1">{t.cancel}</Dialog.Close>
            <button type="button" className="btn flex-1 bg-red-700 text-white hover:bg-red-800" disabled={busy} onClick={() => void confirm()}>
              {t.deleteConfirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
