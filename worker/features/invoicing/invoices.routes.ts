import { Hono } from "hono";
import { z } from "zod";
import { copy } from "../../../shared/copy";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { limitPerClient } from "../../lib/rate-limit";
import { validate } from "../../lib/validate";
import { sessionUser } from "../auth/require-user";
import { roleOf } from "../staff/staff-access";

const idSchema = z.object({ id: z.uuid(copy.orders.orderNotFound) });
/** A guest order's key (guest-order-key.ts), as its e-mail and its order page link to the PDF. */
const keySchema = z.object({ chave: z.string().max(128).optional() });

/**
 * /api/invoices/:id/pdf (issue 33): an order's fiscal document for its customer, or for the shop's team, or, for a
 * guest order, by the order's key (issue 44: a guest has no account to sign in to). The simulator's are drawn here
 * (marked 'Documento de teste sem validade fiscal'); a provider's are fetched from it. Anyone else's, a wrong key, or
 * one not issued, is 404: other customers' documents are never reachable.
 */
export const invoicesRoutes = new Hono<AppEnv>().get(
  "/:id/pdf",
  limitPerClient("invoice-pdf", 60, 60),
  validate("param", idSchema),
  validate("query", keySchema),
  async (c) => {
    const guestKey = c.req.valid("query").chave;
    const user = guestKey === undefined ? await sessionUser(c) : null;
    if (guestKey === undefined && !user) throw new ApiError(401, "unauthenticated", (t) => t.errors.unauthenticated);
    // An address offered a role it has not accepted ("pending") is no member of the team (issue 43).
    const role = user ? await roleOf(c, user) : null;
    const staff = role === "owner" || role === "staff";
    const found = await deps(c).invoicing.pdf(c.req.valid("param").id, { userId: user?.id ?? null, staff, guestKey });
    if (!found) throw new ApiError(404, "not_found", (t) => t.errors.notFound);
    if (found.kind === "redirect") return c.redirect(found.url, 302);
    if (found.kind === "later") throw new ApiError(503, "document_not_ready", (t) => t.orders.documentNotReady, undefined, { "Retry-After": "5" });
    // The PDF library is loaded only here: a worker that never draws a simulator's document never evaluates it.
    const { documentPdf } = await import("./document-pdf");
    const pdf = await documentPdf(
      found.doc.content!,
      { number: found.number, atcud: found.doc.atcud, qrCode: found.doc.qrCode },
      (await deps(c).settings.identity()).company,
    );
    const name = found.number.replace(/[^A-Za-z0-9]+/g, "-");
    return new Response(pdf, {
      headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${name}.pdf"`, "Cache-Control": "private, no-store" },
    });
  },
);
