import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/** The supplier's endpoint as msw serves it inside workerd. Tests swap handlers with server.use(). */
export const SUPPLIER_URL = "https://supplier.test/shipping/orders.json";
export const supplierCalls: { auth: string | null; body: any }[] = [];

export const supplier = setupServer(
  http.post(SUPPLIER_URL, async ({ request }) => {
    supplierCalls.push({ auth: request.headers.get("Authorization"), body: await request.json() });
    return HttpResponse.json({
      shippingOptions: [
        { shippingService: { id: "GLS-EXP", name: "GLS Express", delay: "24h", carrierCode: "GLS" }, cost: 9.9 },
        { shippingService: { id: "CTT-N", name: "CTT Normal", delay: "3-5 dias", carrierCode: "CTT" }, cost: 4.5 },
      ],
    });
  }),
);

export { delay, HttpResponse, http };
