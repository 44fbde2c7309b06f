/** Returns new params with the given keys set (undefined deletes). */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === "") next.delete(k);
    else next.set(k, String(v));
  }
  return next;
}
