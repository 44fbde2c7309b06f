import { AUDIT_PAGE_SIZE, type AuditFilter, type AuditQuery } from "../../../shared/admin";

/** A row of the audit log as the back-office reads it (append-only, many rows written by triggers: docs/database-rules.md). */
export interface AuditLogRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  orderId: string | null;
  before: string | null;
  after: string | null;
  detail: string | null;
}

const COLUMNS = "id, at, actor, action, order_id AS orderId, before, after, detail";

/** The WHERE clause of the filters given (days are whole UTC days, as the orders list reads them) and its values. */
function whereOf(q: AuditFilter) {
  const params: unknown[] = [];
  const param = (v: unknown) => `?${params.push(v)}`;
  const where: string[] = [];
  if (q.action) where.push(`action = ${param(q.action)}`);
  if (q.actor) where.push(`actor = ${param(q.actor)}`);
  if (q.from) where.push(`at >= ${param(`${q.from}T00:00:00.000Z`)}`);
  if (q.to) where.push(`at <= ${param(`${q.to}T23:59:59.999Z`)}`);
  return { sql: where.length ? `WHERE ${where.join(" AND ")}` : "", params };
}

/** The audit log's reads (issue 44, decisions/0060): a filtered page, the whole filtered log, and its export written. */
export function auditLogRepo(d1: D1Database) {
  return {
    /** A page, newest first; `total` counts every row matching; the actions and actors the log holds (the filters' choices). */
    async page(q: AuditQuery) {
      const where = whereOf(q);
      const [rows, total, actions, actors] = await d1.batch([
        d1
          .prepare(`SELECT ${COLUMNS} FROM audit_log ${where.sql} ORDER BY id DESC LIMIT ${AUDIT_PAGE_SIZE} OFFSET ${(q.page - 1) * AUDIT_PAGE_SIZE}`)
          .bind(...where.params),
        d1.prepare(`SELECT count(*) AS n FROM audit_log ${where.sql}`).bind(...where.params),
        d1.prepare("SELECT DISTINCT action FROM audit_log ORDER BY action"),
        d1.prepare("SELECT DISTINCT actor FROM audit_log ORDER BY actor"),
      ]);
      return {
        items: (rows?.results ?? []) as AuditLogRow[],
        total: ((total?.results?.[0] as { n: number } | undefined)?.n ?? 0) as number,
        actions: ((actions?.results ?? []) as { action: string }[]).map((r) => r.action),
        actors: ((actors?.results ?? []) as { actor: string }[]).map((r) => r.actor),
      };
    },

    /** Every row matching, oldest first (the CSV export). */
    all: async (q: AuditFilter) => {
      const where = whereOf(q);
      return (
        await d1
          .prepare(`SELECT ${COLUMNS} FROM audit_log ${where.sql} ORDER BY id`)
          .bind(...where.params)
          .all<AuditLogRow>()
      ).results;
    },

    /** The export itself is audited, as the catalogue's is ('catalog.exported'), with the filters it was asked with. */
    exported: async (actor: string, q: AuditFilter) => {
      await d1.prepare("INSERT INTO audit_log (actor, action, detail) VALUES (?1, 'audit.exported', ?2)").bind(actor, JSON.stringify(q)).run();
    },
  };
}
export type AuditLogRepo = ReturnType<typeof auditLogRepo>;
