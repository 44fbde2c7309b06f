import { AlertCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { orderPagesCopy } from "#copy/order-pages";
import { guestEmailOf } from "../../../../shared/guest-orders";
import { isPaidStatus } from "../../../../shared/order-display";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useRequireSession } from "../../../lib/use-require-session";
import { useGuestOrder, useOrder } from "../api/orders-api";
import { GuestAccountOffer } from "./guest-account-offer";
import { Actions, CancelledView, PaidView, PendingView } from "./order-success-views";

const t = orderPagesCopy.orderPages;

/** The order could not be shown: a heading, the reason (SPEC §8), a retry when asking again can help, the way home. */
function Failed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="space-y-4 text-center">
      <AlertCircle aria-hidden className="mx-auto size-12 text-red-600" />
      <h1 className="text-2xl font-extrabold">{t.failedTitle}</h1>
      {onRetry ? <ErrorRetry message={message} onRetry={onRetry} /> : <p role="alert">{message}</p>}
      <div className="pt-2">
        <Actions orders={false} />
      </div>
    </div>
  );
}

/**
 * /order-success?order_id=<id>&session_id=<id> (SPEC §2, §4), where the payment page returns; links written before
 * SPEC's name was read (`pedido=<id>`, as in payment pages already open) keep working. The order is read from
 * the server, which confirms a pending payment with the provider (DESIGN §5: the page never writes 'paid'). Once the
 * order is paid, `onPaid` runs once (web/app clears the cart and the shipping selection: a feature cannot reach them).
 * With `chave`, a guest's order (issue 44, decisions/0058): its page by its link, no account needed, and 'Criar conta'
 * offered once it is paid (while nobody is signed in).
 */
export function OrderSuccessPage({ onPaid }: { onPaid?: () => void }) {
  useDocumentTitle(t.successTitle);
  const [params] = useSearchParams();
  const key = params.get("chave") ?? "";
  const signedIn = useRequireSession(key === "");
  const id = params.get("order_id") || params.get("pedido") || "";
  const own = useOrder(key ? "" : id);
  const guest = useGuestOrder(key ? id : "", key);
  const { query, pollingDone } = key ? guest : own;
  // A guest's page is anyone's who holds its link; the account offer while nobody else is signed in (and, once made
  // here, it stays to say so).
  const session = key ? true : signedIn;
  const guestEmail = key && query.data ? guestEmailOf(query.data) : null;
  const offer = guestEmail && (!signedIn || signedIn.user.email === guestEmail) ? <GuestAccountOffer email={guestEmail} signedIn={!!signedIn} /> : null;
  const order = query.data;
  const paid = !!order && isPaidStatus(order.status);

  const paidFor = useRef<string | null>(null);
  const latestOnPaid = useRef(onPaid);
  latestOnPaid.current = onPaid;
  useEffect(() => {
    if (!paid || !order || paidFor.current === order.id) return;
    paidFor.current = order.id;
    latestOnPaid.current?.();
  }, [paid, order]);

  let body: ReactNode;
  if (!session) body = <Spinner page />;
  else if (!id) body = <Failed message={t.missingInfo} />;
  else if (order) {
    // A failed poll keeps what was read last (query.data stays); only a first read that fails is an error.
    if (paid) body = <PaidView order={order} guest={key !== ""} offer={offer} />;
    else if (order.status === "cancelled") body = <CancelledView order={order} guest={key !== ""} />;
    else if (order.status === "pending")
      body = <PendingView order={order} checking={query.isFetching} gaveUp={pollingDone} onCheck={() => void query.refetch()} guest={key !== ""} />;
    else body = <Failed message={t.unexpected} />;
  } else if (query.isError) {
    // Refused (another customer's order, an id that is none): the server's reason, and asking again will not help.
    const refused = query.error instanceof ApiError && query.error.status < 500 && query.error.code !== "http_error";
    body = refused ? <Failed message={query.error.message} /> : <Failed message={t.loadDetailsError} onRetry={() => void query.refetch()} />;
  } else body = <Spinner label={t.checking} />;
  return <div className="container-page max-w-4xl py-8 sm:py-12">{body}</div>;
}
