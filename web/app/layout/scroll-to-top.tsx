import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { persistScrollPositions, type RestoreScrollState, savedScroll, saveScroll, scrollKey } from "../../lib/scroll-memory";

const RESTORE_TIMEOUT_MS = 5000;

/**
 * A new page starts at the top. Back/forward (POP), or a navigation asking for it (the product page's
 * 'Voltar'), returns to the position saved for that history entry, once the page is tall enough again
 * (a listing renders its cached pages a moment after mounting). The browser's own restoration is off:
 * it runs before the SPA has rendered anything.
 */
export function ScrollToTop() {
  const location = useLocation();
  const type = useNavigationType();
  const key = scrollKey(location);
  const currentKey = useRef(key);
  const lastPathname = useRef<string | null>(null);

  // Updated during the commit, before the scroll event a shorter new page causes: positions go to the right entry.
  useLayoutEffect(() => {
    currentKey.current = key;
  }, [key]);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const onScroll = () => saveScroll(currentKey.current, window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", persistScrollPositions);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", persistScrollPositions);
    };
  }, []);

  useEffect(() => {
    const pathChanged = lastPathname.current !== null && lastPathname.current !== location.pathname;
    lastPathname.current = location.pathname;
    const restoreOf = (location.state as RestoreScrollState | null)?.restoreScrollOf;
    const target = type === "POP" ? savedScroll(key) : restoreOf !== undefined ? savedScroll(restoreOf) : undefined;
    if (target !== undefined) return restoreScroll(target);
    // Filters and sort change only the query string (replace): the shopper stays where they are.
    if (type !== "POP" && pathChanged) window.scrollTo(0, 0);
  }, [key, location.pathname, location.state, type]);

  return null;
}

/** Scrolls to y as soon as the page is tall enough; gives up when the shopper scrolls themselves or after 5 s. */
function restoreScroll(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const ev of ["wheel", "touchstart", "keydown"] as const) window.removeEventListener(ev, stop);
  };
  const step = () => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const timedOut = performance.now() - started > RESTORE_TIMEOUT_MS;
    if (max >= y || timedOut) {
      window.scrollTo(0, Math.min(y, max));
      return stop();
    }
    frame = requestAnimationFrame(step);
  };
  for (const ev of ["wheel", "touchstart", "keydown"] as const) window.addEventListener(ev, stop, { passive: true });
  step();
  return stop;
}
