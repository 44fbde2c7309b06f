/** A PDF answered to open in the browser under a file name, never cached (labels, packing slips: private papers). */
export const pdfHeaders = (filename: string) => ({
  "Content-Type": "application/pdf",
  "Content-Disposition": `inline; filename="${filename}"`,
  "Cache-Control": "no-store",
});
