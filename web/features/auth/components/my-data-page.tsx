import { copy } from "../../../../shared/copy";
import { paths } from "../../../../shared/paths";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { refreshSession, useSession } from "../../../lib/session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { MyDataForm } from "./my-data-form";

/** /meus-dados: view and edit first name, full name, birth date, phone and NIF (SPEC §5 my-data rules). */
export function MyDataPage() {
  useDocumentTitle(copy.account.myDataTitle);
  const { data } = useSession();
  if (!data) return null;
  return (
    <div className="space-y-6">
      <Breadcrumb
        items={[{ label: copy.common.home, to: paths.home }, { label: copy.account.overview, to: paths.account }, { label: copy.account.myDataTitle }]}
      />
      <h1 className="text-2xl font-extrabold">{copy.account.myDataTitle}</h1>
      <div className="max-w-lg card p-5">
        <MyDataForm session={data} onSaved={() => void refreshSession()} />
      </div>
    </div>
  );
}
