import { categoryPath, pathsFor } from "../../shared/page-tables";
import { isValidEsNifNie, isValidPtNif } from "../../shared/tax-number";
import { rng } from "../lib/catalog-generator.ts";
import type { Browser } from "./crowd-client";

/** What the whole crowd shares: when to stop, what it can buy, the hot variants, and what it did (the ledger). */
export interface CrowdContext {
  over: () => boolean;
  /** A pause scaled to this run (1–4 s by default): a shopper reads before the next click. */
  think: (rand: Rand, minS?: number, maxS?: number) => Promise<void>;
  /** A few variants with little stock that many shoppers want at once: where overselling would show. */
  hot: { productId: number; variantId: number }[];
  /** The products on sale (an archived one's page is a 404, which no link leads to). */
  products: number[];
  ledger: Map<string, PlacedOrder>;
  tally: Tally;
}

/** An order a shopper placed, as the shopper saw it end. */
export interface PlacedOrder {
  id: string;
  guest: boolean;
  lang: "pt" | "es";
  lines: { productId: number; variantId: number; quantity: number }[];
  outcome: "paid" | "cancelled on the payment page" | "cancelled from my orders" | "left pending" | "placed" | "pay answer lost";
}

export type Tally = Record<
  | "visits"
  | "searches"
  | "searchesEs"
  | "productViews"
  | "listings"
  | "carts"
  | "checkouts"
  | "signUps"
  | "guests"
  | "ordersPlaced"
  | "ordersPaid"
  | "declinedThenPaid"
  | "cancelledOnPage"
  | "cancelledFromOrders"
  | "leftPending"
  | "outOfStockAtOrder"
  | "orderAnswersLost"
  | "payAnswersLost"
  | "checkoutsGivenUp",
  number
>;

export const newTally = (): Tally => ({
  visits: 0,
  searches: 0,
  searchesEs: 0,
  productViews: 0,
  listings: 0,
  carts: 0,
  checkouts: 0,
  signUps: 0,
  guests: 0,
  ordersPlaced: 0,
  ordersPaid: 0,
  declinedThenPaid: 0,
  cancelledOnPage: 0,
  cancelledFromOrders: 0,
  leftPending: 0,
  outOfStockAtOrder: 0,
  orderAnswersLost: 0,
  payAnswersLost: 0,
  checkoutsGivenUp: 0,
});

