import { type ComponentType, lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";

/**
 * A below-the-fold section whose code loads when it comes within `margin` of the viewport.
 * Until then it holds its space (minHeight), so nothing shifts.
 */
export function DeferredSection({
  load,
  minHeight,
  margin = "400px",
}: {
  load: () => Promise<{ default: ComponentType }>;
  minHeight: number;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const Section = useMemo(() => lazy(load), [load]);

  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setVisible(true), { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [visible, margin]);

  return (
    <div ref={ref} style={visible ? undefined : { minHeight }}>
      {visible && (
        <Suspense fallback={<div style={{ minHeight }} />}>
          <Section />
        </Suspense>
      )}
    </div>
  );
}
