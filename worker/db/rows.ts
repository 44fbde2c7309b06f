import type { productVariants } from "./schema";

/**
 * A product variant's row as the schema declares it (decisions/0070): the one declaration the repos' variant shapes
 * pick their columns from, so a column's type changes in one place.
 */
export type VariantRecord = typeof productVariants.$inferSelect;
