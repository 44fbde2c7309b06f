import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { cartRemindersCopy } from "#copy/cart-reminders";
import { paths } from "../../../../shared/paths";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { restoreLines } from "../../../lib/cart-restore";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useRestoreCart, useStopReminders } from "../api/cart-reminders-api";

const t = cartRemindersCopy.cartReminders.page;

/**
 * /carrinho-guardado (issue 50): a cart reminder's links. `?c=<token>` puts the e-mail's cart back (today's prices, up to
 * the stock; what is no longer sold is said) and offers the cart; `&parar=1` stops the reminders in one click. No
 * account needed: the link is the proof.
 */
export function SavedCartPage({ openCart }: { openCart: () => void }) {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const token = params.get("c") ?? "";
  const stopping = params.get("parar") === "1";
  const restore = useRestoreCart();
  // The lines put back in the browser's cart (the cart's own check of today's prices and stock).
  const put = useMutation({ mutationFn: restoreLines });
  const stop = useStopReminders();
  const asked = useRef(false);

  const run = () => {
    if (!token) return;
    if (stopping) stop.mutate(token);
    else restore.mutate(token, { onSuccess: (lines) => put.mutate(lines) });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link is acted on once, as the page opens
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    run();
  }, []);

  const failed = stopping ? stop.error : (restore.error ?? put.error);
  const notFound = !token || (failed instanceof ApiError && failed.status === 404);
  let body: ReactNode;
  if (notFound) body = <p role="alert">{t.notFound}</p>;
  else if (failed) body = <ErrorRetry message={stopping ? t.stopError : t.error} onRetry={run} />;
  else if (stopping) body = stop.isSuccess ? <p role="status">{t.stopped}</p> : <Spinner label={t.stopping} />;
  else if (!put.data) body = <Spinner label={t.restoring} />;
  else {
    const r = put.data;
    body = (
      <div role="status" className="space-y-3">
        <p className="font-medium">{r.added > 0 ? t.restored(r.added) : t.nothing}</p>
        {r.capped.map((c) => (
          <p key={c.name}>{t.capped(c.name, c.stock)}</p>
        ))}
        {r.unavailable.length > 0 && (
          <div>
            <p>{t.unavailable}</p>
            <ul className="list-disc pl-5">
              {r.unavailable.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        )}
        {r.unnamed > 0 && <p>{t.unnamed(r.unnamed)}</p>}
        {r.added > 0 && (
          <button type="button" className="btn-primary h-11 px-5" onClick={openCart}>
            {t.viewCart}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl space-y-5 px-4 py-10">
      <h1 className="text-2xl font-extrabold">{t.title}</h1>
      <div className="card space-y-4 p-5">{body}</div>
      <Link to={paths.home} className="font-semibold text-brand-700 underline">
        {t.shop}
      </Link>
    </div>
  );
}
