import { BOOKMARK_HEADER, newerBookmark } from "../../shared/d1-bookmark";

const STORAGE_KEY = "d1-bookmark";

/**
 * The newest D1 bookmark this browser has seen (docs/decisions/0021), kept in localStorage so every tab reads the
 * customer's own writes; in memory when storage is unavailable.
 */
export function bookmarkStore(storage: () => Storage | undefined) {
  let memory: string | null = null;
  const read = () => {
    try {
      return storage()?.getItem(STORAGE_KEY) ?? memory;
    } catch {
      return memory;
    }
  };
  return {
    get: () => newerBookmark(read(), null),
    remember(incoming: string | null) {
      const next = newerBookmark(read(), incoming);
      if (!next || next === read()) return;
      memory = next;
      try {
        storage()?.setItem(STORAGE_KEY, next);
      } catch {
        /* memory only */
      }
    },
  };
}
export type BookmarkStore = ReturnType<typeof bookmarkStore>;

/** A fetch that sends the kept bookmark with every request and keeps the one each answer brings back. */
export function fetchWithBookmark(store: BookmarkStore, base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const bookmark = store.get();
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (bookmark) headers.set(BOOKMARK_HEADER, bookmark);
    const res = await base(input, { ...init, headers });
    store.remember(res.headers.get(BOOKMARK_HEADER));
    return res;
  };
}
