// Scripts run the worker's repositories on Node against wrangler's local bindings (getPlatformProxy).
// The Workers runtime types live in the worker program; here the binding type is opaque.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare type D1Database = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare type R2Bucket = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare type R2Object = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare type R2ObjectBody = any;
