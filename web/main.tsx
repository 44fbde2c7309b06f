// First: before any module defines a zod schema.
import "./lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RENDERED_ATTRIBUTE, TAKING_OVER_ATTRIBUTE } from "../shared/initial-data";
import { App } from "./app/app";
import { seedInitialData } from "./lib/initial-data";
import { queryClient } from "./lib/query-client";
import "./styles.css";

seedInitialData(queryClient);

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The worker drew a catalogue page's first screen with this same app (docs/decisions/0022): take it over as it is.
// As a transition, in short slices: a tap meanwhile is not held up behind the whole page.
// From here React sees the page's taps; one made before is replayed by start-app.js once the page is the app's.
if (root.hasAttribute(RENDERED_ATTRIBUTE)) {
  root.setAttribute(TAKING_OVER_ATTRIBUTE, "");
  startTransition(() => void hydrateRoot(root, app));
} else createRoot(root).render(app);
