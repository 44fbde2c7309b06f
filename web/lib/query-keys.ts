/**
 * Query keys of the app-wide session and of the customer's favourites. Both live here, not in a feature,
 * because lib/session.ts forgets the favourites at sign-out and lib/ cannot import features.
 */
export const sessionKeys = {
  all: () => ["session"] as const,
};

export const favoritesKeys = {
  all: () => ["favorites"] as const,
  ofUser: (userId: string | undefined) => ["favorites", userId] as const,
};
