import { env } from "cloudflare:workers";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { copies } from "../../shared/copy";
import { parcelBoxesCopy } from "../../shared/copy/back-office/parcel-boxes";
import { MAX_PARCEL_BOXES } from "../../shared/parcel-boxes";
import { OWNER, paidOrder, person } from "./setup/admin";
import { seedCatalogFixture } from "./setup/catalog-fixture";
import { EASYPOST_VARS, easyPostServer, epCalls, resetEasyPost } from "./setup/easypost-mock";
import { Browser } from "./setup/session";
import { SLOW_TEST_MS } from "./setup/timeouts";

/**
 * Issue 49: the shop's boxes are the owner's to keep ('Definições › Caixas de envio'). Staff and owners read them (a
 * label's parcel is one of them); owners add, change and take them out of use, each change audited in its batch; at
 * most MAX_PARCEL_BOXES in use and never none, held by the statements themselves under parallel requests; a label's box
 * must be one in use, and its size goes to the carrier.
 */
beforeAll(async () => {
  await seedCatalogFixture();
  easyPostServer.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => resetEasyPost());
afterAll(() => easyPostServer.close());

const e = parcelBoxesCopy.errors;
const BOX = { name: "Berço", lengthCm: 100, widthCm: 70, heightCm: 20, tareGrams: 1800 };
const inUse = async () => (await env.DB.prepare("SELECT count(*) AS n FROM parcel_boxes WHERE retired_at IS NULL").first<{ n: number }>())!.n;
const audits = async (action: string) =>
  (await env.DB.prepare("SELECT actor, before, after, detail FROM audit_log WHERE action = ?1 ORDER BY id").bind(action).all<Record<string, string>>()).results;
/** Puts the shop's boxes back as migration 0052 left them: the four first ones in use, every other one out of use. */
const resetBoxes = () =>
  env.DB.batch([
    env.DB.prepare("UPDATE parcel_boxes SET retired_at = NULL WHERE id IN ('pequena', 'media', 'grande', 'volumosa')"),
    env.DB.prepare("UPDATE parcel_boxes SET retired_at = '2026-01-01T00:00:00.000Z' WHERE id NOT IN ('pequena', 'media', 'grande', 'volumosa')"),
  ]);
beforeEach(resetBoxes);

describe("the list and who may change it", () => {
  it("staff and owners read the boxes in use (the four first ones); only owners add, change and retire; anonymous 401, customers 403", async () => {
    const [owner, staff, customer] = [await person("owner", OWNER), await person("staff"), await person("customer")];
    const list = await staff.b.json("/api/admin/parcel-boxes");
    expect(list.status).toBe(200);
    expect(list.body.boxes).toEqual([
      { id: "pequena", name: "Pequena", lengthCm: 30, widthCm: 20, heightCm: 10, tareGrams: 150 },
      { id: "media", name: "Média", lengthCm: 40, widthCm: 30, heightCm: 20, tareGrams: 300 },
      { id: "grande", name: "Grande", lengthCm: 60, widthCm: 40, heightCm: 40, tareGrams: 650 },
      { id: "volumosa", name: "Volumosa", lengthCm: 100, widthCm: 60, heightCm: 50, tareGrams: 1500 },
    ]);
    expect((await new Browser().json("/api/admin/parcel-boxes")).status).toBe(401);
    expect((await customer.b.json("/api/admin/parcel-boxes")).status).toBe(403);
    for (const [method, path] of [
      ["POST", "/api/admin/parcel-boxes"],
      ["PUT", "/api/admin/parcel-boxes/media"],
      ["DELETE", "/api/admin/parcel-boxes/media"],
    ] as const) {
      expect((await staff.b.json(path, method, BOX)).status, `${method} ${path}`).toBe(403);
      expect((await customer.b.json(path, method, BOX)).status, `${method} ${path}`).toBe(403);
    }
    expect(await inUse()).toBe(4);

    const added = await owner.b.json("/api/admin/parcel-boxes", "POST", { ...BOX, name: "  Berço  " });
    expect(added.status).toBe(201);
    expect(added.body.box).toMatchObject({ ...BOX, id: expect.stringMatching(/^cx-[0-9a-f]{8}$/) });
    expect((await staff.b.json("/api/admin/parcel-boxes")).body.boxes.at(-1)).toEqual(added.body.box);
    const [created] = (await audits("parcel_box.created")).slice(-1);
    expect(created).toMatchObject({ actor: owner.email, detail: JSON.stringify({ id: added.body.box.id }) });
    expect(JSON.parse(created!.after!)).toEqual({ name: "Berço", lengthCm: 100, widthCm: 70, heightCm: 20, tareGrams: 1800 });

    const changed = await owner.b.json(`/api/admin/parcel-boxes/${added.body.box.id}`, "PUT", { ...BOX, lengthCm: 110 });
    expect(changed.status).toBe(200);
    expect(changed.body.box.lengthCm).toBe(110);
    const [updated] = (await audits("parcel_box.updated")).slice(-1);
    expect([JSON.parse(updated!.before!).lengthCm, JSON.parse(updated!.after!).lengthCm]).toEqual([100, 110]);

    expect((await owner.b.json(`/api/admin/parcel-boxes/${added.body.box.id}`, "DELETE")).body).toEqual({ retired: true });
    expect((await staff.b.json("/api/admin/parcel-boxes")).body.boxes.map((b: { id: string }) => b.id)).toEqual(["pequena", "media", "grande", "volumosa"]);
    expect((await audits("parcel_box.retired")).at(-1)).toMatchObject({ actor: owner.email });
    // Out of use: it can be neither changed nor retired again.
    expect((await owner.b.json(`/api/admin/parcel-boxes/${added.body.box.id}`, "PUT", BOX)).body.error).toMatchObject({ code: "parcel_box_not_found" });
    expect((await owner.b.json(`/api/admin/parcel-boxes/${added.body.box.id}`, "DELETE")).status).toBe(404);
    expect((await owner.b.json("/api/admin/parcel-boxes/nao-existe", "DELETE")).status).toBe(404);
  });

  it("bad boxes are refused on their field, and nothing is written", async () => {
    const owner = await person("owner", OWNER);
    const before = [await inUse(), (await audits("parcel_box.created")).length];
    const bad: [Record<string, unknown>, string, string][] = [
      [{ ...BOX, name: "" }, "name", e.name],
      [{ ...BOX, name: "x".repeat(41) }, "name", e.name],
      [{ ...BOX, name: "Caixa\u202e" }, "name", e.name],
      [{ ...BOX, lengthCm: 0 }, "lengthCm", e.side],
      [{ ...BOX, widthCm: 121 }, "widthCm", e.side],
      [{ ...BOX, heightCm: 1.5 }, "heightCm", e.side],
      [{ ...BOX, heightCm: "20" }, "heightCm", e.side],
      [{ ...BOX, tareGrams: -1 }, "tareGrams", e.tare],
      [{ ...BOX, tareGrams: 5001 }, "tareGrams", e.tare],
      [{ name: "Sem medidas" }, "lengthCm", e.side],
    ];
    for (const [body, field, message] of bad) {
      const res = await owner.b.json("/api/admin/parcel-boxes", "POST", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toMatchObject({ field, message });
    }
    // A name another box in use has (case aside): 409 on the name, for a new box and for a change.
    const taken = await owner.b.json("/api/admin/parcel-boxes", "POST", { ...BOX, name: "média" });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: "parcel_box_name_taken", field: "name", message: e.nameTaken });
    expect((await owner.b.json("/api/admin/parcel-boxes/pequena", "PUT", { ...BOX, name: "GRANDE" })).status).toBe(409);
    expect([await inUse(), (await audits("parcel_box.created")).length]).toEqual(before);
    expect((await owner.b.json("/api/admin/parcel-boxes")).body.boxes[0].name).toBe("Pequena");
  });
});

