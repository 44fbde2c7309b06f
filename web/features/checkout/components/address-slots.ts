import type { ComponentType } from "react";
import type { Destination } from "../../../lib/checkout-store";

/**
 * The add-address dialog and the guest's address form belong to the addresses feature: web/app passes them in. Both
 * start from `destination` (the country and postal code calculated in the cart drawer) when there is one.
 */
export type AddressDialog = ComponentType<{ open: boolean; onOpenChange: (o: boolean) => void; destination?: Destination | null }>;
export type GuestAddressForm = ComponentType<{ onSaved: () => void; destination?: Destination | null }>;
