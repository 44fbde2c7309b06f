import type { Copy } from "../../shared/copy";
import type { Say } from "./say";

const at = (t: Copy, key: string): unknown => key.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], t);

/**
 * A zod message said in the request's language: the schemas in shared/ give copy keys ("validation.email",
 * shared/copy-keys.ts), read here in that language's copy. A message that is no key (the back-office's own words,
 * Portuguese only) is said as it is.
 */
export function sayCopyKey(message: string): Say {
  return (t) => {
    const said = at(t, message);
    return typeof said === "string" ? said : message;
  };
}
