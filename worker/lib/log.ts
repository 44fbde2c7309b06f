import { currentRequestId } from "./request-context";

type Level = "info" | "warn" | "error";

/** A value as a log line can hold it: an error's name, message and stack; anything else as JSON takes it. */
function loggable(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

/**
 * The worker's one way to log (issue 46): one JSON object per line, with its level, its message, the request's id
 * (lib/request-context.ts) and its fields, so Workers Logs can filter and search them.
 */
export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const line: Record<string, unknown> = { level, message, requestId: currentRequestId() };
  for (const [key, value] of Object.entries(fields)) line[key] = loggable(value);
  let text: string;
  try {
    text = JSON.stringify(line);
  } catch {
    text = JSON.stringify({ level, message, requestId: line.requestId, fields: String(fields) });
  }
  if (level === "error") console.error(text);
  else if (level === "warn") console.warn(text);
  else console.log(text);
}
