/**
 * Where the shopper was on each history entry, so returning to a long listing —
 * browser back or the product page's 'Voltar' — opens it at the same place. Kept for the tab's session.
 */
const STORAGE_KEY = "posicoes-scroll";
const MAX_ENTRIES = 100;

const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === "string" && typeof e[1] === "number") : [];
  } catch {
    return [];
  }
}

/**
 * One history entry. Entries opened by a full page load share react-router's key "default", so the URL is
 * part of it too.
 */
export function scrollKey(location: { key: string; pathname: string; search: string }): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

export function saveScroll(key: string, y: number) {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value!);
}

export function savedScroll(key: string): number | undefined {
  return positions.get(key);
}

/** Survives a reload of the tab (history entries, and their keys, do too). */
export function persistScrollPositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage full or blocked: positions simply are not kept across a reload.
  }
}

/** Navigation state asking the new page to open where another history entry was left (see useBackNavigation). */
export interface RestoreScrollState {
  restoreScrollOf?: string;
}
