import { type Copy, copy } from "../../shared/copy";
import type { Say } from "./say";

/**
 * The way back from a Portuguese string to its place in the copy, for messages that arrive as text: the zod schemas in
 * shared/ are built from `#copy/*`, which is Portuguese in the worker (decisions/0040).
 */
let places: Map<string, string[]> | undefined;

function placesOf(node: unknown, path: string[], into: Map<string, string[]>) {
  if (typeof node === "string") {
    if (!into.has(node)) into.set(node, path);
  } else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) placesOf(value, [...path, key], into);
  }
}

const at = (t: Copy, path: string[]): unknown => path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], t);

/** A Portuguese copy string said in any language (the same place in that language's copy); any other text stays as it is. */
export function sayCopyString(message: string): Say {
  if (!places) {
    places = new Map();
    placesOf(copy, [], places);
  }
  const path = places.get(message);
  return (t) => {
    const said = path ? at(t, path) : undefined;
    return typeof said === "string" ? said : message;
  };
}
