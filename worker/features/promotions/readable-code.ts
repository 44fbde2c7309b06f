/** 32 symbols without look-alikes (no I, O, 0, 1): each character carries exactly 5 random bits. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** `prefix` and `length` characters from the platform's CSPRNG (5 bits each): a code read aloud without confusion. */
export function readableCode(prefix: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = prefix;
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}
