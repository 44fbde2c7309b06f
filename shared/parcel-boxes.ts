/**
 * The shop's boxes (issue 49): a carrier label's parcel is one of them, its size as the carrier measures it and its own
 * weight, which the parcel's weight adds to its lines'. Their names are the back-office's copy
 * (shared/copy/back-office/shipping-labels.ts).
 */
export const PARCEL_BOXES = [
  { id: "pequena", lengthCm: 30, widthCm: 20, heightCm: 10, tareGrams: 150 },
  { id: "media", lengthCm: 40, widthCm: 30, heightCm: 20, tareGrams: 300 },
  { id: "grande", lengthCm: 60, widthCm: 40, heightCm: 40, tareGrams: 650 },
  // A pushchair's or a cot's box.
  { id: "volumosa", lengthCm: 100, widthCm: 60, heightCm: 50, tareGrams: 1500 },
] as const;

export type ParcelBoxId = (typeof PARCEL_BOXES)[number]["id"];
export const PARCEL_BOX_IDS = PARCEL_BOXES.map((b) => b.id) as [ParcelBoxId, ...ParcelBoxId[]];
export const parcelBox = (id: string) => PARCEL_BOXES.find((b) => b.id === id) ?? null;

/** A parcel's weight in grams: at least 1, at most what the carriers take (30 kg). */
export const PARCEL_MAX_GRAMS = 30_000;
