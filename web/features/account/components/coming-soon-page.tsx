import { copy } from "../../../../shared/copy";
import { EmptyState } from "../../../components/ui/empty-state";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** Meus Pedidos and Endereços until the checkout issue: they say so plainly. */
export function ComingSoonPage({ kind }: { kind: "orders" | "addresses" }) {
  const title = kind === "orders" ? copy.account.orders : copy.account.addresses;
  useDocumentTitle(title);
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-extrabold">{title}</h1>
      <EmptyState compact>
        <p>{kind === "orders" ? copy.account.soonOrders : copy.account.soonAddresses}</p>
      </EmptyState>
    </div>
  );
}
