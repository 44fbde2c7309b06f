import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * True while React draws what the worker sent (its render on the server and the browser's hydration of it,
 * docs/decisions/0022), false for every render after. What must match the worker's HTML reads it.
 */
export const useFirstPaint = () =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
