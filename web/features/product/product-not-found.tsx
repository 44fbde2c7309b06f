import { Link } from "react-router";
import { commonCopy } from "#copy/common";
import { shopCopy } from "#copy/shop";
import { paths } from "../../../shared/paths";

export function ProductNotFound() {
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-2xl font-bold">{shopCopy.product.notFound}</h1>
      <Link to={paths.home} className="btn-primary mt-6">
        {commonCopy.common.backHome}
      </Link>
    </div>
  );
}
