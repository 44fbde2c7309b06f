import * as Dialog from "@radix-ui/react-dialog";
import { copy } from "../../../../shared/copy";
import type { SessionData } from "../api/session";
import { ProfileForm } from "./profile-form";

/** The blocking complete-profile form: no close button, Escape and outside clicks do nothing. */
export default function CompleteProfileModal({ session }: { session: SessionData }) {
  const google = !session.user.hasPassword;
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed inset-0 z-50 overflow-y-auto bg-white p-6 sm:inset-auto sm:left-1/2 sm:top-8 sm:max-h-[90vh] sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:rounded-2xl"
        >
          <Dialog.Title className="text-xl font-extrabold">{google ? copy.profile.googleTitle : copy.profile.title}</Dialog.Title>
          <Dialog.Description className="mb-4 mt-1 text-sm text-stone-600">{copy.profile.text}</Dialog.Description>
          <ProfileForm session={session} variant={google ? "google" : "profile"} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
