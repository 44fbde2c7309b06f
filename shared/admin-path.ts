/**
 * The back-office's page (Portuguese only; never linked from the shop, never indexed). A module of its own: the web's
 * router names it, and the router is in the entry chunk, which must not carry the back-office's schemas (zod).
 */
export const ADMIN_PATH = "/admin";
