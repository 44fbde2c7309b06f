import { copy } from "../../../../shared/copy";
import { EmptyState } from "../../../components/ui/empty-state";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** Meus Pedidos until the checkout issue: it says so plainly. */
export function ComingSoonPage() {
  useDocumentTitle(copy.account.orders);
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-extrabold">{copy.account.orders}</h1>
      <EmptyState compact>
        <p>{copy.account.soonOrders}</p>
      </EmptyState>
    </div>
  );
}
