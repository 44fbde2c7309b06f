import { Hono } from "hono";
import { createDb } from "./db/client";
import type { AppEnv } from "./env";
import { cartRoutes } from "./features/cart/cart.routes";
import { categoryRoutes, productRoutes } from "./features/catalog/catalog.routes";
import { imageRoutes } from "./features/images/images.routes";
import { newsletterRoutes } from "./features/newsletter/newsletter.routes";
import { shippingRoutes } from "./features/shipping/shipping.routes";
import { NO_STORE } from "./lib/cache-control";
import { errorBody } from "./lib/errors";
import { onError } from "./lib/on-error";
import { securityHeaders } from "./lib/security-headers";

const app = new Hono<AppEnv>();

app.use("*", securityHeaders());
app.use("/api/*", async (c, next) => {
  c.set("db", createDb(c.env.DB));
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", NO_STORE);
});

const routes = app
  .get("/api/health", (c) => c.json({ ok: true as const }))
  .route("/api/categories", categoryRoutes)
  .route("/api/products", productRoutes)
  .route("/api/newsletter", newsletterRoutes)
  .route("/api/cart", cartRoutes)
  .route("/api/shipping", shippingRoutes)
  .route("/images", imageRoutes);

app.notFound((c) => c.json(errorBody("not_found", "Recurso não encontrado."), 404));
app.onError(onError);

export type AppType = typeof routes;
export default app;
