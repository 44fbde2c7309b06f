import type { Context } from "hono";
import { z } from "zod";
import { copy } from "../../../shared/copy";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { roleOf } from "../admin/admin-access";
import { protectedRouter } from "../auth/require-user";
import { documentPdf } from "./document-pdf";

const idSchema = z.object({ id: z.uuid(copy.orders.orderNotFound) });

/**
 * /api/invoices/:id/pdf (issue 33): an order's fiscal document for its customer, or for the shop's team. The
 * simulator's are drawn here (marked 'Documento de teste sem validade fiscal'); a provider's are fetched from it.
 * Anyone else's, or one not issued, is 404: other customers' documents are never reachable.
 */
export const invoicesRoutes = protectedRouter().get("/:id/pdf", validate("param", idSchema), async (c) => {
  const user = c.var.user;
  // An address offered a role it has not accepted ("pending") is no member of the team (issue 43).
  const role = await roleOf(c as unknown as Context<AppEnv>, user);
  const staff = role === "owner" || role === "staff";
  const found = await deps(c).invoicing.pdf(c.req.valid("param").id, { userId: user.id, staff });
  if (!found) throw new ApiError(404, "not_found", (t) => t.errors.notFound);
  if (found.kind === "redirect") return c.redirect(found.url, 302);
  if (found.kind === "later") throw new ApiError(503, "document_not_ready", (t) => t.orders.documentNotReady, undefined, { "Retry-After": "5" });
  const pdf = documentPdf(found.doc.content!, { number: found.number, atcud: found.doc.atcud, qrCode: found.doc.qrCode }, c.var.config.company);
  const name = found.number.replace(/[^A-Za-z0-9]+/g, "-");
  return new Response(pdf, {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${name}.pdf"`, "Cache-Control": "private, no-store" },
  });
});
