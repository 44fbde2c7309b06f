import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { owner, review } from "./setup/reviews-moderation";

/**
 * decisions/0047: the reviewer is told, in their language, when the owner hides their review (with the policy's
 * reason and the owner's note) and at the shop's first reply. Each e-mail is an outbox row written in the batch that
 * changes the review, under the same condition: a request that changes nothing, a refused one, or the four losers of
 * five parallel requests write none.
 */
beforeAll(async () => {
  await seedCatalogFixture();
});

const ORIGIN = "http://shop.test";
const mailsTo = async (userId: string) =>
  (
    await env.DB.prepare('SELECT subject, text, event_key AS eventKey FROM email_outbox WHERE "to" = ?1 ORDER BY created_at, rowid')
      .bind(`${userId}@exemplo.pt`)
      .all<{ subject: string; text: string; eventKey: string }>()
  ).results;
const productName = async (id: number) => (await env.DB.prepare("SELECT name FROM products WHERE id = ?1").bind(id).first<{ name: string }>())!.name;

describe("a hidden review", () => {
  it("mails its author once: the product, the reason in the shop's words, the note, the policy and the contact page", async () => {
    const r = await review(2, 1, "Texto com insultos.");
    const boss = await owner();
    const name = await productName(2);
    const hidden = await boss.b.json(`/api/admin/reviews/${r.id}/hide`, "POST", { reason: "offensive", note: "Insulta outra cliente." });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    const [mail, ...more] = await mailsTo(r.userId);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`A sua avaliação de ${name} foi ocultada — Mãe & Bebé`);
    expect(mail!.text).toContain("Olá Ana,");
    expect(mail!.text).toContain("Motivo: linguagem ofensiva\nNota: Insulta outra cliente.");
    expect(mail!.text).toContain(`${ORIGIN}/termos-condicoes#politica-de-avaliacoes`);
    expect(mail!.text).toContain(`${ORIGIN}/contacto`);
    expect(mail!.eventKey).toMatch(new RegExp(`^review:${r.id}:hidden:`));

    // Hidden already: nothing changes, nothing is sent. Shown again: no e-mail either.
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/hide`, "POST", { reason: "spam" })).body.changed).toBe(false);
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/unhide`, "POST")).body.changed).toBe(true);
    expect(await mailsTo(r.userId)).toHaveLength(1);
    // Hidden again later: that is a new decision, told again.
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/hide`, "POST", { reason: "spam" })).body.changed).toBe(true);
    const second = await mailsTo(r.userId);
    expect(second).toHaveLength(2);
    expect(second[1]!.text).toContain("Motivo: publicidade ou spam\n\n");
  });

  it("five hides at once write one e-mail, the one of the reason applied", async () => {
    const r = await review(2, 2, "Visite a minha loja!");
    const boss = await owner();
    const reasons = ["spam", "offensive", "off_topic", "personal_data", "other"] as const;
    const answers = await Promise.all(reasons.map((reason) => boss.b.json(`/api/admin/reviews/${r.id}/hide`, "POST", { reason, note: "Nota." })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const applied = answers.find((a) => a.body.changed)!.body.review.hidden.reason as (typeof reasons)[number];
    const words = {
      spam: "publicidade ou spam",
      offensive: "linguagem ofensiva",
      off_topic: "não é sobre o produto",
      personal_data: "contém dados pessoais",
      other: "outro motivo",
    };
    const mails = await mailsTo(r.userId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Motivo: ${words[applied]}\n`);
  });

  it("is told in Spanish to a customer who chose Spanish: the product's Spanish name and the Spanish pages", async () => {
    const r = await review(6, 1, "Fatal.");
    await env.DB.batch([
      env.DB.prepare("UPDATE users SET language = 'es' WHERE id = ?1").bind(r.userId),
      env.DB.prepare("UPDATE products SET name_es = 'Cuna de prueba' WHERE id = 6"),
    ]);
    const boss = await owner();
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/hide`, "POST", { reason: "personal_data" })).status).toBe(200);
    const [mail] = await mailsTo(r.userId);
    expect(mail!.subject).toBe("Hemos ocultado tu valoración de Cuna de prueba — Mãe & Bebé");
    expect(mail!.text).toContain("Hola, Ana:");
    expect(mail!.text).toContain("Motivo: contiene datos personales\n\n");
    expect(mail!.text).not.toContain("Nota:");
    expect(mail!.text).toContain(`${ORIGIN}/es/terminos-condiciones#politica-de-valoraciones`);
    expect(mail!.text).toContain(`${ORIGIN}/es/contacto`);

    const reply = await boss.b.json(`/api/admin/reviews/${r.id}/unhide`, "POST");
    expect(reply.status).toBe(200);
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "Gracias por escribirnos." })).status).toBe(200);
    const replied = (await mailsTo(r.userId))[1]!;
    expect(replied.subject).toBe("Hemos respondido a tu valoración de Cuna de prueba — Mãe & Bebé");
    expect(replied.text).toContain("Gracias por escribirnos.");
    expect(replied.text).toContain(`${ORIGIN}/es/producto/6`);
  });

  it("a staff member's refused hide and reply write no e-mail", async () => {
    const r = await review(2, 3, "Normal.");
    const staff = await person("staff");
    expect((await staff.b.json(`/api/admin/reviews/${r.id}/hide`, "POST", { reason: "spam" })).status).toBe(403);
    expect((await staff.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "Obrigado." })).status).toBe(403);
    expect(await mailsTo(r.userId)).toEqual([]);
  });
});

