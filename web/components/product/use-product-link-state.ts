import { useLocation } from "react-router";
import { scrollKey } from "../../lib/scroll-memory";

/** Navigation to a product carries where the shopper came from (and that history entry, for its scroll position), for the detail page's back button. */
export function useProductLinkState() {
  const location = useLocation();
  return {
    returnTo: location.pathname + location.search,
    fromLocation: { pathname: location.pathname, search: location.search },
    fromKey: scrollKey(location),
  };
}
