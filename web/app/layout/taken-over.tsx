import { useEffect } from "react";
import { RENDERED_ATTRIBUTE } from "../../../shared/initial-data";

/**
 * Once the page the worker drew (docs/decisions/0022) is the app's own, the root stops saying it is only drawn:
 * start-app.js then gives the app what the shopper did before, and the end-to-end tests act on the page.
 * Rendered with the route's content, or with the error shown in its place (a page that failed is the app's too).
 */
export function TakenOver() {
  useEffect(() => document.getElementById("root")?.removeAttribute(RENDERED_ATTRIBUTE), []);
  return null;
}