/** The catalogue generator's seeded numbers (mulberry32): the same mix of choices per shopper, run after run. */
export function rand(seed: number) {
  const next = rng(seed);
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rand = ReturnType<typeof rand>;

// The demo catalogue's categories (API slugs are the same in both languages; the pages have each language's own).
const CATEGORIES = ["sono-conforto", "roupinhas-moda-infantil", "passeio-mobilidade", "alimentacao", "banho-cuidados", "brinquedos-diversao", "enxoval"];
const SORTS = ["featured", "price-low", "price-high", "best-selling"];
// What shoppers type, typos included (the fuzzy fallback, decisions/0018), in each language's indexes (decisions/0041).
const TERMS = {
  pt: [
    "berco",
    "body",
    "carrinho",
    "biberao",
    "manta",
    "pijama",
    "cadeira",
    "bacio",
    "toalha capuz",
    "espreguicadeira",
    "berso",
    "fraldas",
    "chupetas",
    "tijela",
  ],
  es: [
    "cuna",
    "body",
    "silla de paseo",
    "biberon",
    "manta",
    "pijama",
    "silla",
    "orinal",
    "toalla capucha",
    "hamaca",
    "cunna",
    "chupetes",
    "panal",
    "esterilisador",
  ],
};
const PLACES = {
  pt: [
    { zipCode: "1100-148", state: "Lisboa", city: "Lisboa", neighborhood: "Santa Maria Maior" },
    { zipCode: "4000-322", state: "Porto", city: "Porto", neighborhood: "Bonfim" },
    { zipCode: "3000-456", state: "Coimbra", city: "Coimbra", neighborhood: "Sé Nova" },
    { zipCode: "8000-123", state: "Faro", city: "Faro", neighborhood: "Sé" },
  ],
  es: [
    { zipCode: "28001", state: "Madrid", city: "Madrid", neighborhood: "Salamanca" },
    { zipCode: "08001", state: "Barcelona", city: "Barcelona", neighborhood: "El Raval" },
    { zipCode: "41001", state: "Sevilla", city: "Sevilla", neighborhood: "Casco Antiguo" },
  ],
};
const FIRST = ["Ana", "Maria", "Joana", "Sofia", "Rita", "Marta", "Pedro", "João", "Lucía", "Carmen", "Pablo", "Elena"];
const LAST = ["Silva", "Santos", "Ferreira", "Costa", "Oliveira", "García", "Martínez", "López"];
const PASSWORD = "Multidao#2026";

type Card = { id: number; stockQuantity: number; variantCount: number };
type Variant = { id: number; stockQuantity: number };
type Line = { productId: number; variantId: number; quantity: number };

/** A Portuguese NIF or a Spanish DNI with its check digit or letter right, from the shopper's number. */
function taxNumber(lang: "pt" | "es", n: number): string {
  if (lang === "es") {
    const digits = String(10_000_000 + n * 7919).slice(-8);
    const nif = `${digits}${"TRWAGMYFPDXBNJZSQVHLCKE"[Number(digits) % 23]}`;
    if (isValidEsNifNie(nif)) return nif;
  }
  for (let k = 0; ; k++) {
    const body = `2${String(1_000_000 + ((n * 104_729 + k) % 9_000_000)).padStart(7, "0")}`;
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += Number(body[i]) * (9 - i);
    const check = 11 - (sum % 11);
    const nif = `${body}${check >= 10 ? 0 : check}`;
    if (isValidPtNif(nif)) return nif;
  }
}

/** Who a shopper is when they buy: a name, a phone, a tax number and an address, in their country. */
function person(lang: "pt" | "es", n: number, r: Rand) {
  const firstName = r.pick(FIRST);
  const fullName = `${firstName} ${r.pick(LAST)} ${r.pick(LAST)}`;
  const phone = lang === "es" ? `+346${String(10_000_000 + n).slice(-8)}` : `+3519${String(10_000_000 + n).slice(-8)}`;
  const place = r.pick(PLACES[lang]);
  return {
    profile: { firstName, fullName, birthDate: `19${80 + r.int(20)}-0${1 + r.int(9)}-1${r.int(9)}`, phone, nif: taxNumber(lang, n) },
    address: {
      firstName,
      fullName,
      phone,
      country: lang === "es" ? "ES" : "PT",
      ...place,
      address: lang === "es" ? "Calle Mayor" : "Rua Augusta",
      number: String(1 + r.int(200)),
      propertyType: "casa",
    },
  };
}

/** One shopper of the crowd: visits until the run is over, each a browse that sometimes ends in a purchase. */
export async function shopper(ctx: CrowdContext, b: Browser, n: number, r: Rand, runId: string) {
  // One person per shopper, visit after visit: the saved address is the one quoted.
  const me: Me = { account: null, n, runId, who: person(b.lang, n, r) };
  for (let visit = 0; !ctx.over(); visit++) {
    ctx.tally.visits++;
    const seen = await browse(ctx, b, r);
    if (ctx.over()) break;
    // About a third of visits put something in the cart; most of those check out.
    if (seen.length && r.chance(0.35)) {
      const lines = await fillCart(ctx, b, r, seen);
      if (lines.length && !ctx.over() && r.chance(0.85)) await checkout(ctx, b, r, me, lines, visit);
    }
    await ctx.think(r, 3, 8);
  }
}

/** Lands on a page (drawn by the worker), then lists, opens products and searches a few times; the products seen with stock. */
async function browse(ctx: CrowdContext, b: Browser, r: Rand): Promise<Card[]> {
  const paths = pathsFor(b.lang);
  const landing = r.next();
  const category = r.pick(CATEGORIES);
  if (landing < 0.4) await b.get(paths.home, "page: home");
  else if (landing < 0.75) await b.get(categoryPath(category, b.lang) ?? paths.home, "page: listing");
  else await b.get(paths.product(r.pick(ctx.products)), "page: product");
  // The app checks the session on every first load.
  await b.get("/api/account/session", "GET /api/account/session");
  const seen: Card[] = [];
  const steps = 2 + r.int(5);
  for (let s = 0; s < steps && !ctx.over(); s++) {
    await ctx.think(r);
    const what = r.next();
    if (what < 0.4) {
      ctx.tally.listings++;
      const res = await b.get(`/api/products?category=${r.pick(CATEGORIES)}&sort=${r.pick(SORTS)}`, "GET /api/products?category");
      if (res.status === 200)
        seen.push(
          ...res
            .json<{ items: Card[] }>()
            .items.filter((c) => c.stockQuantity > 0)
            .slice(0, 12),
        );
    } else if (what < 0.65 && seen.length) {
      ctx.tally.productViews++;
      const card = r.pick(seen);
      await b.get(`/api/products/${card.id}`, "GET /api/products/:id");
      if (r.chance(0.5)) await b.get(`/api/products/${card.id}/reviews?page=1`, "GET /api/products/:id/reviews");
    } else {
      ctx.tally.searches++;
      if (b.lang === "es") ctx.tally.searchesEs++;
      const term = r.pick(TERMS[b.lang]);
      // The suggestions while typing, then the results page, then what it found is told back (search insights).
      await b.get(`/api/products/search?q=${encodeURIComponent(term.slice(0, Math.max(3, term.length - 2)))}&limit=6`, "GET /api/products/search?limit=6");
      const res = await b.get(`/api/products/search?q=${encodeURIComponent(term)}`, "GET /api/products/search");
      if (res.status !== 200) continue;
      const found = res.json<{ items: Card[]; total: number }>();
      await b.post("/api/search/seen", "POST /api/search/seen", { json: { q: term, total: found.total } });
      const withStock = found.items.filter((c) => c.stockQuantity > 0);
      seen.push(...withStock.slice(0, 8));
      if (withStock.length && r.chance(0.5)) {
        await ctx.think(r);
        await b.post("/api/search/opened", "POST /api/search/opened", { json: { q: term } });
        ctx.tally.productViews++;
        await b.get(`/api/products/${r.pick(withStock).id}`, "GET /api/products/:id");
      }
    }
  }
  return seen;
}

/** One to three products in the cart (a variant with stock of each), now and then one of the hot ones; the cart page's refresh. */
async function fillCart(ctx: CrowdContext, b: Browser, r: Rand, seen: Card[]): Promise<Line[]> {
  const lines: Line[] = [];
  const wanted = 1 + (r.chance(0.35) ? 1 : 0) + (r.chance(0.15) ? 1 : 0);
  for (let k = 0; k < wanted && !ctx.over(); k++) {
    if (ctx.hot.length && r.chance(0.3)) {
      const hot = r.pick(ctx.hot);
      const res = await b.get(`/api/products/${hot.productId}`, "GET /api/products/:id");
      // 'Esgotado' on the page: not added (what the page showed may still be sold meanwhile).
      const left =
        res.status === 200 ? (res.json<{ product: { variants: Variant[] } }>().product.variants.find((v) => v.id === hot.variantId)?.stockQuantity ?? 0) : 0;
      if (left > 0 && !lines.some((l) => l.variantId === hot.variantId)) lines.push({ ...hot, quantity: 1 });
    } else {
      const card = r.pick(seen);
      const res = await b.get(`/api/products/${card.id}`, "GET /api/products/:id");
      if (res.status !== 200) continue;
      const variants = res.json<{ product: { variants: Variant[] } }>().product.variants.filter((v) => v.stockQuantity > 0);
      if (!variants.length) continue;
      const v = r.pick(variants);
      if (!lines.some((l) => l.variantId === v.id)) lines.push({ productId: card.id, variantId: v.id, quantity: v.stockQuantity > 3 && r.chance(0.2) ? 2 : 1 });
    }
    await ctx.think(r);
  }
  if (lines.length) {
    ctx.tally.carts++;
    await b.post("/api/cart/refresh", "POST /api/cart/refresh", { json: { lines: lines.map(({ productId, variantId }) => ({ productId, variantId })) } });
  }
  return lines;
}

type Me = { account: null | { email: string; addressId: string | null }; n: number; runId: string; who: ReturnType<typeof person> };

/** Auth.js's credentials sign-in as the web posts it (web/lib/auth-client.ts), then the session the app reads. */
export async function signIn(b: Browser, email: string, password: string): Promise<boolean> {
  const csrf = await b.get("/api/auth/csrf", "GET /api/auth/csrf");
  if (csrf.status !== 200) return false;
  const { csrfToken } = csrf.json<{ csrfToken: string }>();
  const res = await b.post(
    "/api/auth/callback/credentials",
    "POST /api/auth/callback/credentials",
    { form: { email, password, csrfToken, callbackUrl: `${b.base}/` } },
    { "X-Auth-Return-Redirect": "1" },
  );
  if (res.status !== 200 || (res.json<{ url?: string }>().url ?? "").includes("error=")) return false;
  const session = await b.get("/api/account/session", "GET /api/account/session");
  return session.status === 200 && session.json<{ session: unknown }>().session !== null;
}

/**
 * The checkout as the web makes it: an account (signed up here, or the one of an earlier visit) or a guest's
 * pre-registration, the delivery's quote, the order, then the test payment page: Pagar (sometimes Recusar first),
 * Cancelar, or leaving it to cancel later from 'Meus pedidos' (or not at all).
 */
async function checkout(ctx: CrowdContext, b: Browser, r: Rand, me: Me, lines: Line[], visit: number) {
  ctx.tally.checkouts++;
  const who = me.who;
  await b.get(pathsFor(b.lang).checkout, "page: checkout");
  let guestKeyNeeded = false;
  if (!me.account && r.chance(0.35)) {
    // A guest (issue 44): the e-mail first, then the profile and the address kept in the pre-registration.
    ctx.tally.guests++;
    guestKeyNeeded = true;
    const email = `convidado-${me.runId}-${me.n}-${visit}@exemplo.pt`;
    await b.post("/api/account/email-exists", "POST /api/account/email-exists", { json: { email } });
    const started = await b.post("/api/checkout/pre-registration", "POST /api/checkout/pre-registration", { json: { email } });
    if (started.status !== 201) return giveUp(ctx);
    await ctx.think(r);
    if ((await b.put("/api/checkout/pre-registration/profile", "PUT /api/checkout/pre-registration/profile", { json: who.profile })).status !== 200)
      return giveUp(ctx);
    await ctx.think(r);
    if ((await b.put("/api/checkout/pre-registration/address", "PUT /api/checkout/pre-registration/address", { json: who.address })).status !== 200)
      return giveUp(ctx);
    await b.get("/api/checkout/pre-registration", "GET /api/checkout/pre-registration");
  } else if (!me.account) {
    ctx.tally.signUps++;
    const email = `cliente-${me.runId}-${me.n}@exemplo.pt`;
    const signup = await b.post("/api/account/signup", "POST /api/account/signup", {
      json: { email, password: PASSWORD, firstName: who.profile.firstName, fullName: who.profile.fullName },
    });
    // An earlier visit's sign-up whose answer never came may have made the account: then the shopper signs in.
    const exists = signup.status === 409 && signup.json<{ error: { code: string } }>().error.code === "user_already_registered";
    if ((signup.status !== 201 && !exists) || !(await signIn(b, email, PASSWORD))) return giveUp(ctx);
    await ctx.think(r);
    if ((await b.put("/api/account/customer", "PUT /api/account/customer", { json: who.profile })).status !== 200) return giveUp(ctx);
    await ctx.think(r);
    const added = await b.post("/api/addresses", "POST /api/addresses", { json: who.address });
    if (added.status !== 201) return giveUp(ctx);
    me.account = { email, addressId: added.json<{ address: { id: string } }>().address.id };
  } else {
    await b.get("/api/account/session", "GET /api/account/session");
    const list = await b.get("/api/addresses", "GET /api/addresses");
    if (list.status === 200) me.account.addressId = list.json<{ items: { id: string }[] }>().items[0]?.id ?? me.account.addressId;
  }
  await ctx.think(r);

  // The delivery's options for these very lines, then the order; lines gone meanwhile are taken out, as the cart does.
  let items = lines;
  let placed: { orderId: string; url: string; key?: string } | null = null;
  for (let attempt = 0; attempt < 2 && items.length && !placed; attempt++) {
    const quote = await b.post("/api/shipping/quotes", "POST /api/shipping/quotes", {
      json: { country: who.address.country, postalCode: who.address.zipCode, items },
    });
    if (quote.status !== 200) return giveUp(ctx);
    const { quoteId, options } = quote.json<{ quoteId: string; options: { id: string }[] }>();
    await ctx.think(r);
    const body = { items, quoteId, optionId: r.pick(options).id };
    const res = guestKeyNeeded
      ? await b.post("/api/checkout/pre-registration/order", "POST /api/checkout/pre-registration/order", { json: body })
      : await b.post("/api/orders", "POST /api/orders", { json: { ...body, addressId: me.account!.addressId } });
    if (res.status === 201) placed = res.json<{ orderId: string; url: string; key?: string }>();
    else if (res.status === 0) {
      // No answer: the order may exist all the same (the database's check counts these).
      ctx.tally.orderAnswersLost++;
      return giveUp(ctx);
    } else if (res.status === 409) {
      ctx.tally.outOfStockAtOrder++;
      const field = res.json<{ error: { field?: string } }>().error.field ?? "";
      const i = Number(/^items\.(\d+)\./.exec(field)?.[1] ?? -1);
      items = i >= 0 ? items.filter((_, j) => j !== i) : [];
      await b.post("/api/cart/refresh", "POST /api/cart/refresh", { json: { lines: items.map(({ productId, variantId }) => ({ productId, variantId })) } });
    } else return giveUp(ctx);
  }
  if (!placed) return giveUp(ctx);
  ctx.tally.ordersPlaced++;
  const order: PlacedOrder = { id: placed.orderId, guest: guestKeyNeeded, lang: b.lang, lines: items, outcome: "placed" };
  ctx.ledger.set(order.id, order);
  await pay(ctx, b, r, order, placed);
}

/** On the test payment page (worker/features/payments/test-payment-page.ts): its buttons are plain form posts. */
async function pay(ctx: CrowdContext, b: Browser, r: Rand, order: PlacedOrder, placed: { orderId: string; url: string; key?: string }) {
  const page = new URL(placed.url).pathname;
  const action = (a: string) => b.post(`${page}/${a}`, `POST /api/payments/test/:session/${a}`, { form: {} });
  await b.get(page, "GET /api/payments/test/:session");
  await ctx.think(r, 2, 6);
  const choice = r.next();
  const readOrder = () =>
    order.guest
      ? b.get(`/api/guest-orders/${order.id}?chave=${encodeURIComponent(placed.key ?? "")}`, "GET /api/guest-orders/:id")
      : b.get(`/api/orders/${order.id}`, "GET /api/orders/:id");
  if (choice < 0.8) {
    if (choice < 0.06) {
      // 'Recusar': the card is declined (402), and the shopper pays with another.
      await action("decline");
      ctx.tally.declinedThenPaid++;
      await ctx.think(r);
    }
    const paid = await action("pay");
    if (paid.status !== 303) {
      // No answer: paid or not, the shopper cannot tell (the database's check counts these).
      order.outcome = "pay answer lost";
      ctx.tally.payAnswersLost++;
      return;
    }
    // Back at the shop's success page, which asks for the order until it says paid (web/features/orders/api/orders-api.ts).
    await b.get(pathOf(paid.headers.get("location")!), "page: order success");
    await b.get("/api/account/session", "GET /api/account/session");
    for (let poll = 0; poll < 3; poll++) {
      const res = await readOrder();
      if (res.status === 200 && res.json<{ order: { status: string } }>().order.status !== "pending") break;
      await ctx.think(r, 3, 3);
    }
    order.outcome = "paid";
    ctx.tally.ordersPaid++;
  } else if (choice < 0.9 || order.guest) {
    // 'Cancelar': back at the checkout's payment step, which cancels that order (checkout-payment-step.tsx).
    const back = await action("cancel");
    if (back.status === 303) await b.get(pathOf(back.headers.get("location")!), "page: checkout");
    await b.get("/api/account/session", "GET /api/account/session");
    if (order.guest) await b.post(`/api/guest-orders/${order.id}/cancel?chave=${encodeURIComponent(placed.key ?? "")}`, "POST /api/guest-orders/:id/cancel");
    else await b.post(`/api/orders/${order.id}/cancel`, "POST /api/orders/:id/cancel");
    order.outcome = "cancelled on the payment page";
    ctx.tally.cancelledOnPage++;
  } else if (choice < 0.97) {
    // The tab left open; later, 'Meus pedidos' and 'Cancelar encomenda' on the pending order.
    await ctx.think(r, 5, 15);
    await b.get(pathsFor(b.lang).orders, "page: my orders");
    await b.get("/api/orders", "GET /api/orders");
    const res = await b.post(`/api/orders/${order.id}/cancel`, "POST /api/orders/:id/cancel");
    await b.get("/api/orders", "GET /api/orders");
    if (res.status === 200) {
      order.outcome = "cancelled from my orders";
      ctx.tally.cancelledFromOrders++;
    }
  } else {
    // Gone without paying: the order stays pending, its stock held until the hold ends (decisions/0033).
    order.outcome = "left pending";
    ctx.tally.leftPending++;
  }
}

/** Where a redirect sends the browser, on this origin. */
const pathOf = (location: string) => {
  const u = new URL(location, "http://localhost");
  return u.pathname + u.search;
};

function giveUp(ctx: CrowdContext) {
  ctx.tally.checkoutsGivenUp++;
}
