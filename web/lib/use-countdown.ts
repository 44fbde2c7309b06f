import { useEffect, useState } from "react";

/** Seconds left until zero, ticking once a second; start(n) begins a new countdown. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))) };
}
