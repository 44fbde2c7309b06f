/**
 * Query keys of the app-wide session and of the customer's own data (favourites, addresses, orders). They live here,
 * not in a feature, because lib/session.ts forgets that data at sign-out and lib/ cannot import features.
 */
export const sessionKeys = {
  all: () => ["session"] as const,
};

export const favoritesKeys = {
  all: () => ["favorites"] as const,
  ofUser: (userId: string | undefined) => ["favorites", userId] as const,
};

export const addressesKeys = {
  all: () => ["addresses"] as const,
  ofUser: (userId: string | undefined) => ["addresses", userId] as const,
};

export const postalKeys = {
  lookup: (country: string, postalCode: string) => ["postal-code", country, postalCode] as const,
};

export const ordersKeys = {
  all: () => ["orders"] as const,
  ofUser: (userId: string | undefined) => ["orders", userId] as const,
  detail: (userId: string | undefined, id: string) => ["orders", userId, id] as const,
  /** The newest order waiting for payment (the pending-order dialog); not an id, so it cannot collide with detail. */
  pending: (userId: string | undefined) => ["orders", userId, "pending"] as const,
};

/** The parents' own birth lists (issue 50): forgotten at sign-out like the rest of the customer's data. */
export const birthListsKeys = {
  all: () => ["birth-lists"] as const,
  ofUser: (userId: string | undefined) => ["birth-lists", userId] as const,
  detail: (userId: string | undefined, id: string) => ["birth-lists", userId, id] as const,
};
