/**
 * A condition that guards a statement of a batch (decisions/0070): SQL over the batch's own writes with named
 * parameters (`:order`, `:at`), so a repo that puts its row under someone else's condition numbers the parameters
 * itself instead of its callers continuing its positional numbering.
 */
export interface SqlCondition {
  sql: string;
  params: Readonly<Record<string, unknown>>;
}

/** `when("EXISTS (SELECT 1 FROM orders WHERE id = :order AND withdrawn_at = :at)", { order, at })`. */
export const when = (sql: string, params: Record<string, unknown>): SqlCondition => ({ sql, params });

const NAMED = /(?<![\w:'])[:]([a-zA-Z]\w*)\b/g;

/**
 * The condition's SQL with each `:name` numbered from `first` on (?first, ?first+1, …) and its values in that order.
 * Throws for a name used but not given or given but not used: a mistake found by the first test that runs it.
 */
export function bindCondition(c: SqlCondition, first: number): { sql: string; values: unknown[] } {
  const names = Object.keys(c.params);
  const used = new Set<string>();
  const sql = c.sql.replace(NAMED, (_, name: string) => {
    const i = names.indexOf(name);
    if (i < 0) throw new Error(`SQL condition: :${name} has no value`);
    used.add(name);
    return `?${first + i}`;
  });
  const unused = names.filter((n) => !used.has(n));
  if (unused.length) throw new Error(`SQL condition: ${unused.map((n) => `:${n}`).join(", ")} given but not used`);
  return { sql, values: names.map((n) => c.params[n]) };
}
