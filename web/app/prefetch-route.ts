import { useEffect } from "react";
import { useLocation } from "react-router";
import { RENDERED_ATTRIBUTE } from "../../shared/initial-data";

/** route-data.ts: its own chunk, so the first screen's JavaScript does not carry it (decisions/0024, 0063). */
const routeData = () => import("./route-data");

/** The events that hint at a navigation: route-data.ts's `onHint` reads them. */
const HINTS = ["mouseover", "touchstart", "pointerdown", "focusin"] as const;

let shown: string | undefined;

/**
 * Asks for each page's code and data side by side (issue 44, decisions/0063): at every navigation of the router, as
 * it renders (before a lazy page has even asked for its code), and when a link hints at one. Not for the first screen
 * the worker drew with its data (decisions/0022), nor while the worker draws.
 */
export function usePrefetchRoutes() {
  const { pathname, search } = useLocation();
  const href = pathname + search;
  if (typeof document !== "undefined" && href !== shown) {
    if (shown !== undefined || !document.getElementById("root")?.hasAttribute(RENDERED_ATTRIBUTE))
      void routeData().then(
        (m) => m.prefetchRoute(href),
        () => {},
      );
    shown = href;
  }
  useEffect(() => {
    const onHint = (event: Event) =>
      void routeData().then(
        (m) => m.onHint(event),
        () => {},
      );
    for (const type of HINTS) addEventListener(type, onHint, { capture: true, passive: true });
    return () => {
      for (const type of HINTS) removeEventListener(type, onHint, { capture: true });
    };
  }, []);
}
