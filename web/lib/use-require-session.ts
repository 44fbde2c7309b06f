import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../shared/paths";
import { sessionEndedOnPurpose, useSession } from "./session";

/**
 * Pages that need a signed-in customer (the account pages, the order success page): a visitor goes to /auth and
 * comes back here after signing in; someone who just signed out (or deleted the account) goes home. Answers the
 * session, or null while it loads or while the redirect happens. `required` false: a page a visitor may also see (a
 * guest's order by its link, issue 44), so nobody is sent away.
 */
export function useRequireSession(required = true) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = required && !session.isPending && !session.data;
  useEffect(() => {
    if (!signedOut) return;
    navigate(sessionEndedOnPurpose() ? paths.home : paths.auth({ voltar: location.pathname + location.search }), { replace: true });
  }, [signedOut, navigate, location.pathname, location.search]);
  return session.data ?? null;
}
