import * as Dialog from "@radix-ui/react-dialog";
import { useNavigate } from "react-router";
import { accountCopy } from "../../../../shared/copy/account";
import { paths } from "../../../../shared/paths";
import { DialogContent } from "../../../components/ui/dialog";
import { endSessionLocally } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useDeleteAccount } from "../api/account-mutations";

const t = accountCopy.account;

/** DESIGN §6.2: EXCLUIR MINHA CONTA — a confirmation naming the consequences, real deletion, then signed out. */
export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const confirm = async () => {
    try {
      await deleteAccount.mutateAsync();
      onOpenChange(false);
      endSessionLocally();
      navigate(paths.home, { replace: true });
      void toast.success(t.deleted);
    } catch {
      void toast.error(t.deleteError);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="space-y-4">
        <Dialog.Title className="text-lg font-bold">{t.deleteTitle}</Dialog.Title>
        <Dialog.Description className="text-sm text-stone-700">{t.deleteText}</Dialog.Description>
        <div className="flex gap-2">
          <Dialog.Close className="btn-outline flex-1">{t.cancel}</Dialog.Close>
          <button type="button" className="btn flex-1 bg-red-700 text-white hover:bg-red-800" disabled={deleteAccount.isPending} onClick={() => void confirm()}>
            {t.deleteConfirm}
          </button>
        </div>
      </DialogContent>
    </Dialog.Root>
  );
}
