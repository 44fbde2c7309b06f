import { AlertCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { birthListsCopy } from "#copy/birth-lists";
import { checkoutCopy } from "#copy/checkout";
import { orderPagesCopy } from "#copy/order-pages";
import { ordersCopy } from "#copy/orders";
import { countryName, orderLineOptions, orderNumber } from "../../../../shared/order-display";
import { paths } from "../../../../shared/paths";
import { outsideEuVatArea } from "../../../../shared/shipping";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { FormError } from "../../../components/ui/form-error";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { useRequireSession } from "../../../lib/use-require-session";
import { usePayPendingOrder, usePendingPaymentOrder } from "../api/pending-payment-api";
import { OrderSummary } from "../components/order-summary";
import { PaymentMethodsNote } from "../components/payment-methods-note";

const t = orderPagesCopy.pendingPayment;

/** The order could not be paid here: why, and the ways on (the orders page when it exists, home always). */
function Refused({ title, message, orders }: { title: string; message: string; orders?: boolean }) {
  return (
    <section className="card space-y-4 p-6 text-center">
      <AlertCircle aria-hidden className="mx-auto size-10 text-red-600" />
      <h2 className="text-lg font-bold">{title}</h2>
      <p role="alert" className="text-stone-700">
        {message}
      </p>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        {orders && (
          <Link to={paths.orders} className="btn-primary">
            {t.seeOrders}
          </Link>
        )}
        <Link to={paths.home} className={orders ? "btn-outline" : "btn-primary"}>
          {t.backHome}
        </Link>
      </div>
    </section>
  );
}

/**
 * /checkout/payment?pendente=<id> (SPEC §4 'Finalizar Pagamento'): an order placed earlier is paid as it is. Its lines,
 * delivery and totals come from the server, so neither the cart nor a shipping choice is needed; the button asks for a
 * new payment session (POST …/pay) and goes to the payment page. A refusal (409) shows the server's message.
 */
export function PendingOrderPayment({ orderId }: { orderId: string }) {
  const session = useRequireSession();
  const query = usePendingPaymentOrder(session?.user.id, orderId);
  const pay = usePayPendingOrder();
  const [error, setError] = useState<string | null>(null);
  const order = query.data;

  const start = async () => {
    setError(null);
    try {
      const { url } = await pay.mutateAsync(orderId);
      window.location.assign(url);
    } catch (err) {
      setError(err instanceof ApiError && err.status < 500 && err.code !== "http_error" ? err.message : checkoutCopy.checkout.payError);
      if (err instanceof ApiError && err.status === 409) void query.refetch();
    }
  };

  let step: ReactNode;
  if (!session || query.isPending) step = <Spinner label={t.loading} />;
  else if (query.isError) {
    const refused = query.error instanceof ApiError && query.error.status < 500 && query.error.code !== "http_error";
    step = refused ? (
      <Refused title={t.notFoundTitle} message={query.error.message} />
    ) : (
      <section className="card p-6">
        <ErrorRetry message={t.loadError} onRetry={() => void query.refetch()} />
      </section>
    );
  } else if (order?.status !== "pending") step = <Refused title={t.notPendingTitle} message={ordersCopy.orders.notPending} orders />;
  else if (order.paymentMethod) step = <Refused title={t.notPendingTitle} message={ordersCopy.orders.paymentInProgress} orders />;
  else
    step = (
      <section aria-labelledby="passo-pagamento" className="card space-y-5 p-5">
        <h2 id="passo-pagamento" className="text-lg font-bold">
          {t.title}
        </h2>
        <p className="text-sm text-stone-700">{t.text(orderNumber(order.id))}</p>
        <p className="rounded-xl border border-stone-200 p-4 text-sm">
          <span className="font-semibold">{orderPagesCopy.orderPages.delivery}: </span>
          {orderPagesCopy.orderPages.deliveryMethod(order.shippingServiceName, order.shippingDelay)} ·{" "}
          {order.giftDelivery
            ? birthListsCopy.birthLists.gift.deliveredToParents(order.giftDelivery.city)
            : `${order.shippingPostalCode} ${countryName(order.shippingCountry)}`}
        </p>
        <PaymentMethodsNote country={order.shippingCountry} verifiedEmail={session.user.emailVerified} canVerify />
        <FormError>{error}</FormError>
        <button type="button" className="btn-primary w-full py-3" onClick={() => void start()} disabled={pay.isPending}>
          {pay.isPending ? checkoutCopy.checkout.paying : checkoutCopy.checkout.payPending}
        </button>
      </section>
    );

  const lines = (order?.status === "pending" ? order.items : []).map((l) => ({
    id: l.productId,
    variantId: l.variantId,
    name: l.productName,
    options: orderLineOptions(l) || undefined,
    imageKey: l.imageKey,
    priceCents: l.unitPriceCents,
    quantity: l.quantity,
  }));
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0">{step}</div>
      {order && lines.length > 0 && (
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <OrderSummary
            items={lines}
            delivery={{ name: order.shippingServiceName, costCents: order.shippingCents }}
            discount={{
              code: null,
              discountCents: order.discountCents,
              freeDelivery: false,
              lines: order.items.flatMap((i) =>
                i.variantId === null ? [] : [{ productId: i.productId, variantId: i.variantId, discountCents: i.discountCents }],
              ),
            }}
            // Its lines were priced for its destination: without VAT outside the EU's VAT territory (decisions/0054).
            vatFree={outsideEuVatArea(order.shippingCountry, order.shippingPostalCode)}
          />
        </aside>
      )}
    </div>
  );
}
