import type { ShopSettingKey } from "../../../shared/shop-settings";

/** A saved setting as the table holds it. */
export interface SavedSetting {
  key: ShopSettingKey;
  value: string;
  updatedAt: string;
  updatedBy: string;
}

/** A setting the owner changed: its new value, and what was in force before (the environment's value when none was saved). */
export interface SettingChange {
  key: ShopSettingKey;
  value: string;
  fallback: string;
}

/**
 * The shop_settings table (issue 46). A save is one batch: the audit row (each changed setting before → after, the
 * value in force read in the same statement), then one upsert per changed setting; the table's triggers change the
 * catalogue's version token, so cached answers are read afresh.
 */
export function shopSettingsRepo(d1: D1Database) {
  return {
    all: async () => (await d1.prepare("SELECT key, value, updated_at AS updatedAt, updated_by AS updatedBy FROM shop_settings").all<SavedSetting>()).results,

    async save(changes: SettingChange[], actor: string) {
      const params: unknown[] = [actor, JSON.stringify(Object.fromEntries(changes.map((c) => [c.key, c.value])))];
      const param = (v: unknown) => `?${params.push(v)}`;
      const before = changes
        .map((c) => `${param(c.key)}, coalesce((SELECT value FROM shop_settings WHERE key = ${param(c.key)}), ${param(c.fallback)})`)
        .join(", ");
      await d1.batch([
        d1.prepare(`INSERT INTO audit_log (actor, action, before, after) VALUES (?1, 'settings.updated', json_object(${before}), ?2)`).bind(...params),
        ...changes.map((c) =>
          d1
            .prepare(
              `INSERT INTO shop_settings (key, value, updated_by) VALUES (?1, ?2, ?3)
               ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
            )
            .bind(c.key, c.value, actor),
        ),
      ]);
    },
  };
}
export type ShopSettingsRepo = ReturnType<typeof shopSettingsRepo>;
