import { z } from "zod";
import { parcelBoxesCopy } from "./copy/back-office/parcel-boxes";
import { hasUnsafeCharacters } from "./text-safety";

/**
 * The shop's boxes (issue 49): a carrier label's parcel is one of them, its size as the carrier measures it and its own
 * weight, which the parcel's weight adds to its lines'. The owner keeps them on 'Definições' (table `parcel_boxes`;
 * migration 0052 brought the four the shop started with).
 */
export interface ParcelBox {
  id: string;
  name: string;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  tareGrams: number;
}

/** A parcel's weight in grams: at least 1, at most what the carriers take (30 kg). */
export const PARCEL_MAX_GRAMS = 30_000;
/** The longest side the carriers take. */
export const PARCEL_MAX_SIDE_CM = 120;
export const PARCEL_MAX_TARE_GRAMS = 5000;
/** Boxes in use at once: a list to choose from, not a warehouse's catalogue. */
export const MAX_PARCEL_BOXES = 20;

const e = parcelBoxesCopy.errors;
const whole = (min: number, max: number, message: string) => z.number(message).int(message).min(min, message).max(max, message);

/** POST /api/admin/parcel-boxes and PUT /api/admin/parcel-boxes/:id: the box as the owner types it. */
export const parcelBoxSchema = z.object({
  name: z
    .string(e.name)
    .trim()
    .min(1, e.name)
    .max(40, e.name)
    .refine((v) => !hasUnsafeCharacters(v) && !/[\r\n]/.test(v), e.name),
  lengthCm: whole(1, PARCEL_MAX_SIDE_CM, e.side),
  widthCm: whole(1, PARCEL_MAX_SIDE_CM, e.side),
  heightCm: whole(1, PARCEL_MAX_SIDE_CM, e.side),
  tareGrams: whole(0, PARCEL_MAX_TARE_GRAMS, e.tare),
});
export type ParcelBoxInput = z.infer<typeof parcelBoxSchema>;

/** A box's id: the first boxes' words ('media'), then generated ones ('cx-…'). */
export const parcelBoxIdSchema = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/) });
