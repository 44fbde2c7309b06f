import { Link } from "react-router";
import { copy } from "../../../shared/copy";
import { paths } from "../../../shared/paths";
import { useDocumentTitle } from "../../lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle(copy.notFound.title);
  return (
    <div className="container-page py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{copy.notFound.title}</h1>
      <p className="mt-2 text-stone-600">{copy.notFound.text}</p>
      <Link to={paths.home} className="btn-primary mt-8">
        {copy.notFound.home}
      </Link>
    </div>
  );
}
