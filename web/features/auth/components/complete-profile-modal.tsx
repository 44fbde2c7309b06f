import * as Dialog from "@radix-ui/react-dialog";
import { accountCopy } from "#copy/account";
import { DialogContent } from "../../../components/ui/dialog";
import type { SessionData } from "../../../lib/session";
import { CompleteProfileForm } from "./complete-profile-form";

/** The blocking complete-profile form: no close button, Escape and outside clicks do nothing. */
export default function CompleteProfileModal({ session }: { session: SessionData }) {
  const google = !session.user.hasPassword;
  return (
    <Dialog.Root open>
      <DialogContent
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        placement="free"
        className="inset-0 overflow-y-auto p-6 sm:inset-auto sm:left-1/2 sm:top-8 sm:max-h-[90vh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:rounded-2xl"
      >
        <Dialog.Title className="text-xl font-extrabold">{google ? accountCopy.profile.googleTitle : accountCopy.profile.title}</Dialog.Title>
        <Dialog.Description className="mb-4 mt-1 text-sm text-stone-600">{accountCopy.profile.text}</Dialog.Description>
        <CompleteProfileForm session={session} google={google} />
      </DialogContent>
    </Dialog.Root>
  );
}
