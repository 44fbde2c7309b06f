import { Link, useLocation, useParams } from "react-router";
import { ADMIN_PATH } from "../../../../shared/admin-path";
import { adminCopy } from "../../../../shared/copy/back-office/admin";
import { ErrorRetry } from "../../../components/ui/error-retry";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { useAdminMe } from "../api/admin-api";
import { useAdminProduct } from "../api/catalog-api";
import { ProductActions } from "./product-actions";
import { ProductEditorForm } from "./product-editor-form";
import { ProductImages } from "./product-images";
import { VariantStock } from "./variant-stock";

const t = adminCopy.catalog;

/** A product in the back-office (issue 34): the editor (the owner's) and its variants' stock (anyone of the team). */
export function ProductEditorPage() {
  const id = Number(useParams().id);
  const product = useAdminProduct(id);
  const owner = useAdminMe().data?.role === "owner";
  // A copy just made says so on its own page (issue 44).
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const back = (
    <Link to={`${ADMIN_PATH}/catalogo`} className="text-sm underline">
      {t.back}
    </Link>
  );
  if (product.isPending) return <Spinner label={adminCopy.loading} />;
  if (product.error)
    return (
      <div className="space-y-4">
        {back}
        {product.error instanceof ApiError && product.error.status === 404 ? (
          <p role="alert">{product.error.message}</p>
        ) : (
          <ErrorRetry message={adminCopy.loadError} onRetry={() => void product.refetch()} />
        )}
      </div>
    );
  const d = product.data;
  const { id: _id, sku, stockQuantity: _stock, archivedAt, ...editable } = d.product;
  return (
    <div className="space-y-4">
      {back}
      <h1 className="text-2xl font-bold">
        {d.product.name} <span className="font-mono text-base text-stone-600">{sku}</span>
      </h1>
      {notice && (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {notice}
        </p>
      )}
      <ProductActions key={id} id={id} sku={sku} archivedAt={archivedAt} owner={owner} />
      <section aria-label={t.editor} className="rounded-2xl border border-stone-200 bg-white p-4">
        <ProductEditorForm
          key={`${id}:${archivedAt ?? ""}`}
          id={id}
          product={editable}
          history={d.history}
          categories={d.categories}
          subcategories={d.subcategories}
          manufacturers={d.manufacturers}
          owner={owner}
        />
      </section>
      <section aria-label={t.images} className="rounded-2xl border border-stone-200 bg-white p-4">
        <h2 className="mb-3 font-semibold">{t.images}</h2>
        <ProductImages productId={id} owner={owner} />
      </section>
      <section aria-label={t.variants} className="rounded-2xl border border-stone-200 bg-white p-4">
        <h2 className="mb-3 font-semibold">{t.variants}</h2>
        <VariantStock productId={id} productSku={sku} variants={d.variants} owner={owner} />
      </section>
    </div>
  );
}
