import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { copy } from "../../shared/copy";
import { ApiError } from "./errors";

/** zod validation for a request part; failures become a 400 naming the first bad field. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.map(String).join(".") || undefined;
      throw new ApiError(400, "invalid_input", issue?.message ?? copy.errors.invalidInput, field);
    }
  });
}
