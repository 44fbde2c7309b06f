import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { GOOGLE_GEOCODE_URL } from "../../../worker/integrations/postal-lookup/google-geocoder";

/** Google's Geocoding API as msw serves it inside workerd, in its own JSON shape. Tests swap answers with server.use(). */
export const geocoderCalls: URL[] = [];

const component = (long_name: string, ...types: string[]) => ({ long_name, short_name: long_name, types: [...types, "political"] });

/** A real-shaped answer for a postal code (formatted_address, geometry and place_id as Google sends them). */
export function geocodeResult(postalCode: string, components: ReturnType<typeof component>[], country: [string, string]) {
  return {
    results: [
      {
        address_components: [{ long_name: postalCode, short_name: postalCode, types: ["postal_code"] }, ...components, component(country[0], "country")],
        formatted_address: `${postalCode}, ${country[0]}`,
        geometry: { location: { lat: 38.71, lng: -9.14 }, location_type: "APPROXIMATE" },
        place_id: "ChIJtest",
        types: ["postal_code"],
      },
    ],
    status: "OK",
  };
}

export const LISBOA_1100_148 = geocodeResult(
  "1100-148",
  [
    component("Lisboa", "locality"),
    component("Santa Maria Maior", "administrative_area_level_3"),
    component("Lisboa", "administrative_area_level_2"),
    component("Lisboa", "administrative_area_level_1"),
  ],
  ["Portugal", "PT"],
);
export const MADRID_28013 = geocodeResult(
  "28013",
  [component("Madrid", "locality"), component("Madrid", "administrative_area_level_2"), component("Comunidad de Madrid", "administrative_area_level_1")],
  ["Spain", "ES"],
);

export const geocoder = setupServer(
  http.get(GOOGLE_GEOCODE_URL, ({ request }) => {
    const url = new URL(request.url);
    geocoderCalls.push(url);
    const answers: Record<string, unknown> = { "1100148": LISBOA_1100_148, "28013": MADRID_28013 };
    return HttpResponse.json(answers[url.searchParams.get("address") ?? ""] ?? { results: [], status: "ZERO_RESULTS" });
  }),
);

export { component, delay, HttpResponse, http };
