import type { DomainErrorCode } from "../../shared/error-codes";

/**
 * What services and adapters throw when a rule says no (out of stock, not found, wrong password…). It names
 * the outcome, not an HTTP status: lib/on-error.ts maps every code to its status in one table.
 */
export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** The input field the error is about, for forms. */
    readonly field?: string,
  ) {
    super(message);
  }
}
