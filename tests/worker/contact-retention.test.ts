import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";

// The privacy policy keeps contact messages two years; the Cron Trigger deletes older ones.

const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

describe("contact message retention", () => {
  it("the scheduled run deletes messages older than two years and keeps the others; a second run changes nothing", async () => {
    const insert = (id: string, daysAgo: number) =>
      env.DB.prepare(
        "INSERT INTO contact_messages (id, name, email, subject, message, created_at) VALUES (?1, 'Ana', 'ana@exemplo.pt', 'Olá', 'Mensagem', ?2)",
      ).bind(id, iso(daysAgo));
    await env.DB.batch([insert("velha", 731), insert("muito-velha", 2000), insert("recente", 700), insert("hoje", 0)]);
    const run = () => worker.scheduled(createScheduledController({ cron: "*/10 * * * *" }), env, createExecutionContext());
    await run();
    const ids = async () => (await env.DB.prepare("SELECT id FROM contact_messages ORDER BY id").all<{ id: string }>()).results.map((r) => r.id);
    expect(await ids()).toEqual(["hoje", "recente"]);
    await run();
    expect(await ids()).toEqual(["hoje", "recente"]);
  });
});
