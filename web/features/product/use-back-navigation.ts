import { useLocation, useNavigate } from "react-router";

interface BackState {
  returnTo?: string;
  fromLocation?: { pathname: string; search?: string };
}

/** SPEC §2: back goes to the saved returnTo, else the saved fromLocation, else browser history, else home. */
export function useBackNavigation() {
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as BackState;
  return () => {
    if (typeof state.returnTo === "string" && state.returnTo.startsWith("/")) return navigate(state.returnTo);
    if (state.fromLocation?.pathname?.startsWith("/")) return navigate(state.fromLocation.pathname + (state.fromLocation.search ?? ""));
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) return navigate(-1);
    // Arrived by a full page load from another page of this shop: that page is the previous history entry.
    if (document.referrer && new URL(document.referrer).origin === window.location.origin) return window.history.back();
    return navigate("/");
  };
}
