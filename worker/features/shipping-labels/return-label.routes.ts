import { Hono } from "hono";
import { z } from "zod";
import { adminOrderIdSchema } from "../../../shared/admin";
import { deps } from "../../deps";
import type { AppEnv } from "../../env";
import { pdfHeaders } from "../../lib/pdf-headers";
import { validate } from "../../lib/validate";

/**
 * A withdrawal's return label as its customer opens it from the e-mail (issue 49), at /api/return-labels/:id/label.pdf:
 * no sign-in (a guest's order too); the link's key is checked, and a wrong one is not found.
 */
export const returnLabelRoutes = new Hono<AppEnv>().get(
  "/:id/label.pdf",
  validate("param", adminOrderIdSchema),
  validate("query", z.object({ chave: z.string().regex(/^[0-9a-f]{64}$/) })),
  async (c) => {
    const pdf = await deps(c).admin.shippingLabels.returnPdfFor(c.req.valid("param").id, c.req.valid("query").chave);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, pdfHeaders("etiqueta-de-devolucao.pdf"));
  },
);
