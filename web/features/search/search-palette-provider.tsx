import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

const SearchPalette = lazy(() => import("./search-palette"));

interface PaletteContext {
  openPalette: () => void;
}
const Ctx = createContext<PaletteContext>({ openPalette: () => {} });

/** Holds the palette's open state; Ctrl/Cmd+K anywhere opens it. The palette's code loads on first use. */
export function SearchPaletteProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // Focus goes back where it was when the palette closes (it is opened from context, not a Radix trigger).
  const returnFocus = useRef<HTMLElement | null>(null);
  const openPalette = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLoaded(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        openPalette();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [openPalette]);

  const value = useMemo(() => ({ openPalette }), [openPalette]);
  return (
    <Ctx.Provider value={value}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <SearchPalette open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </Ctx.Provider>
  );
}

export const useSearchPalette = () => useContext(Ctx);
