// First: before any module defines a zod schema.
import "./lib/zod-jitless";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RENDERED_ATTRIBUTE } from "../shared/initial-data";
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
// What the shopper does meanwhile is held by start-app.js and given to the app once it has taken over (TakenOver).
if (root.hasAttribute(RENDERED_ATTRIBUTE)) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
