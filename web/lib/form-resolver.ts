import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { copyText } from "../../shared/copy-keys";

/** Each field error's message in this build's language (the errors are the resolver's own, new on each validation). */
function say(errors: Record<string, unknown>) {
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the field's element: nothing of it is a message.
    if (key === "ref" || !value || typeof value !== "object") continue;
    const error = value as Record<string, unknown>;
    if (typeof error.message === "string") error.message = copyText(error.message);
    say(error);
  }
}

/**
 * The forms' resolver: zodResolver with the shared schema, whose messages are copy keys (shared/copy-keys.ts), said
 * here in the page's language. Every form validates through it, so no key reaches the screen.
 */
export const formResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = (zodResolver as (...a: Parameters<typeof zodResolver>) => Resolver<FieldValues>)(...args);
  return async (...input: Parameters<Resolver<FieldValues>>) => {
    const result = await resolve(...input);
    say(result.errors as Record<string, unknown>);
    return result;
  };
}) as typeof zodResolver;
