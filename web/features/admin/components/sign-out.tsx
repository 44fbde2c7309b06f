import { useState } from "react";
import { useLocation } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { paths } from "../../../../shared/paths";
import { FormError } from "../../../components/ui/form-error";
import { ApiError } from "../../../lib/api-client";
import { signOutNow } from "../../../lib/auth-client";
import { errorText } from "./admin-format";

/**
 * Leaves the back-office (issue 44): the session ended on the server, then the sign-in page loaded afresh (as every way
 * out of the back-office is a page load: nothing it read stays in memory), which comes back to `back` once signed in.
 */
function useSignOutTo() {
  const [pending, setPending] = useState(false);
  const go = async (back: string) => {
    setPending(true);
    try {
      await signOutNow();
    } finally {
      window.location.assign(paths.auth({ voltar: back }));
    }
  };
  return { pending, go };
}

/** 'Sair' in the back-office's header: signs out and opens the sign-in page (back to the back-office after it). */
export function SignOutButton() {
  const { pending, go } = useSignOutTo();
  return (
    <button type="button" className="text-sm font-medium underline" disabled={pending} onClick={() => void go(ADMIN_PATH)}>
      {adminCopy.nav.signOut}
    </button>
  );
}

/**
 * A back-office action's refusal: the API's message and, when the action needs a sign-in of the last 30 minutes (a
 * refund, a cancellation, a change to the team: 'reauthentication_required'), 'Entrar de novo', which signs out (the
 * sign-in page would otherwise send a signed-in member straight back) and returns to this very page once signed in.
 */
export function ActionError({ error }: { error: unknown }) {
  const { pending, go } = useSignOutTo();
  const location = useLocation();
  if (!error) return null;
  const again = error instanceof ApiError && error.code === "reauthentication_required";
  return (
    <div className="mt-2 space-y-2">
      <FormError>{errorText(error)}</FormError>
      {again && (
        <button type="button" className="btn-outline inline-flex" disabled={pending} onClick={() => void go(`${location.pathname}${location.search}`)}>
          {adminCopy.signInAgain}
        </button>
      )}
    </div>
  );
}
