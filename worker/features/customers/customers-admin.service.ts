import { customersCopy } from "../../../shared/copy/back-office/customers";
import { DomainError } from "../../lib/domain-error";
import type { CustomersAdminRepo } from "./customers-admin.repo";

interface Deps {
  repo: CustomersAdminRepo;
  /** The customer's data download, the same the customer gets (account feature; GDPR art. 15 and 20). */
  exportAccount: (user: { id: string; email: string }) => Promise<Record<string, unknown>>;
  /** The account's erasure, the same as the customer's own (orders kept, anonymised; pending ones cancelled). */
  eraseAccount: (user: { id: string; email: string }) => Promise<void>;
}

/**
 * Customers in the back-office (issue 48): the list and a customer's page for owners and staff; notes by either;
 * the GDPR requests (the data download, by either; the erasure, owners only), each audited.
 */
export function customersAdminService({ repo, exportAccount, eraseAccount }: Deps) {
  async function customerOrThrow(id: string) {
    const page = await repo.byId(id);
    if (!page) throw new DomainError("customer_not_found", () => customersCopy.notFound);
    return page;
  }
  return {
    list: (q: string | undefined, page: number) => repo.list(q || undefined, page),
    page: customerOrThrow,

    async addNote(id: string, author: string, text: string) {
      await customerOrThrow(id);
      return { id: await repo.addNote(id, author, text) };
    },

    async exportData(id: string, actor: string) {
      const { customer } = await customerOrThrow(id);
      const data = await exportAccount({ id, email: customer.email });
      await repo.auditExport(actor, id);
      return data;
    },

    async erase(id: string, actor: string) {
      const { customer } = await customerOrThrow(id);
      await eraseAccount({ id, email: customer.email });
      // Two at once: both erasures run (the second changes nothing); one is recorded, the other told it was not there.
      if (!(await repo.auditErasure(actor, id))) throw new DomainError("customer_not_found", () => customersCopy.notFound);
    },
  };
}
export type CustomersAdminService = ReturnType<typeof customersAdminService>;
