import { adminOrderIdSchema, packingSlipsQuerySchema } from "../../../shared/admin";
import { bulkLabelsSchema, createLabelSchema } from "../../../shared/shipping-labels";
import { deps } from "../../deps";
import { pdfHeaders } from "../../lib/pdf-headers";
import { validate } from "../../lib/validate";
import { adminRouter } from "../staff/staff-access";

/**
 * Carrier labels (issue 49, decisions/0080), under /api/admin, for staff and owners: an order's label status, 'Criar
 * etiqueta' (bought once, audited), several orders' labels bought in one go, its PDF, and several orders' labels in one PDF.
 */
export const adminShippingLabelsRoutes = adminRouter()
  .get("/shipping-labels.pdf", validate("query", packingSlipsQuerySchema), async (c) =>
    c.body(await deps(c).admin.shippingLabels.pdfs(c.req.valid("query").ids), 200, pdfHeaders("etiquetas.pdf")),
  )
  // Several orders' labels bought in one go (before /:id, which would take "bulk" for an order).
  .post("/shipping-labels/bulk", validate("json", bulkLabelsSchema), async (c) => {
    const { ids, box } = c.req.valid("json");
    return c.json({ results: await deps(c).admin.shippingLabels.createMany(ids, c.var.user.email, box) });
  })
  .get("/shipping-labels/:id", validate("param", adminOrderIdSchema), async (c) => c.json(await deps(c).admin.shippingLabels.status(c.req.valid("param").id)))
  .post("/shipping-labels/:id", validate("param", adminOrderIdSchema), validate("json", createLabelSchema), async (c) =>
    c.json({ label: await deps(c).admin.shippingLabels.create(c.req.valid("param").id, c.var.user.email, c.req.valid("json")) }),
  )
  .get("/shipping-labels/:id/label.pdf", validate("param", adminOrderIdSchema), async (c) => {
    const pdf = await deps(c).admin.shippingLabels.pdf(c.req.valid("param").id);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, pdfHeaders(`etiqueta-${c.req.valid("param").id}.pdf`));
  })
  // A withdrawal's return label, e-mailed to the customer when bought.
  .post("/shipping-labels/:id/return", validate("param", adminOrderIdSchema), validate("json", createLabelSchema), async (c) =>
    c.json({ label: await deps(c).admin.shippingLabels.createReturn(c.req.valid("param").id, c.var.user.email, c.req.valid("json")) }),
  )
  .get("/shipping-labels/:id/return.pdf", validate("param", adminOrderIdSchema), async (c) => {
    const pdf = await deps(c).admin.shippingLabels.pdf(c.req.valid("param").id, "return");
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, pdfHeaders(`devolucao-${c.req.valid("param").id}.pdf`));
  });
