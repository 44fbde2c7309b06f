import { validationCopy } from "#copy/validation";
import { type CopyKey, copyKeys } from "./copy-keys";

const fullNameKey = copyKeys(validationCopy).validation.fullName;

/**
 * SPEC §5 name rules shared by the sign-up, complete-profile and my-data forms (and the worker):
 * the full name starts with the first name; when the first name changes, that prefix is REPLACED.
 */

/** The part of the full name after its first-name prefix, or null when it does not start with that name as a word (any case). */
function restAfter(prefix: string, fullName: string): string | null {
  if (!prefix) return null;
  if (fullName.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return null;
  const after = fullName.slice(prefix.length);
  return after === "" || /^\s/.test(after) ? after.trim() : null;
}

/**
 * The full name once the first name changed from `oldFirst` to `newFirst`: the old prefix is swapped for the new one
 * (never accumulated). An empty first name leaves only the rest; a full name without the prefix gets it in front.
 * A trailing space follows a lone first name so the surname can be typed straight away.
 */
export function withFirstNamePrefix(oldFirst: string, newFirst: string, fullName: string): string {
  const next = newFirst.trim();
  const rest = restAfter(oldFirst.trim(), fullName) ?? fullName.trim();
  if (!next) return rest;
  return rest ? `${next} ${rest}` : `${next} `;
}

/** SPEC §5: the full name is required and must differ from the first name (case and spaces ignored). */
export function fullNameError(firstName: string, fullName: string): CopyKey | null {
  const full = fullName.trim();
  return !full || full.toLowerCase() === firstName.trim().toLowerCase() ? fullNameKey : null;
}
