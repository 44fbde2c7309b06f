import { describe, expect, it } from "vitest";
import { lookupEmbeddedPostalCode } from "../../worker/integrations/postal-lookup/embedded-postal-table";
import { ES_PROVINCES } from "../../worker/integrations/postal-lookup/es-provinces";
import { PT_POSTAL_RANGES } from "../../worker/integrations/postal-lookup/pt-postal-ranges";

const MADEIRA = "Região Autónoma da Madeira";
const ACORES = "Região Autónoma dos Açores";
const PT_DISTRICTS = [
  "Aveiro",
  "Beja",
  "Braga",
  "Bragança",
  "Castelo Branco",
  "Coimbra",
  "Évora",
  "Faro",
  "Guarda",
  "Leiria",
  "Lisboa",
  "Portalegre",
  "Porto",
  "Santarém",
  "Setúbal",
  "Viana do Castelo",
  "Vila Real",
  "Viseu",
];

describe("embedded postal table: Spain", () => {
  it("names a province for every prefix 01 to 52, and none for 00 or 53 and up", () => {
    expect(ES_PROVINCES).toHaveLength(52);
    for (let p = 1; p <= 52; p++) {
      const place = lookupEmbeddedPostalCode("ES", `${String(p).padStart(2, "0")}123`);
      expect(place?.state, `prefix ${p}`).toBe(ES_PROVINCES[p - 1]![0]);
    }
    expect(new Set(ES_PROVINCES.map(([province]) => province)).size).toBe(52);
    for (const code of ["00123", "53001", "60001", "99999"]) expect(lookupEmbeddedPostalCode("ES", code), code).toBeNull();
  });

  it.each<[string, string, string]>([
    ["01001", "Álava", "Vitoria-Gasteiz"],
    ["07001", "Illes Balears", "Palma"],
    ["08001", "Barcelona", "Barcelona"],
    ["15001", "A Coruña", "A Coruña"],
    ["17001", "Girona", "Girona"],
    ["20001", "Gipuzkoa", "Donostia-San Sebastián"],
    ["26001", "La Rioja", "Logroño"],
    ["28001", "Madrid", "Madrid"],
    ["28055", "Madrid", "Madrid"],
    ["31001", "Navarra", "Pamplona"],
    ["33001", "Asturias", "Oviedo"],
    ["35001", "Las Palmas", "Las Palmas de Gran Canaria"],
    ["36001", "Pontevedra", "Pontevedra"],
    ["38001", "Santa Cruz de Tenerife", "Santa Cruz de Tenerife"],
    ["39001", "Cantabria", "Santander"],
    ["41001", "Sevilla", "Sevilla"],
    ["46001", "Valencia", "Valencia"],
    ["48001", "Bizkaia", "Bilbao"],
    ["50001", "Zaragoza", "Zaragoza"],
    ["51001", "Ceuta", "Ceuta"],
    ["52001", "Melilla", "Melilla"],
  ])("%s is the capital of %s, %s", (code, province, city) => {
    expect(lookupEmbeddedPostalCode("ES", code)).toEqual({ city, state: province, locality: null });
  });

  it("names no city when the third digit is not 0, nor for the capital-like codes of neighbouring towns", () => {
    expect(lookupEmbeddedPostalCode("ES", "28100")).toEqual({ city: null, state: "Madrid", locality: null }); // Alcobendas
    expect(lookupEmbeddedPostalCode("ES", "08201")).toEqual({ city: null, state: "Barcelona", locality: null }); // Sabadell
    expect(lookupEmbeddedPostalCode("ES", "33201")?.city).toBeNull(); // Gijón, not Oviedo
    expect(lookupEmbeddedPostalCode("ES", "36201")?.city).toBeNull(); // Vigo, not Pontevedra
    expect(lookupEmbeddedPostalCode("ES", "31010")).toEqual({ city: null, state: "Navarra", locality: null }); // Barañáin
    expect(lookupEmbeddedPostalCode("ES", "24010")?.city).toBeNull(); // San Andrés del Rabanedo
  });

  it("Ceuta and Melilla are one city each, whatever the third digit", () => {
    expect(lookupEmbeddedPostalCode("ES", "51080")?.city).toBe("Ceuta");
    expect(lookupEmbeddedPostalCode("ES", "52101")?.city).toBe("Melilla");
  });

  it("takes only five digits", () => {
    for (const code of ["2800", "280011", "28-001", "2800A", "", "ES28001"]) expect(lookupEmbeddedPostalCode("ES", code), code).toBeNull();
    expect(lookupEmbeddedPostalCode("ES", " 28001 ")?.city).toBe("Madrid");
  });
});

