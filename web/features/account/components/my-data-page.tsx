import { copy } from "../../../../shared/copy";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { refreshSession, useSession } from "../../auth/api/session";
import { ProfileForm } from "../../auth/components/profile-form";

/** /meus-dados: view and edit first name, full name, birth date, phone and NIF (SPEC §5 my-data rules). */
export function MyDataPage() {
  useDocumentTitle(copy.account.myDataTitle);
  const { data } = useSession();
  if (!data) return null;
  return (
    <div className="space-y-6">
      <Breadcrumb items={[{ label: copy.common.home, to: "/" }, { label: copy.account.overview, to: "/minha-conta" }, { label: copy.account.myDataTitle }]} />
      <h1 className="text-2xl font-extrabold">{copy.account.myDataTitle}</h1>
      <div className="max-w-lg rounded-2xl border border-stone-200 bg-white p-5">
        <ProfileForm session={data} variant="my-data" onSaved={() => void refreshSession()} />
      </div>
    </div>
  );
}
