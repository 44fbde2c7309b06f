import { MapPin, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { addressesCopy } from "#copy/addresses";
import { commonCopy } from "#copy/common";
import { paths } from "../../../../shared/paths";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { useAddresses } from "../../../lib/address-queries";
import { toast } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { AddAddressDialog } from "./add-address-dialog";
import { AddressItem } from "./address-item";

const t = addressesCopy.addresses;

/** /enderecos (SPEC §2): the saved addresses, default first, with add, delete and set-default. */
export function AddressesPage() {
  useDocumentTitle(t.title);
  const { query } = useAddresses();
  const [adding, setAdding] = useState(false);
  const items = query.data ?? [];

  useEffect(() => {
    if (query.isError) void toast.error(t.loadError);
  }, [query.isError]);

  const addButton = (
    <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
      <Plus aria-hidden className="size-4" />
      {t.add}
    </button>
  );

  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: commonCopy.common.home, to: paths.home }, { label: t.breadcrumb }]} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        {items.length > 0 && addButton}
      </div>
      {query.isPending ? (
        <p role="status" className="text-stone-600">
          {t.loading}
        </p>
      ) : query.isError ? (
        <ErrorRetry message={t.loadError} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={MapPin} title={t.empty} action={addButton}>
          <p>{t.emptyText}</p>
        </EmptyState>
      ) : (
        <ul aria-label={t.listLabel} className="grid gap-4 lg:grid-cols-2">
          {items.map((a) => (
            <AddressItem key={a.id} address={a} />
          ))}
        </ul>
      )}
      <AddAddressDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
