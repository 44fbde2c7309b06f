import { useEffect, useId, useState } from "react";
import { cartRemindersCopy } from "#copy/cart-reminders";
import { refreshSession } from "../../../lib/session";
import { useSetCartReminders } from "../api/account-api";

const t = cartRemindersCopy.cartReminders;

/**
 * 'Lembretes do carrinho' (issue 50): the customer's consent to one e-mail about a cart left behind, off unless they
 * turned it on (here or at sign-up); saved as it is ticked, and said.
 */
export function CartReminderConsent({ enabled }: { enabled: boolean }) {
  const id = useId();
  const save = useSetCartReminders();
  // Shown as ticked at once; put back if the server did not keep it.
  const [shown, setShown] = useState(enabled);
  useEffect(() => setShown(enabled), [enabled]);
  return (
    <section aria-labelledby={`${id}-titulo`} className="space-y-2">
      <h2 id={`${id}-titulo`} className="text-lg font-bold">
        {t.consentTitle}
      </h2>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          aria-describedby={`${id}-ajuda`}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          checked={shown}
          disabled={save.isPending}
          onChange={(e) => {
            const on = e.target.checked;
            setShown(on);
            save.mutate(on, { onSuccess: () => void refreshSession(), onError: () => setShown(!on) });
          }}
        />
        <div>
          <label htmlFor={id}>{t.consent}</label>
          <p id={`${id}-ajuda`} className="text-xs text-stone-600">
            {t.consentHint}
          </p>
        </div>
      </div>
      <p role="status" className="text-sm text-stone-700">
        {save.isError ? <span className="text-red-700">{t.consentError}</span> : save.isSuccess ? shown ? t.consentOn : t.consentOff : null}
      </p>
    </section>
  );
}
