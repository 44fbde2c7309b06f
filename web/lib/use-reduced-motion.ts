import { useMediaQuery } from "./use-media-query";

/** The shopper asked the system for less motion: no auto-advancing carousels, slides jump instead of gliding (WCAG 2.3.3). */
export const useReducedMotion = () => useMediaQuery("(prefers-reduced-motion: reduce)");
