/**
 * Copy keys: a copy string named by its place ("validation.email") instead of written out. The zod schemas in shared/
 * give keys as their messages, so that each side says a refusal in its own language: the web from its build's copy
 * (`copyText`), the worker from the request's (worker/lib/say-copy-key.ts). A Portuguese text could not say which of
 * its places it came from where two places share it and Spanish words them differently (decisions/0066).
 */
declare const copyKeyBrand: unique symbol;
export type CopyKey = string & { readonly [copyKeyBrand]: true };

/** The keys of a copy section: its strings' places, the same shape; functions (texts with values) have none. */
export type CopyKeysOf<T> = {
  readonly [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: T[K] extends string ? CopyKey : CopyKeysOf<T[K]>;
};

/** The text of each key whose section a module asked keys of, in this build's language (the web builds one per language). */
const texts = new Map<string, string>();

/** Each section's keys, made once however many modules ask. */
const made = new WeakMap<object, object>();

function keysOf(node: unknown, path: string): unknown {
  if (typeof node === "string") {
    texts.set(path, node);
    return path;
  }
  if (!node || typeof node !== "object") return undefined;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, keysOf(value, path ? `${path}.${key}` : key)]));
}

/**
 * The keys of a copy section as the `#copy/<section>` module exports it (`copyKeys(validationCopy).validation.email` is
 * "validation.email", its place in shared/copy.ts's assembled copy too). Remembers the section's texts for `copyText`.
 */
export function copyKeys<T extends object>(section: T): CopyKeysOf<T> {
  let keys = made.get(section);
  if (!keys) {
    keys = keysOf(section, "") as object;
    made.set(section, keys);
  }
  return keys as CopyKeysOf<T>;
}

/** What a message says in this build's language: a key's text, any other message (the API's, already said) as it is. */
export const copyText = (message: string): string => texts.get(message) ?? message;
