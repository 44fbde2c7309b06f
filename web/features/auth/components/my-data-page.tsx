import { accountCopy } from "#copy/account";
import { commonCopy } from "#copy/common";
import { paths } from "../../../../shared/paths";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { refreshSession, useSession } from "../../../lib/session";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { CartReminderConsent } from "./cart-reminder-consent";
import { MyDataForm } from "./my-data-form";

/** /meus-dados: view and edit first name, full name, birth date, phone and NIF (SPEC §5 my-data rules). */
export function MyDataPage() {
  useDocumentTitle(accountCopy.account.myDataTitle);
  const { data } = useSession();
  if (!data) return null;
  return (
    <div className="space-y-6">
      <Breadcrumb
        items={[
          { label: commonCopy.common.home, to: paths.home },
          { label: accountCopy.account.overview, to: paths.account },
          { label: accountCopy.account.myDataTitle },
        ]}
      />
      <h1 className="text-2xl font-extrabold">{accountCopy.account.myDataTitle}</h1>
      <div className="max-w-lg card p-5">
        <MyDataForm session={data} onSaved={() => void refreshSession()} />
      </div>
      <div className="max-w-lg card p-5">
        <CartReminderConsent enabled={data.user.cartReminders} />
      </div>
    </div>
  );
}
