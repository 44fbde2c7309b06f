import { type AddressInput, MAX_ADDRESSES } from "../../../shared/address-rules";
import { DomainError } from "../../lib/domain-error";
import type { AddressesRepo } from "./addresses.repo";

const notFound = () => new DomainError("address_not_found", (t) => t.addresses.notFound);

/** A signed-in customer's saved addresses; the user id always comes from the session. */
export function addressesService(repo: AddressesRepo) {
  return {
    list: (userId: string) => repo.list(userId),

    /** The first address becomes the default (SPEC §4 leaves it to the customer; docs/spec-deviations.md A2). */
    async add(userId: string, input: AddressInput) {
      const saved = await repo.add(userId, input, MAX_ADDRESSES);
      if (!saved) throw new DomainError("address_limit", (t) => t.addresses.tooMany(MAX_ADDRESSES));
      return saved;
    },

    async setDefault(userId: string, id: string) {
      if (!(await repo.setDefault(userId, id))) throw notFound();
    },

    async remove(userId: string, id: string) {
      if (!(await repo.remove(userId, id))) throw notFound();
    },
  };
}
export type AddressesService = ReturnType<typeof addressesService>;
