import { Spinner } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/session";
import type { AddressDialog, GuestAddressForm } from "../components/address-slots";
import { CustomerDelivery } from "../components/customer-delivery";
import { GuestDelivery } from "../components/guest-delivery";

/** SPEC §4 shipping step: a guest fills the address into the pre-registration; a signed-in customer picks a saved one. */
export function CheckoutShippingStep({ AddressDialog, GuestAddressForm }: { AddressDialog: AddressDialog; GuestAddressForm: GuestAddressForm }) {
  const session = useSession();
  if (session.isPending) return <Spinner />;
  if (!session.data) return <GuestDelivery GuestAddressForm={GuestAddressForm} />;
  return <CustomerDelivery AddressDialog={AddressDialog} />;
}
