/**
 * The orders this browser cancelled from the pending-order dialog (SPEC §4: the dialog does not come back for them,
 * even before the server's answer reaches every tab). Kept in localStorage; a storage that fails is simply not used.
 */
const KEY = "mae-bebe-cancelled-orders";
const MAX = 20;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export const cancelledLocally = (orderId: string) => read().includes(orderId);

export function rememberCancelled(orderId: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify([orderId, ...read().filter((id) => id !== orderId)].slice(0, MAX)));
  } catch {
    /* private mode or full: the server's answer still keeps the order out of the dialog */
  }
}
