import { describe, expect, it } from "vitest";
import { parseSupplierOptions } from "../../worker/integrations/shipping/supplier-adapter";
import { DomainError } from "../../worker/lib/domain-error";
import { DOMAIN_ERROR_STATUS } from "../../worker/lib/on-error";

describe("the supplier's shippingOptions (SPEC §7)", () => {
  it("reads both shapes: nested shippingService and top-level fields", () => {
    const options = parseSupplierOptions({
      shippingOptions: [
        { shippingService: { id: "RECOLHA", name: "Recolha no armazém", delay: "Imediato", carrierCode: "LOJA" }, cost: 0 },
        { id: "SEUR-24", name: "SEUR 24h", delay: "24 horas", carrierCode: "SEUR", cost: 8.5 },
      ],
    });
    expect(options).toEqual([
      { id: "RECOLHA", name: "Recolha no armazém", delay: "Imediato", carrierCode: "LOJA", costCents: 0 },
      { id: "SEUR-24", name: "SEUR 24h", delay: "24 horas", carrierCode: "SEUR", costCents: 850 },
    ]);
  });

  it("the nested service wins over top-level fields; the cost may sit in either", () => {
    const [o] = parseSupplierOptions({ shippingOptions: [{ id: "top", name: "Topo", shippingService: { id: "svc", name: "Serviço", cost: "3.10" } }] });
    expect(o).toMatchObject({ id: "svc", name: "Serviço", costCents: 310 });
  });

  it("fills what is missing with 'option-{index}', 'Entrega Padrão', 'N/A', no carrier and 0", () => {
    expect(parseSupplierOptions({ shippingOptions: [{ cost: 2 }, null, { id: "  ", name: "", delay: 7 }] })).toEqual([
      { id: "option-1", name: "Entrega Padrão", delay: "N/A", carrierCode: null, costCents: 0 },
      { id: "option-2", name: "Entrega Padrão", delay: "7", carrierCode: null, costCents: 0 },
      { id: "option-0", name: "Entrega Padrão", delay: "N/A", carrierCode: null, costCents: 200 },
    ]);
  });

  it.each([
    [6.25, 625],
    ["6.25", 625],
    ["6,25", 625],
    [0.1 + 0.2, 30],
    [-3, 0],
    ["grátis", 0],
    [Number.NaN, 0],
    [null, 0],
  ])("a cost of %j is %i cents", (cost, cents) => {
    expect(parseSupplierOptions({ shippingOptions: [{ id: "A", cost }] })[0]!.costCents).toBe(cents);
  });

  it("sorts by cost, cheapest first, keeping the supplier's order for equal costs", () => {
    const ids = parseSupplierOptions({
      shippingOptions: [
        { id: "c", cost: 9 },
        { id: "a", cost: 1 },
        { id: "b1", cost: 5 },
        { id: "b2", cost: 5 },
      ],
    }).map((o) => o.id);
    expect(ids).toEqual(["a", "b1", "b2", "c"]);
  });

  it("no shippingOptions means no options; anything but a list is a bad answer (502)", () => {
    expect(parseSupplierOptions({})).toEqual([]);
    expect(parseSupplierOptions(null)).toEqual([]);
    expect(parseSupplierOptions({ shippingOptions: [] })).toEqual([]);
    for (const bad of ["nada", { a: 1 }, 3]) {
      const err = (() => {
        try {
          parseSupplierOptions({ shippingOptions: bad });
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toMatchObject({ code: "shipping_bad_response" });
      expect(DOMAIN_ERROR_STATUS[(err as DomainError).code]).toBe(502);
    }
  });
});
