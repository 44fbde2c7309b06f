import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { copies } from "../../shared/copy";
import type { DomainErrorCode, ErrorCode } from "../../shared/error-codes";
import { ConfigError } from "../config/app-config";
import { escapeHtml } from "../features/pages/html-safety";
import { DomainError } from "./domain-error";
import { ApiError, errorBody } from "./errors";
import { log } from "./log";
import { currentRequestId } from "./request-context";
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
  order_not_packable: 409,
  birth_list_not_found: 404,
  birth_list_code_required: 403,
  birth_list_code_wrong: 403,
  birth_list_limit: 409,
  birth_list_item_limit: 409,
  birth_list_item_offered: 409,
  birth_list_item_gone: 409,
  birth_list_closed: 409,
  birth_list_no_delivery: 409,
  cart_reminder_not_found: 404,
  birth_list_order_invalid: 400,
  labels_unavailable: 503,
  label_in_progress: 409,
  label_weight_required: 422,
  label_refused: 422,
  carrier_unavailable: 503,
  label_not_found: 404,
  parcel_unknown: 404,
  label_box_unknown: 400,
  parcel_box_name_taken: 409,
  parcel_boxes_full: 409,
  parcel_box_last: 409,
  parcel_box_not_found: 404,
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
  email_not_failed: 409,
  invoice_nif_invalid: 400,
  document_not_ready: 503,
  catalog_invalid: 400,
  variant_not_found: 404,
  stock_below_zero: 409,
  sku_taken: 409,
  images_changed: 409,
  image_type: 415,
  image_too_large: 413,
  image_unreadable: 415,
  image_too_many_pixels: 413,
  stock_alert_in_stock: 409,
  stock_alert_limit: 409,
  staff_already_member: 409,
  staff_not_found: 404,
  promotion_invalid: 400,
  promotion_not_found: 404,
  customer_not_found: 404,
  synonym_exists: 409,
  synonym_not_found: 404,
  promotion_code_taken: 409,
  promotion_changed: 409,
  staff_is_owner: 409,
  invitation_invalid: 400,
  role_not_accepted: 403,
};

/**
 * A 5xx answer names its request (issue 46): the message ends with the reference and the body carries `requestId`,
 * so what a customer reads can be found in the logs. A browser's page request (not /api/, accepting HTML) gets a small
 * page of its own with the same.
 */
function failure(c: Context, code: "internal_error" | "service_unavailable" | DomainErrorCode, message: string, status: ContentfulStatusCode) {
  const requestId = currentRequestId() ?? "";
  const t = copies[requestLanguage(c)];
  const said = `${message} ${t.errors.reference(requestId)}`;
  const page = !c.req.path.startsWith("/api/") && (c.req.header("Accept") ?? "").includes("text/html");
  if (page) return c.html(failurePage(requestLanguage(c), said), status);
  return c.json({ error: { ...errorBody(code as ErrorCode, said).error, requestId } }, status);
}

const failurePage = (lang: string, message: string) =>
  `<!doctype html><html lang="${lang === "es" ? "es" : "pt-PT"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(copies[lang === "es" ? "es" : "pt"].brand)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(copies[lang === "es" ? "es" : "pt"].brand)}</h1><p>${escapeHtml(message)}</p><p><a href="/">${escapeHtml(copies[lang === "es" ? "es" : "pt"].common.home)}</a></p></body></html>`;

/** Every error leaves the API here, its message in the request's language (lib/request-language.ts, decisions/0040). */
export const onError: ErrorHandler = (err, c) => {
  const lang = requestLanguage(c);
  const copy = copies[lang];
  if (err instanceof DomainError) {
    const status = DOMAIN_ERROR_STATUS[err.code];
    if (status >= 500) {
      log("error", "outside service failed", { method: c.req.method, path: c.req.path, code: err.code, status });
      return failure(c, err.code, sayIn(err.say, lang), status);
    }
    return c.json(errorBody(err.code, sayIn(err.say, lang), err.field), status);
  }
  if (err instanceof ApiError) return c.json(errorBody(err.code, sayIn(err.say, lang), err.field), err.status, err.headers);
  if (err instanceof HTTPException) {
    // Hono's own refusals (malformed JSON, wrong content type…) get the shop's body and text.
    if (err.status === 400 && /json/i.test(err.message)) return c.json(errorBody("malformed_json", copy.errors.malformedJson), 400);
    if (err.status === 413) return c.json(errorBody("body_too_large", copy.errors.bodyTooLarge), 413);
    if (err.status < 500) return c.json(errorBody("invalid_input", copy.errors.invalidInput), err.status);
    log("error", "http exception", { method: c.req.method, path: c.req.path, error: err });
    return failure(c, "internal_error", copy.errors.generic, 500);
  }
  if (err instanceof ConfigError) {
    log("error", "configuration refused the request", { problems: err.problems });
    return failure(c, "service_unavailable", copy.errors.unavailable, 503);
  }
  log("error", "unhandled error", { method: c.req.method, path: c.req.path, error: err });
  return failure(c, "internal_error", copy.errors.generic, 500);
};
