// First: before any module defines a zod schema.
import "./lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { RENDERED_ATTRIBUTE } from "../shared/initial-data";
import { App } from "./app/app";
import { seedInitialData } from "./lib/initial-data";
import { queryClient } from "./lib/query-client";
import "./styles.css";

/** A new task: what came before and what comes after are no one long task on the main thread (decisions/0022). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// The app starts in steps, each its own task: this module's code, the first screen's data, React DOM's code (its own
// chunk, preloaded with the entry), then the takeover.
const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
void (async () => {
  await nextTask();
  seedInitialData(queryClient);
  const { createRoot, hydrateRoot } = await import("react-dom/client");
  await nextTask();
  // The worker drew a catalogue page's first screen with this same app (docs/decisions/0022): take it over as it is.
  // As a transition, in short slices: a tap meanwhile is not held up behind the whole page.
  // What the shopper does meanwhile is held by start-app.js and given to the app once it has taken over (TakenOver).
  if (root.hasAttribute(RENDERED_ATTRIBUTE)) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
})();
