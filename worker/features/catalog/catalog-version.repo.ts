import type { Db } from "../../db/client";

/**
 * The catalogue's version token: the catalog_version_* triggers change it with every change a catalogue answer could
 * show (docs/database-rules.md).
 */
export function catalogVersionRepo(db: Db) {
  const d1 = db.$client;
  return {
    /** The current token, or null when the row is missing (then nothing is cached). */
    current: async () => d1.prepare("SELECT token FROM catalog_version WHERE id = 1").first<string>("token"),
  };
}
export type CatalogVersionRepo = ReturnType<typeof catalogVersionRepo>;
