import { Link } from "react-router";
import { copy } from "../../../shared/copy";
import { paths } from "../../../shared/paths";

export function ProductNotFound() {
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-2xl font-bold">{copy.product.notFound}</h1>
      <Link to={paths.home} className="btn-primary mt-6">
        {copy.common.backHome}
      </Link>
    </div>
  );
}
