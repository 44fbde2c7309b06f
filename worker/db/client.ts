import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";
import * as ordersSchema from "./schema-orders";

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema: { ...schema, ...ordersSchema } });
}
export type Db = ReturnType<typeof createDb>;
