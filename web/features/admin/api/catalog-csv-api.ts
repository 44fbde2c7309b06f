import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CatalogImportReport, IMPORT_MODES } from "../../../../shared/catalog-csv";
import { client, unwrap } from "../../../lib/api-client";

/** The catalogue as CSV (issue 34, decisions/0046): the export's address and the import, through the typed client. */

/** The export, for a download link: the browser sends the session's cookie with it. */
export const CATALOG_EXPORT_URL = client.api.admin.catalog["export.csv"].$path();

export interface CatalogImportInput {
  file: Blob;
  mode: (typeof IMPORT_MODES)[number];
  dryRun: boolean;
}

/**
 * Sends the file as it is (text/csv; the server reads it as UTF-8). The report comes back whether the file was imported,
 * checked, or refused line by line (422); any other refusal (a role, a size) is an ApiError. After a write, the
 * catalogue's lists and products read again (catalog-api.ts keys them under ["admin", "catalog"]).
 */
export function useCatalogImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, mode, dryRun }: CatalogImportInput): Promise<CatalogImportReport> => {
      const res = await client.api.admin.catalog.import.$post(
        { query: dryRun ? { mode, dryRun: "1" } : { mode } },
        { headers: { "Content-Type": "text/csv; charset=utf-8" }, init: { body: file } },
      );
      if (res.status === 422) return (await res.json()) as CatalogImportReport;
      return unwrap(Promise.resolve(res));
    },
    onSuccess: (report) => {
      if (report.applied) void qc.invalidateQueries({ queryKey: ["admin", "catalog"] });
    },
  });
}
