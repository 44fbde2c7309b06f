/** The headers of a CSV download (UTF-8, saved under `filename`): every back-office CSV answers with these. */
export const csvAttachment = (filename: string) => ({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}"` });
