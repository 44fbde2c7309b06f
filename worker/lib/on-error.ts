import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { copies } from "../../shared/copy";
import type { DomainErrorCode } from "../../shared/error-codes";
import { ConfigError } from "../config/app-config";
import { DomainError } from "./domain-error";
import { ApiError, errorBody } from "./errors";
import { requestLanguage } from "./request-language";
import { sayIn } from "./say";

/** The one table from a domain outcome to its HTTP status; services never choose a status themselves. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorCode, ContentfulStatusCode> = {
  category_not_found: 404,
  subcategory_not_found: 404,
  product_not_found: 404,
  image_not_found: 404,
  page_out_of_range: 404,
  unknown_product: 400,
  variant_required: 400,
  out_of_stock: 409,
  quote_expired: 409,
  payment_declined: 402,
  discount_invalid: 400,
  payment_unavailable: 503,
  order_not_found: 404,
  order_not_pending: 409,
  order_payment_in_progress: 409,
  order_payment_expired: 409,
  too_many_pending_orders: 409,
  order_line_limit: 400,
  stock_share_limit: 409,
  order_transition_refused: 409,
  order_already_withdrawn: 409,
  order_not_withdrawable: 409,
  withdrawal_period_over: 409,
  pre_registration_not_found: 404,
  pre_registration_incomplete: 409,
  shipping_timeout: 504,
  shipping_unavailable: 502,
  shipping_network_error: 502,
  shipping_bad_response: 502,
  user_already_registered: 409,
  invalid_reset_code: 400,
  invalid_reset_link: 400,
  no_password: 400,
  wrong_password: 400,
  reauthentication_required: 403,
  mail_unavailable: 502,
  signin_code_required: 401,
  signin_code_invalid: 400,
  address_not_found: 404,
  address_limit: 409,
  postal_lookup_failed: 502,
  review_not_purchased: 403,
  review_not_delivered: 403,
  review_already_exists: 409,
  order_already_moved: 409,
  delivery_date_invalid: 400,
  refund_exceeds_paid: 409,
  refund_not_paid: 409,
  order_not_withdrawn: 409,
  order_not_sent: 409,
  order_not_cancellable: 409,
  document_not_failed: 409,
  invoice_nif_invalid: 400,
  document_not_ready: 503,
  catalog_invalid: 400,
  variant_not_found: 404,
  stock_below_zero: 409,
  sku_taken: 409,
  images_changed: 409,
  image_type: 415,
  image_too_large: 413,
  stock_alert_in_stock: 409,
  stock_alert_limit: 409,
  staff_already_member: 409,
  staff_not_found: 404,
  staff_is_owner: 409,
  invitation_invalid: 400,
  role_not_accepted: 403,
};

/** Every error leaves the API here, its message in the request's language (lib/request-language.ts, decisions/0040). */
export const onError: ErrorHandler = (err, c) => {
  const lang = requestLanguage(c);
  const copy = copies[lang];
  if (err instanceof DomainError) return c.json(errorBody(err.code, sayIn(err.say, lang), err.field), DOMAIN_ERROR_STATUS[err.code]);
  if (err instanceof ApiError) return c.json(errorBody(err.code, sayIn(err.say, lang), err.field), err.status, err.headers);
  if (err instanceof HTTPException) {
    // Hono's own refusals (malformed JSON, wrong content type…) get the shop's body and text.
    if (err.status === 400 && /json/i.test(err.message)) return c.json(errorBody("malformed_json", copy.errors.malformedJson), 400);
    if (err.status === 413) return c.json(errorBody("body_too_large", copy.errors.bodyTooLarge), 413);
    if (err.status < 500) return c.json(errorBody("invalid_input", copy.errors.invalidInput), err.status);
    console.error("http exception", c.req.method, c.req.path, err);
    return c.json(errorBody("internal_error", copy.errors.generic), 500);
  }
  if (err instanceof ConfigError) {
    console.error("[config] request refused:", err.message);
    return c.json(errorBody("service_unavailable", copy.errors.unavailable), 503);
  }
  console.error("unhandled error", c.req.method, c.req.path, err);
  return c.json(errorBody("internal_error", copy.errors.generic), 500);
};
