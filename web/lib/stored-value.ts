/**
 * A value kept in browser storage under one key, with listeners (for useSyncExternalStore): read once when the module
 * loads (`parse` gives null for a missing or malformed value), written on every `set`. Blocked storage (private modes)
 * keeps the value for the life of the page.
 */
export function storedValue<T>(storage: () => Storage, key: string, parse: (raw: string | null) => T | null) {
  const listeners = new Set<() => void>();
  let current: T | null;
  try {
    current = parse(storage().getItem(key));
  } catch {
    current = null;
  }
  return {
    get: () => current,
    set(v: T | null) {
      current = v;
      try {
        if (v) storage().setItem(key, JSON.stringify(v));
        else storage().removeItem(key);
      } catch {
        /* storage blocked: the value lives until the page is left */
      }
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

/** JSON of the expected shape, or null. */
export const parseJsonWhen =
  <T>(valid: (v: Partial<T>) => boolean) =>
  (raw: string | null): T | null => {
    try {
      const v = JSON.parse(raw ?? "null") as Partial<T> | null;
      return v && typeof v === "object" && valid(v) ? (v as T) : null;
    } catch {
      return null;
    }
  };
