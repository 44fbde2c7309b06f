import { z } from "zod";
import { ordersCopy } from "#copy/orders";
import { copyKeys } from "./copy-keys";
import { PARCEL_MAX_GRAMS } from "./parcel-boxes";

/** The back-office's carrier labels (issue 49, decisions/0080): requests and answers, shared by the worker and /admin. */
const a = copyKeys(ordersCopy).orders.admin;

/** POST /api/admin/shipping-labels/:id: the box, and the parcel's weight when its lines' weights do not give it. */
export const createLabelSchema = z.object({
  /** One of the shop's boxes in use (`parcel_boxes.id`). */
  box: z.string(a.labelBox).regex(/^[a-z0-9-]{1,40}$/, a.labelBox),
  weightGrams: z.number(a.labelWeightRange).int(a.labelWeightRange).min(1, a.labelWeightRange).max(PARCEL_MAX_GRAMS, a.labelWeightRange).optional(),
});
export type CreateLabelInput = z.infer<typeof createLabelSchema>;

/** At most this many orders' labels are bought in one go (each is a few calls to the carrier). */
export const MAX_BULK_LABELS = 20;

/**
 * POST /api/admin/shipping-labels/bulk: several paid orders' labels in one go, all in one box, each order's parcel
 * weighed from its lines (an order with a line not weighed is told to be labelled on its own page, with its weight).
 */
export const bulkLabelsSchema = z.object({
  ids: z
    .array(z.string(a.labelIds).regex(/^[A-Za-z0-9-]{1,64}$/, a.labelIds), a.labelIds)
    .min(1, a.labelIds)
    .max(MAX_BULK_LABELS, a.labelIds)
    .refine((ids) => new Set(ids).size === ids.length, a.labelIds),
  box: createLabelSchema.shape.box,
});
export type BulkLabelsInput = z.infer<typeof bulkLabelsSchema>;

/** Each order's outcome, in the order asked: its label (bought now, or `already` bought before), or why not. */
export interface BulkLabelResult {
  id: string;
  label: LabelView | null;
  already: boolean;
  error: { code: string; message: string } | null;
}

/** A bought label as the back-office shows it. */
export interface LabelView {
  carrier: string;
  service: string;
  trackingCode: string;
  costCents: number | null;
  box: string;
  /** The box's name as the owner calls it (a box no longer in use keeps its name here). */
  boxName: string;
  weightGrams: number;
  boughtAt: string;
}

/**
 * GET /api/admin/shipping-labels/:id: how labels are bought here ('api', the development 'simulator', or 'manual':
 * production without the carrier's key), the order's label if bought, and its lines' weight in grams (null when a
 * line's variant has none: the member types the parcel's weight).
 */
export interface LabelStatus {
  mode: "api" | "simulator" | "manual";
  label: LabelView | null;
  /** A withdrawal's return label, e-mailed to the customer, with its parcel's last tracking status. */
  returnLabel: (LabelView & { tracking: string | null }) | null;
  linesGrams: number | null;
}
