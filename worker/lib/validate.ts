import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { findUnsafeText } from "../../shared/text-safety";
import { sayCopyString } from "./copy-paths";
import { ApiError } from "./errors";

/**
 * zod validation for a request part; failures become a 400 naming the first bad field. Every string that
 * passes the schema is then checked for control characters, bidi overrides and lone surrogates, so no route
 * can store them (shared/text-safety.ts). The schemas' messages are the Portuguese copy's; the answer says them in the
 * request's language (lib/copy-paths.ts, decisions/0040).
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.map(String).join(".") || undefined;
      throw new ApiError(400, "invalid_input", issue ? sayCopyString(issue.message) : (t) => t.errors.invalidInput, field);
    }
    const unsafe = findUnsafeText(result.data);
    if (unsafe) throw new ApiError(400, "unsafe_characters", (t) => t.errors.controlCharacters, unsafe.map(String).join(".") || undefined);
  });
}
