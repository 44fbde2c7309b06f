// Scripts run the worker's repositories on Node against wrangler's local bindings (getPlatformProxy).
// The Workers runtime types live in the worker program; here the binding type is opaque.
// D1's statement calls as the worker's repositories make them (their row types are the repositories' own).
declare interface D1PreparedStatement {
  bind(...values: unknown[]): D1PreparedStatement;
  first<T = Record<string, unknown>>(column?: string): Promise<T | null>;
  all<T = Record<string, unknown>>(): Promise<{ results: T[]; meta: { changes?: number } }>;
  run(): Promise<{ meta: { changes?: number } }>;
  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[]>;
}
declare interface D1Database {
  prepare(sql: string): D1PreparedStatement;
  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<{ results: T[]; meta: { changes?: number } }[]>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare type R2Bucket = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare type R2Object = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare type R2ObjectBody = any;