describe("the shop's reply", () => {
  it("mails the reviewer the first reply with its words and the product's page; a corrected reply, the same one, or one deleted does not", async () => {
    const r = await review(4, 4, "Gostei.");
    const boss = await owner();
    const name = await productName(4);
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "Obrigado pela sua avaliação!" })).body.changed).toBe(true);
    const [mail] = await mailsTo(r.userId);
    expect(mail!.subject).toBe(`Respondemos à sua avaliação de ${name} — Mãe & Bebé`);
    expect(mail!.text).toContain("A loja respondeu:\n\nObrigado pela sua avaliação!\n\n");
    expect(mail!.text).toContain(`${ORIGIN}/produto/4`);

    expect((await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "Obrigado pela sua avaliação." })).body.changed).toBe(true);
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "Obrigado pela sua avaliação." })).body.changed).toBe(false);
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "DELETE")).body.changed).toBe(true);
    expect(await mailsTo(r.userId)).toHaveLength(1);
  });

  it("five first replies at once: one e-mail, with the words of the reply written first", async () => {
    const r = await review(4, 5, "Excelente.");
    const boss = await owner();
    const texts = ["Resposta A.", "Resposta B.", "Resposta C.", "Resposta D.", "Resposta E."];
    const answers = await Promise.all(texts.map((text) => boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const mails = await mailsTo(r.userId);
    expect(mails).toHaveLength(1);
    const first = (await env.DB.prepare(
      "SELECT after FROM audit_log WHERE action = 'review.replied' AND before IS NULL AND json_extract(detail, '$.reviewId') = ?1",
    )
      .bind(r.id)
      .first<{ after: string }>())!.after;
    expect(mails[0]!.text).toContain(`A loja respondeu:\n\n${first}\n\n`);
  });

  it("a reply to a hidden review, which shoppers do not see, is not mailed", async () => {
    const r = await review(4, 1, "O meu telefone: 912 345 678.");
    const boss = await owner();
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/hide`, "POST", { reason: "personal_data" })).status).toBe(200);
    expect((await boss.b.json(`/api/admin/reviews/${r.id}/reply`, "PUT", { text: "Retirámos o seu telefone." })).body.changed).toBe(true);
    expect((await mailsTo(r.userId)).map((m) => m.subject)).toEqual([expect.stringContaining("foi ocultada")]);
  });
});
