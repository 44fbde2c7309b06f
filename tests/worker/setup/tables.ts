import { env } from "cloudflare:workers";

/**
 * Table names cannot be bound as SQL parameters, so helpers that take one check it first: a plain
 * identifier that names an existing table. Values always go through `.bind()`.
 */
export async function tableName(name: string): Promise<string> {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a table name: ${JSON.stringify(name)}`);
  const found = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?1").bind(name).first();
  if (!found) throw new Error(`no table ${name}`);
  return `"${name}"`;
}

export const countRows = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${await tableName(table)}`).first<{ n: number }>())!.n;

export const allRows = async (table: string) => (await env.DB.prepare(`SELECT * FROM ${await tableName(table)}`).all()).results;
