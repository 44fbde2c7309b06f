import type { DomainErrorCode } from "../../shared/error-codes";
import { type Say, sayPt } from "./say";

/**
 * What services and adapters throw when a rule says no (out of stock, not found, wrong password…). It names
 * the outcome, not an HTTP status: lib/on-error.ts maps every code to its status in one table, and says the message
 * in the request's language (`say`, decisions/0040); `message` is the Portuguese.
 */
export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    readonly code: DomainErrorCode,
    readonly say: Say,
    /** The input field the error is about, for forms. */
    readonly field?: string,
  ) {
    super(sayPt(say));
  }
}
