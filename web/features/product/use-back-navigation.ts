import { useLocation, useNavigate } from "react-router";
import { paths } from "../../../shared/paths";
import type { RestoreScrollState } from "../../lib/scroll-memory";

interface BackState {
  returnTo?: string;
  fromLocation?: { pathname: string; search?: string };
  /** The history entry the shopper came from: the page returned to opens where it was left. */
  fromKey?: string;
}

/** SPEC §2: back goes to the saved returnTo, else the saved fromLocation, else browser history, else home. */
export function useBackNavigation() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as BackState;
  const restore: RestoreScrollState | undefined = typeof state.fromKey === "string" ? { restoreScrollOf: state.fromKey } : undefined;
  return () => {
    if (typeof state.returnTo === "string" && state.returnTo.startsWith("/")) return navigate(state.returnTo, { state: restore });
    if (state.fromLocation?.pathname?.startsWith("/")) return navigate(state.fromLocation.pathname + (state.fromLocation.search ?? ""), { state: restore });
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) return navigate(-1);
    // Arrived by a full page load from another page of this shop: that page is the previous history entry.
    if (document.referrer && new URL(document.referrer).origin === window.location.origin) return window.history.back();
    return navigate(paths.home);
  };
}
