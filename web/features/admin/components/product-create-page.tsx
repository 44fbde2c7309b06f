import { Link, useNavigate } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { catalogProductsCopy } from "../../../../shared/copy/back-office/catalog-products";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Spinner } from "../../../components/ui/spinner";
import { useAdminMe } from "../api/admin-api";
import { useCatalogChoices } from "../api/catalog-api";
import { ProductEditorForm } from "./product-editor-form";

const t = adminCopy.catalog;
const tp = catalogProductsCopy;

/**
 * 'Novo produto' (issue 44, decisions/0052): the editor's form, empty, with the product's sku and its first variant;
 * once created, the product's own page opens (images, more variants, stock). The owner's: staff are sent back.
 */
export function ProductCreatePage() {
  const choices = useCatalogChoices();
  const me = useAdminMe();
  const navigate = useNavigate();
  const back = (
    <Link to={`${ADMIN_PATH}/catalogo`} className="text-sm underline">
      {t.back}
    </Link>
  );
  if (choices.isPending || me.isPending) return <Spinner label={adminCopy.loading} />;
  if (choices.error)
    return (
      <div className="space-y-4">
        {back}
        <ErrorRetry message={adminCopy.loadError} onRetry={() => void choices.refetch()} />
      </div>
    );
  const owner = me.data?.role === "owner";
  return (
    <div className="space-y-4">
      {back}
      <h1 className="text-2xl font-bold">{tp.newProduct}</h1>
      <p className="text-sm text-stone-700">{owner ? tp.createIntro : t.ownerOnly}</p>
      {owner && (
        <section aria-label={tp.newProduct} className="rounded-2xl border border-stone-200 bg-white p-4">
          <ProductEditorForm
            id={null}
            onCreated={(id) => {
              navigate(`${ADMIN_PATH}/catalogo/${id}`);
              window.scrollTo(0, 0);
            }}
            history={[]}
            categories={choices.data.categories}
            subcategories={choices.data.subcategories}
            manufacturers={choices.data.manufacturers}
            owner
          />
        </section>
      )}
    </div>
  );
}
