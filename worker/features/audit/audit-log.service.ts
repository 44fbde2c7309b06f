import { AUDIT_PAGE_SIZE, type AuditFilter, type AuditQuery } from "../../../shared/admin";
import { BOM, csvRecord } from "../../../shared/csv";
import type { AuditLogRepo } from "./audit-log.repo";

/** The catalogue CSV's format (shared/catalog-csv.ts, decisions/0046): UTF-8 with a byte order mark, `;`, CRLF. */
const DELIMITER = ";";
const HEADER = ["id", "at", "actor", "action", "order_id", "before", "after", "detail"];

/** The audit log (owner only; issue 32, on screen since issue 44, decisions/0060): filtered pages and the CSV export. */
export function auditLogService(repo: AuditLogRepo) {
  return {
    async page(q: AuditQuery) {
      const { items, total, actions, actors } = await repo.page(q);
      return { items, total, actions, actors, page: q.page, pageSize: AUDIT_PAGE_SIZE, totalPages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
    },

    /**
     * The rows the filters match as CSV, oldest first (shared/csv.ts: every cell quoted, a cell a spreadsheet would run
     * as a formula defused). The export is written to the log first (an unfiltered file holds its own row).
     */
    async csv(q: AuditFilter, actor: string) {
      await repo.exported(actor, q);
      const rows = await repo.all(q);
      return (
        BOM +
        csvRecord(HEADER, DELIMITER) +
        rows.map((r) => csvRecord([r.id, r.at, r.actor, r.action, r.orderId, r.before, r.after, r.detail], DELIMITER)).join("")
      );
    },
  };
}
export type AuditLogService = ReturnType<typeof auditLogService>;
