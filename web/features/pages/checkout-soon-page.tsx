import { Link } from "react-router";
import { copy } from "../../../shared/copy";
import { paths } from "../../../shared/paths";
import { useDocumentTitle } from "../../lib/use-document-title";

/** /checkout until the checkout issue lands: says so plainly, keeps the cart. */
export function CheckoutSoonPage() {
  useDocumentTitle(copy.checkout.soonTitle);
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-2xl font-bold">{copy.checkout.soonTitle}</h1>
      <p className="mx-auto mt-3 max-w-md text-stone-600">{copy.checkout.soonText}</p>
      <Link to={paths.catalogue} className="btn-primary mt-8">
        {copy.cart.continueShopping}
      </Link>
    </div>
  );
}