describe("limits under parallel requests", () => {
  it(`${MAX_PARCEL_BOXES + 6} boxes added at once: exactly up to ${MAX_PARCEL_BOXES} in use, each added one audited once`, {
    timeout: SLOW_TEST_MS,
  }, async () => {
    const owner = await person("owner", OWNER);
    const auditBefore = (await audits("parcel_box.created")).length;
    const results = await Promise.all(
      Array.from({ length: MAX_PARCEL_BOXES + 6 }, (_, i) => owner.b.json("/api/admin/parcel-boxes", "POST", { ...BOX, name: `Lote ${i}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_PARCEL_BOXES - 4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(results.find((r) => r.status === 409)!.body.error).toMatchObject({ code: "parcel_boxes_full", message: e.full(MAX_PARCEL_BOXES) });
    expect(await inUse()).toBe(MAX_PARCEL_BOXES);
    expect((await audits("parcel_box.created")).length - auditBefore).toBe(MAX_PARCEL_BOXES - 4);
    // Two owners adding the same name at once: one box.
    await owner.b.json("/api/admin/parcel-boxes/pequena", "DELETE");
    await owner.b.json("/api/admin/parcel-boxes/media", "DELETE");
    const same = await Promise.all([1, 2].map(() => owner.b.json("/api/admin/parcel-boxes", "POST", { ...BOX, name: "Gémea" })));
    expect(same.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM parcel_boxes WHERE name = 'Gémea' AND retired_at IS NULL").first<{ n: number }>())!.n).toBe(1);
  });

  it("the last boxes retired at once: one stays in use (the shop always has a box), told why", { timeout: SLOW_TEST_MS }, async () => {
    const owner = await person("owner", OWNER);
    await owner.b.json("/api/admin/parcel-boxes/pequena", "DELETE");
    await owner.b.json("/api/admin/parcel-boxes/media", "DELETE");
    const auditBefore = (await audits("parcel_box.retired")).length;
    const results = await Promise.all(["grande", "volumosa", "grande", "volumosa"].map((id) => owner.b.json(`/api/admin/parcel-boxes/${id}`, "DELETE")));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.body.error.code).sort()).toEqual(["parcel_box_last", "parcel_box_last", "parcel_box_not_found"]);
    expect(refused.find((r) => r.body.error.code === "parcel_box_last")!.body.error.message).toBe(e.last);
    expect(await inUse()).toBe(1);
    expect((await audits("parcel_box.retired")).length - auditBefore).toBe(1);
  });
});

describe("a label's box", { timeout: SLOW_TEST_MS }, () => {
  it("the owner's new box goes to the carrier with its size and its own weight; the label keeps its name once it is out of use", async () => {
    const owner = await person("owner", OWNER, EASYPOST_VARS);
    const box = (await owner.b.json("/api/admin/parcel-boxes", "POST", BOX)).body.box;
    const { orderId } = await paidOrder(4);
    // The fixture's variant weighs nothing recorded: the parcel's weight is typed.
    const res = await owner.b.json(`/api/admin/shipping-labels/${orderId}`, "POST", { box: box.id, weightGrams: 4200 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.label).toMatchObject({ box: box.id, boxName: "Berço", weightGrams: 4200 });
    expect(epCalls[0]!.body.shipment.parcel).toEqual({ length: 39.4, width: 27.6, height: 7.9, weight: 148.2 });

    await owner.b.json(`/api/admin/parcel-boxes/${box.id}`, "DELETE");
    expect((await owner.b.json(`/api/admin/shipping-labels/${orderId}`)).body.label).toMatchObject({ box: box.id, boxName: "Berço" });
    // Out of use: a new label cannot take it; nothing is bought.
    const other = await paidOrder(4);
    const refused = await owner.b.json(`/api/admin/shipping-labels/${other.orderId}`, "POST", { box: box.id, weightGrams: 4200 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "label_box_unknown", field: "box", message: copies.pt.orders.admin.labelBox });
    expect((await owner.b.json(`/api/admin/shipping-labels/${other.orderId}`, "POST", { box: "../x", weightGrams: 4200 })).body.error.field).toBe("box");
    expect(epCalls).toHaveLength(3);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM shipping_labels WHERE order_id = ?1").bind(other.orderId).first<{ n: number }>())!.n).toBe(0);
  });
});
