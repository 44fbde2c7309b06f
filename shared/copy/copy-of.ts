/**
 * A copy section's shape in another language (docs/decisions/0039): the same keys and the same functions as the
 * Portuguese section, any words. The Portuguese sections are `as const`, so their strings are literal types; the
 * Spanish section of `shared/copy/es/<name>.ts` is typed `CopyOf<typeof <name>Copy>` and a missing or extra key is a
 * type error.
 */
export type CopyOf<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => CopyOf<R>
    : T extends readonly (infer U)[]
      ? readonly CopyOf<U>[]
      : T extends object
        ? { readonly [K in keyof T]: CopyOf<T[K]> }
        : T;