describe("embedded postal table: Portugal", () => {
  it.each<[string, string, string | null]>([
    ["1100-148", "Lisboa", "Lisboa"],
    ["4000-322", "Porto", "Porto"],
    ["3000-456", "Coimbra", "Coimbra"],
    ["4700-001", "Braga", "Braga"],
    ["8000-001", "Faro", "Faro"],
    ["7000-001", "Évora", "Évora"],
    ["2000-001", "Santarém", "Santarém"],
    ["2400-001", "Leiria", "Leiria"],
    ["3500-001", "Viseu", "Viseu"],
    ["5000-001", "Vila Real", "Vila Real"],
    ["5300-001", "Bragança", "Bragança"],
    ["6000-001", "Castelo Branco", "Castelo Branco"],
    ["6300-001", "Guarda", "Guarda"],
    ["7300-001", "Portalegre", "Portalegre"],
    ["7800-001", "Beja", "Beja"],
    ["2900-001", "Setúbal", "Setúbal"],
    ["3800-001", "Aveiro", "Aveiro"],
    ["4900-001", "Viana do Castelo", "Viana do Castelo"],
    ["9000-001", MADEIRA, "Funchal"],
    ["9400-001", MADEIRA, "Porto Santo"],
    ["9500-001", ACORES, "Ponta Delgada"],
    ["9700-001", ACORES, "Angra do Heroísmo"],
    ["9900-001", ACORES, "Horta"],
  ])("%s is in %s, %s", (code, district, city) => {
    expect(lookupEmbeddedPostalCode("PT", code)).toEqual({ city, state: district, locality: null });
  });

  it.each<[string, string, string | null]>([
    ["1495-001", "Lisboa", "Oeiras"], // Algés
    ["2050-001", "Lisboa", "Azambuja"],
    ["2435-001", "Santarém", "Ourém"], // Caxarias, among Leiria's CP4s
    ["2495-001", "Santarém", "Ourém"], // Fátima
    ["2750-001", "Lisboa", "Cascais"],
    ["2800-001", "Setúbal", "Almada"],
    ["2835-001", "Setúbal", null], // shared by Moita and Barreiro
    ["3050-001", "Aveiro", "Mealhada"],
    ["3100-001", "Leiria", "Pombal"],
    ["4400-001", "Porto", "Vila Nova de Gaia"],
    ["4500-001", "Aveiro", "Espinho"],
    ["4510-001", "Porto", "Gondomar"],
    ["4745-001", "Porto", "Trofa"],
    ["4870-001", "Vila Real", "Ribeira de Pena"],
    ["5100-001", "Viseu", "Lamego"],
    ["5150-001", "Guarda", "Vila Nova de Foz Côa"],
    ["6120-001", "Santarém", "Mação"],
    ["7230-001", "Beja", "Barrancos"],
    ["7490-001", "Évora", "Mora"],
    ["7520-001", "Setúbal", "Sines"],
  ])("district borders: %s is in %s, %s", (code, district, city) => {
    expect(lookupEmbeddedPostalCode("PT", code)).toEqual({ city, state: district, locality: null });
  });

  it("reads a code with or without its hyphen, and refuses any other shape", () => {
    expect(lookupEmbeddedPostalCode("PT", "1100148")).toEqual(lookupEmbeddedPostalCode("PT", "1100-148"));
    expect(lookupEmbeddedPostalCode("PT", "1100148")?.city).toBe("Lisboa");
    expect(lookupEmbeddedPostalCode("PT", " 4000-322 ")?.city).toBe("Porto");
    for (const code of ["1100", "1100-14", "1100 148", "1100--148", "11001489", "A100-148", "", "28001"]) {
      expect(lookupEmbeddedPostalCode("PT", code), code).toBeNull();
    }
  });

  it("returns null below 1000 and in the gaps no district owns", () => {
    for (const code of ["0000-000", "0999-999", "0100-100"]) expect(lookupEmbeddedPostalCode("PT", code), code).toBeNull();
    for (const code of ["3120-001", "3900-001", "4825-001"]) expect(lookupEmbeddedPostalCode("PT", code), code).toBeNull();
  });

  it("keeps its ranges sorted, apart and within 1000-9999, and covers every district and both regions", () => {
    let previousTo = 999;
    for (const [from, to, district, city] of PT_POSTAL_RANGES) {
      expect(Number.isInteger(from) && Number.isInteger(to), `${from}-${to}`).toBe(true);
      expect(from, `${from}-${to} starts after the range before it`).toBeGreaterThan(previousTo);
      expect(to, `${from}-${to}`).toBeGreaterThanOrEqual(from);
      expect(to, `${from}-${to}`).toBeLessThanOrEqual(9999);
      expect([...PT_DISTRICTS, MADEIRA, ACORES], `${from}-${to}`).toContain(district);
      if (city !== null) expect(city.trim().length, `${from}-${to}`).toBeGreaterThan(0);
      previousTo = to;
    }
    expect(new Set(PT_POSTAL_RANGES.map(([, , district]) => district))).toEqual(new Set([...PT_DISTRICTS, MADEIRA, ACORES]));
  });

  it("puts 9000-9499 in Madeira and 9500-9999 in the Azores, and nothing of 1000-8999 in either", () => {
    for (const [from, to, district] of PT_POSTAL_RANGES) {
      if (to < 9000) expect([MADEIRA, ACORES], `${from}-${to}`).not.toContain(district);
      else expect(district, `${from}-${to}`).toBe(from < 9500 ? MADEIRA : ACORES);
    }
  });
});
