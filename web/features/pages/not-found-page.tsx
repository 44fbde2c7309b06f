import { Link } from "react-router";
import { commonCopy } from "#copy/common";
import { paths } from "../../../shared/paths";
import { useDocumentTitle } from "../../lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle(commonCopy.notFound.title);
  return (
    <div className="container-page py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{commonCopy.notFound.title}</h1>
      <p className="mt-2 text-stone-600">{commonCopy.notFound.text}</p>
      <Link to={paths.home} className="btn-primary mt-8">
        {commonCopy.notFound.home}
      </Link>
    </div>
  );
}
