import { useEffect, useState } from "react";

/**
 * The time now, read again every 30 seconds (a countdown in minutes stays right); null on the worker's render and the
 * browser's hydration of it (docs/decisions/0022), so what depends on the clock is drawn only by the browser.
 */
export function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const tick = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(tick);
  }, []);
  return now;
}
