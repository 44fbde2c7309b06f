import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** A new page starts at the top; back/forward (POP) keeps the browser's own scroll restoration. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== "POP") window.scrollTo(0, 0);
  }, [pathname, type]);
  return null;
}
