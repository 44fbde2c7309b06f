import type { ProfileInput } from "../../../shared/account-rules";
import type { AddressInput } from "../../../shared/address-rules";
import type { Lang } from "../../../shared/languages";
import { randomToken } from "../../lib/crypto";
import { DomainError } from "../../lib/domain-error";
import type { AccountService } from "../account/account.service";
import type { AddressesService } from "../addresses/addresses.service";
import type { Buyer } from "../orders/orders.service";
import type { PreRegistrationsRepo } from "./pre-registrations.repo";

/** A guest's pre-registration lives a day. */
export const PRE_REGISTRATION_TTL_S = 24 * 3600;

interface Deps {
  repo: PreRegistrationsRepo;
  account: AccountService;
  addresses: AddressesService;
  now?: () => Date;
}

const missing = () => new DomainError("pre_registration_not_found", (t) => t.checkout.preRegistrationMissing);

/**
 * The guest's way through the checkout (SPEC §4, DESIGN §6.7): the server creates the pre-registration with an
 * unguessable id (never one the browser chose), keeps the profile and the address in it, and at the credentials step
 * turns it into the account (customer record and default address), then deletes it.
 */
export function preRegistrationService({ repo, account, addresses, now = () => new Date() }: Deps) {
  const iso = () => now().toISOString();
  return {
    async start(email: string): Promise<string> {
      if (await account.emailExists(email)) throw new DomainError("user_already_registered", (t) => t.errors.userAlreadyRegistered, "email");
      const id = randomToken();
      await repo.create(id, email, new Date(now().getTime() + PRE_REGISTRATION_TTL_S * 1000).toISOString(), iso());
      return id;
    },

    async get(id: string | undefined) {
      const found = id ? await repo.get(id, iso()) : null;
      if (!found) throw missing();
      return found;
    },

    async saveProfile(id: string | undefined, profile: ProfileInput) {
      if (!id || !(await repo.saveProfile(id, profile, iso()))) throw missing();
    },

    async saveAddress(id: string | undefined, address: AddressInput) {
      if (!id || !(await repo.saveAddress(id, address, iso()))) throw missing();
    },

    /**
     * 'Continuar sem criar conta' (issue 44, decisions/0058): the guest buys with the pre-registration's e-mail, profile
     * and address, without an account. An e-mail that became an account's meanwhile signs in instead (409), so an
     * account's orders are never placed without it.
     */
    async guestBuyer(id: string | undefined): Promise<Buyer> {
      const pre = await this.get(id);
      if (!pre.profile || !pre.address) throw new DomainError("pre_registration_incomplete", (t) => t.checkout.preRegistrationIncomplete);
      if (await account.emailExists(pre.email)) throw new DomainError("user_already_registered", (t) => t.errors.userAlreadyRegistered, "email");
      const { firstName, fullName, phone } = pre.profile;
      return { id: null, email: pre.email, address: { ...pre.address, firstName, fullName, phone } };
    },

    /** Creates the account from the pre-registration; the web then signs in with the same password. */
    async complete(id: string | undefined, password: string, lang: Lang) {
      const pre = await this.get(id);
      if (!pre.profile || !pre.address) throw new DomainError("pre_registration_incomplete", (t) => t.checkout.preRegistrationIncomplete);
      const { id: userId } = await account.signUp({ email: pre.email, password, firstName: pre.profile.firstName, fullName: pre.profile.fullName }, lang);
      const user = { id: userId, email: pre.email };
      await account.saveCustomer(user, pre.profile);
      const saved = await addresses.add(userId, {
        ...pre.address,
        firstName: pre.profile.firstName,
        fullName: pre.profile.fullName,
        phone: pre.profile.phone,
      });
      await repo.remove(id!);
      return { email: pre.email, addressId: saved.id };
    },
  };
}
export type PreRegistrationService = ReturnType<typeof preRegistrationService>;
