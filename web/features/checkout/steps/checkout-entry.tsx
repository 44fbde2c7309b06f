import { Navigate } from "react-router";
import { paths } from "../../../../shared/paths";
import { Spinner } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/session";

/** SPEC §4 checkout entry: no user goes to the e-mail step; a complete profile (NIF stored) to shipping; otherwise profile. */
export function CheckoutEntry() {
  const session = useSession();
  if (session.isPending) return <Spinner />;
  if (!session.data) return <Navigate to={paths.checkoutEmail} replace />;
  return <Navigate to={session.data.profileComplete ? paths.checkoutShipping : paths.checkoutProfile} replace />;
}
