import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import type { InitialDataEntry } from "../../shared/initial-data";
import { AppRoutes } from "../app/router";
import { seedEntries } from "../lib/initial-data";

export async function renderPage(url: string, entries: InitialDataEntry[]): Promise<string> {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  seedEntries(client, entries);
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
    // One document, no streamed segments: a boundary is written in place however large (no inline script to swap it in).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  client.clear();
  return html;
}
