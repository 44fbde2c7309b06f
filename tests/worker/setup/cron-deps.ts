import { env } from "cloudflare:workers";
import { parseConfig } from "../../../worker/config/app-config";
import { createDb } from "../../../worker/db/client";
import { createDeps } from "../../../worker/deps";

/** The shop's dependencies as the Cron Trigger builds them (no request): a job called straight, with `vars` over the test's. */
export const cronDeps = (vars: Record<string, string> = {}) =>
  createDeps({ env: { ...env, ...vars }, var: { db: createDb(env.DB), config: parseConfig({ ...(env as unknown as Record<string, unknown>), ...vars }) } });

/** A fixture product's first variant (the fixture's products have one each, 92 of the demo's more). */
export const firstVariantOf = async (productId: number) =>
  (await env.DB.prepare("SELECT id FROM product_variants WHERE product_id = ?1 ORDER BY position LIMIT 1").bind(productId).first<{ id: number }>())!.id;
