import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "../../../shared/constants";
import { toasterStore } from "../../lib/toast";

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import("sonner");
  function ReadyToaster() {
    useEffect(() => toasterStore.markReady(), []);
    // Below the sticky header (60 px on a phone, 64 px wider), so a toast never covers the cart or the menu it points to.
    return (
      <SonnerToaster
        position="top-center"
        offset={{ top: 76 }}
        mobileOffset={{ top: 68 }}
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
      />
    );
  }
  return { default: ReadyToaster };
});

/** SPEC §9: at most 3 toasts visible, 4 seconds each. Loaded on the first toast. */
export function LazyToaster() {
  const requested = useSyncExternalStore(toasterStore.subscribe, toasterStore.requested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
