import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again.
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    },
    // Offline, a write fails at once with the shop's connection error (SPEC §8) instead of waiting
    // silently for the network to come back (TanStack's default "online" mode pauses it).
    mutations: { networkMode: "always" },
  },
});
