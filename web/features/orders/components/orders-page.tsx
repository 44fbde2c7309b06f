import { Package } from "lucide-react";
import { Link } from "react-router";
import { commonCopy } from "#copy/common";
import { orderPagesCopy } from "#copy/order-pages";
import { paths } from "../../../../shared/paths";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useOrders } from "../api/orders-api";
import { OrderCard } from "./order-card";

const t = orderPagesCopy.orderPages;

/** /meus-pedidos (SPEC §2): the customer's orders, newest first, in euro with pt-PT dates (DESIGN §6.1). */
/** `openCart`: the cart feature's drawer, passed in by the app (features do not reach each other). */
export function OrdersPage({ openCart }: { openCart?: () => void } = {}) {
  useDocumentTitle(t.title);
  const query = useOrders();
  const orders = query.data ?? [];
  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: commonCopy.common.home, to: paths.home }, { label: t.title }]} />
      <h1 className="text-2xl font-extrabold">{t.title}</h1>
      {query.isPending ? (
        <p role="status" className="text-stone-600">
          {t.loading}
        </p>
      ) : query.isError ? (
        <ErrorRetry message={t.loadError} onRetry={() => void query.refetch()} />
      ) : orders.length === 0 ? (
        <EmptyState
          icon={Package}
          title={t.empty}
          action={
            <Link to={paths.catalogue} className="btn-primary">
              {t.explore}
            </Link>
          }
        >
          <p>{t.emptyText}</p>
        </EmptyState>
      ) : (
        <ul aria-label={t.listLabel} className="space-y-4">
          {orders.map((o) => (
            <li key={o.id}>
              <OrderCard order={o} openCart={openCart} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
