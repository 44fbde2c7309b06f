// First: before any module defines a zod schema.
import "./lib/zod-jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { seedInitialData } from "./lib/initial-data";
import { queryClient } from "./lib/query-client";
import "./styles.css";

seedInitialData(queryClient);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
