import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/session";

const CompleteProfileModal = lazy(() => import("./complete-profile-modal"));

/**
 * SPEC §2: pages (all but /auth, /reset-password and 404) show a spinner while the session and profile load;
 * a signed-in customer with an incomplete profile gets the blocking complete-profile form over the page.
 * The catalogue's pages (`showWhileLoading`) are the same for everyone and arrive drawn by the worker
 * (docs/decisions/0022): they show at once, and the form comes over them when the session says so.
 */
export function SessionGate({ showWhileLoading = false }: { showWhileLoading?: boolean }) {
  const session = useSession();
  if (session.isPending && !showWhileLoading) return <Spinner page />;
  const data = session.data;
  return (
    <>
      <Outlet />
      {data && !data.profileComplete && (
        <Suspense fallback={null}>
          <CompleteProfileModal session={data} />
        </Suspense>
      )}
    </>
  );
}
