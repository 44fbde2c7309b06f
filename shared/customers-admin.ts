import { z } from "zod";
import { customersCopy } from "./copy/back-office/customers";

/** The back-office's customers list (issue 48): a search (name, e-mail, phone or NIF) and a page. */
export const customersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A note on a customer (issue 48): 1 to 2,000 characters, kept as written. */
export const customerNoteSchema = z.strictObject({
  text: z.string(customersCopy.noteInvalid).trim().min(1, customersCopy.noteInvalid).max(2000, customersCopy.noteInvalid),
});
export type CustomerNoteForm = z.input<typeof customerNoteSchema>;
