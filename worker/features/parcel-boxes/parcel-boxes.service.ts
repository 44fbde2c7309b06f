import { parcelBoxesCopy } from "../../../shared/copy/back-office/parcel-boxes";
import { MAX_PARCEL_BOXES, type ParcelBox, type ParcelBoxInput } from "../../../shared/parcel-boxes";
import { DomainError } from "../../lib/domain-error";
import { nameTaken, type ParcelBoxesRepo } from "./parcel-boxes.repo";

const e = parcelBoxesCopy.errors;

/** A name another box in use has: 409 on the name field. */
function refuseTaken(err: unknown): never {
  if (nameTaken(err)) throw new DomainError("parcel_box_name_taken", () => e.nameTaken, "name");
  throw err;
}

/**
 * The shop's boxes (issue 49): staff and owners read them (a label's parcel is one of them); owners add, change and take
 * them out of use, each change audited. A box out of use stays in the table, so the labels bought with it keep its name.
 */
export function parcelBoxesService(repo: ParcelBoxesRepo, now = () => new Date()) {
  return {
    list: () => repo.list(),
    inUse: (id: string) => repo.inUse(id),
    names: (ids: string[]) => repo.names(ids),

    async add(input: ParcelBoxInput, actor: string): Promise<ParcelBox> {
      const id = `cx-${crypto.randomUUID().slice(0, 8)}`;
      const added = await repo.add(id, input, actor).catch(refuseTaken);
      if (!added) throw new DomainError("parcel_boxes_full", () => e.full(MAX_PARCEL_BOXES));
      return added;
    },

    async update(id: string, input: ParcelBoxInput, actor: string): Promise<ParcelBox> {
      const updated = await repo.update(id, input, actor).catch(refuseTaken);
      if (!updated) throw new DomainError("parcel_box_not_found", () => e.notFound);
      return updated;
    },

    async retire(id: string, actor: string): Promise<void> {
      const outcome = await repo.retire(id, actor, now().toISOString());
      if (outcome === "not_found") throw new DomainError("parcel_box_not_found", () => e.notFound);
      if (outcome === "last") throw new DomainError("parcel_box_last", () => e.last);
    },
  };
}
export type ParcelBoxesService = ReturnType<typeof parcelBoxesService>;
