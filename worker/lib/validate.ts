import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { core, ZodType } from "zod";
import { findUnsafeText } from "../../shared/text-safety";
import { ApiError } from "./errors";
import type { Say } from "./say";
import { sayCopyKey } from "./say-copy-key";

type Path = readonly PropertyKey[];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The value at `path` in a request part, or undefined. */
const valueAt = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (isRecord(node) || Array.isArray(node) ? (node as Record<PropertyKey, unknown>)[key as string] : undefined), data);

/** `data` with the value at `path` replaced (copies along the path; never the request's own objects). */
function withValueAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const node = Array.isArray(data) ? [...data] : isRecord(data) ? { ...data } : {};
  (node as Record<PropertyKey, unknown>)[key as string] = withValueAt((node as Record<PropertyKey, unknown>)[key as string], rest, value);
  return node;
}

/** What a middleware made by `validate` checks: the request part and its schema (read by lib/openapi.ts). */
export interface Validation {
  target: keyof ValidationTargets;
  schema: ZodType;
}
const validations = new WeakMap<object, Validation>();

/** The request part and schema a route's middleware validates, when `validate` made it; otherwise undefined. */
export const validationOf = (handler: object): Validation | undefined => validations.get(handler);

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((k, i) => String(k) === String(b[i]));

/**
 * zod's own message for an issue whose schema gives none: English ('Invalid input: expected string, received
 * undefined'), so never said. Every parse here asks zod for this mark instead (a schema's own message wins over it).
 */
const NO_MESSAGE = "\u0000no message of its own";
const parse = (schema: ZodType, value: unknown) => schema.safeParseAsync(value, { error: () => NO_MESSAGE });

/**
 * What a refused field is told, in the request's language (issue 44). A schema's own message is a copy key, said in
 * the request's language (lib/say-copy-key.ts; any other message as it is). Without one, a text field missing or of
 * another type gets the message the field gives an empty text ('Por favor, digite um e-mail válido'), when it has one;
 * otherwise a missing field is 'Campo obrigatório', any other refusal 'Campo inválido', a body that is no object
 * 'Dados inválidos'.
 */
async function messageOf(issue: core.$ZodIssue, schema: ZodType, data: unknown): Promise<Say> {
  if (issue.message !== NO_MESSAGE) return sayCopyKey(issue.message);
  if (issue.path.length === 0) return (t) => t.errors.invalidInput;
  if (issue.code === "invalid_type" && issue.expected === "string") {
    const again = await parse(schema, withValueAt(data, issue.path, ""));
    const own = again.error?.issues.find((i) => samePath(i.path, issue.path) && i.message !== NO_MESSAGE);
    if (own) return sayCopyKey(own.message);
  }
  return valueAt(data, issue.path) === undefined ? (t) => t.errors.fieldRequired : (t) => t.errors.fieldInvalid;
}

/**
 * zod validation for a request part; failures become a 400 naming the first bad field, in the request's language
 * (messageOf). Every string that passes the schema is then checked for control characters, bidi overrides and lone
 * surrogates, so no route can store them (shared/text-safety.ts). The schemas' messages are copy keys; the answer
 * says them in the request's language (lib/say-copy-key.ts, decisions/0040 and 0066).
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const middleware = zValidator(
    target,
    schema,
    async (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.map(String).join(".") || undefined;
        throw new ApiError(400, "invalid_input", issue ? await messageOf(issue, schema, result.data) : (t) => t.errors.invalidInput, field);
      }
      const unsafe = findUnsafeText(result.data);
      if (unsafe) throw new ApiError(400, "unsafe_characters", (t) => t.errors.controlCharacters, unsafe.map(String).join(".") || undefined);
    },
    // zod-validator's type of this function is a conditional on T that TypeScript cannot resolve for a generic T.
    { validationFunction: parse as never },
  );
  // The API reference is generated from these (lib/openapi.ts), so it can never describe a schema a route no longer checks.
  validations.set(middleware, { target, schema });
  return middleware;
}
