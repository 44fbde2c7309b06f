import { expect, type Page } from "@playwright/test";
import { signedInCustomer, uniqueEmail } from "./accounts";
import { apiJson, findProducts } from "./catalog";
import { MAIN_SHOP_URL, mainShopSql } from "./servers";

/** Orders placed through the real API as preconditions: a customer with a saved address, a quote, an order, a payment. */

export const ORDER_ADDRESS = {
  firstName: "Ana",
  fullName: "Ana Costa",
  phone: "+351912345678",
  country: "PT",
  zipCode: "1100-148",
  state: "Lisboa",
  city: "Lisboa",
  address: "Rua Augusta",
  number: "10",
  neighborhood: "Santa Maria Maior",
  propertyType: "casa",
};

export interface Customer {
  ip: string;
  /** The headers a write needs: the test's own client address and the shop's Origin. */
  headers: Record<string, string>;
  addressId: string;
}

export interface Line {
  productId: number;
  variantId: number;
  quantity: number;
  name: string;
}

/**
 * Signs the page in as a new customer with a complete profile and one saved address (Lisboa unless told); `verified`:
 * one who confirmed their e-mail first (Multibanco is offered only to them, decisions/0050).
 */
export async function customerWithAddress(
  page: Page,
  tag: string,
  address: typeof ORDER_ADDRESS = ORDER_ADDRESS,
  email = uniqueEmail(tag),
  { verified = false }: { verified?: boolean } = {},
): Promise<Customer> {
  const ip = await signedInCustomer(page, email, undefined, undefined, { verified });
  const headers = { "CF-Connecting-IP": ip, Origin: MAIN_SHOP_URL };
  const res = await page.request.post("/api/addresses", { headers, data: address });
  expect(res.status()).toBe(201);
  const saved = ((await res.json()) as { address: { id: string } }).address;
  return { ip, headers, addressId: saved.id };
}

/** Products sold without options, with enough stock, each with its only variant's id. */
export async function productsToOrder(page: Page, count: number, minStock = 5): Promise<Omit<Line, "quantity">[]> {
  const found = await findProducts(page.request, (p) => p.stockQuantity >= minStock, count);
  expect(found).toHaveLength(count);
  return Promise.all(
    found.map(async (p) => {
      const { product } = await apiJson<{ product: { variants: { id: number }[] } }>(page.request, `/api/products/${p.id}`);
      return { productId: p.id, variantId: product.variants[0]!.id, name: p.name };
    }),
  );
}

/** The variant's stock as the product page reads it. */
export async function variantStock(page: Page, line: Pick<Line, "productId" | "variantId">): Promise<number> {
  const { product } = await apiJson<{ product: { variants: { id: number; stockQuantity: number }[] } }>(page.request, `/api/products/${line.productId}`);
  return product.variants.find((v) => v.id === line.variantId)!.stockQuantity;
}

/**
 * Quote (PT, the saved address's postal code), then the order with the cheapest option (and `discountCode`, if given; with
 * `gift`, every line a gift for that birth list): the pending order and its payment page.
 */
export async function placeOrder(
  page: Page,
  customer: Customer,
  lines: Line[],
  { discountCode, gift }: { discountCode?: string; gift?: { slug: string; from: string } } = {},
): Promise<{ orderId: string; url: string; number: string }> {
  const items = lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity }));
  const quote = await page.request.post("/api/shipping/quotes", {
    headers: customer.headers,
    data: { country: "PT", postalCode: ORDER_ADDRESS.zipCode, items },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  const { quoteId, options } = (await quote.json()) as { quoteId: string; options: { id: string }[] };
  const res = await page.request.post("/api/orders", {
    headers: customer.headers,
    data: {
      items: gift ? items.map((i) => ({ ...i, forList: true })) : items,
      quoteId,
      optionId: options[0]!.id,
      addressId: customer.addressId,
      discountCode,
      gift,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { orderId, url } = (await res.json()) as { orderId: string; url: string };
  return { orderId, url, number: orderId.slice(-8).toUpperCase() };
}

/** Pays on the embedded test payment page without the browser (as if in another tab): 303 to the success page. */
export async function payInBackground(page: Page, customer: Customer, url: string) {
  const res = await page.request.post(`${url}/pay`, { headers: customer.headers, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  return res.headers().location!;
}

/**
 * A new customer (the page signed in as them, with a saved address) and their order of one product, `quantity` units,
 * paid on the test payment page; with `discount`, a 10 % welcome code of their own goes with the order.
 */
export async function paidOrder(page: Page, tag: string, { quantity = 1, discount = false } = {}) {
  const email = uniqueEmail(tag);
  const customer = await customerWithAddress(page, tag, undefined, email);
  const discountCode = discount ? `BEMVINDO-E2E${Math.random().toString(36).slice(2, 8).toUpperCase()}` : undefined;
  if (discountCode) await mainShopSql`INSERT INTO discount_codes (code, email) VALUES (${discountCode}, ${email})`;
  const [line] = await productsToOrder(page, 1);
  const order = await placeOrder(page, customer, [{ ...line!, quantity }], { discountCode });
  await payInBackground(page, customer, order.url);
  return { email, customer, line: line!, discountCode, ...order };
}

/** The order as the API answers it to its customer. */
export async function orderOf(page: Page, orderId: string) {
  return (await apiJson(page.request, `/api/orders/${orderId}`)).order as {
    status: string;
    totalCents: number;
    shippingServiceName: string;
    shippingDelay: string;
    shippingCents: number;
  };
}

/** An order's date as a customer in Portugal reads it (independent of the page's own formatting). */
export const lisbonDate = (d = new Date()) =>
  new Intl.DateTimeFormat("pt-PT", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Lisbon" }).format(d);
