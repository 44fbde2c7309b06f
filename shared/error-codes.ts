/**
 * Every `error.code` the API answers with (`{error:{code,message,field?}}`), shared by the worker (which
 * throws them) and the web (which branches on them). Adding a code here is the one place to start.
 */

/** Codes a service or an outside-system adapter reports; the worker maps each to its HTTP status (lib/on-error.ts). */
export const DOMAIN_ERROR_CODES = [
  // catalogue
  "category_not_found",
  "subcategory_not_found",
  "product_not_found",
  "image_not_found",
  "page_out_of_range",
  // cart, shipping, checkout
  "unknown_product",
  "variant_required",
  "out_of_stock",
  "quote_expired",
  "payment_declined",
  "discount_invalid",
  "invoice_nif_invalid",
  "payment_unavailable",
  "order_not_found",
  // issue 49: a packing slip for an order that is not to ship
  "order_not_packable",
  // issue 49: carrier labels
  "labels_unavailable",
  "label_in_progress",
  "label_weight_required",
  "label_refused",
  "carrier_unavailable",
  "label_not_found",
  "parcel_unknown",
  // issue 49: the shop's boxes
  "label_box_unknown",
  "parcel_box_name_taken",
  "parcel_boxes_full",
  "parcel_box_last",
  "parcel_box_not_found",
  "order_not_pending",
  "order_payment_in_progress",
  "order_payment_expired",
  "too_many_pending_orders",
  // issue 43: stock that cannot be held without paying (decisions/0050)
  "order_line_limit",
  "stock_share_limit",
  "order_transition_refused",
  "order_already_withdrawn",
  "order_not_withdrawable",
  "withdrawal_period_over",
  "pre_registration_not_found",
  "pre_registration_incomplete",
  "shipping_timeout",
  "shipping_unavailable",
  "shipping_network_error",
  "shipping_bad_response",
  // accounts
  "user_already_registered",
  "invalid_reset_code",
  "invalid_reset_link",
  "no_password",
  "reauthentication_required",
  "wrong_password",
  "mail_unavailable",
  // the account guard (decisions/0032): past repeated failures, the password plus a code e-mailed to the address
  "signin_code_required",
  "signin_code_invalid",
  // addresses
  "address_not_found",
  "address_limit",
  "postal_lookup_failed",
  // the birth list (issue 50)
  "birth_list_not_found",
  "birth_list_code_required",
  "birth_list_code_wrong",
  "birth_list_limit",
  "birth_list_item_limit",
  "birth_list_item_offered",
  "birth_list_item_gone",
  "birth_list_closed",
  "birth_list_no_delivery",
  "cart_reminder_not_found",
  "birth_list_order_invalid",
  // reviews
  "review_not_purchased",
  "review_not_delivered",
  "review_already_exists",
  // back-office (issue 32)
  "order_already_moved",
  "delivery_date_invalid",
  "refund_exceeds_paid",
  "refund_not_paid",
  "order_not_withdrawn",
  "order_not_sent",
  "order_not_cancellable",
  "document_not_failed",
  "email_not_failed",
  "document_not_ready",
  "catalog_invalid",
  "variant_not_found",
  "stock_below_zero",
  "sku_taken",
  "images_changed",
  "image_type",
  "image_too_large",
  "image_unreadable",
  "image_too_many_pixels",
  "stock_alert_in_stock",
  "stock_alert_limit",
  "staff_already_member",
  "staff_not_found",
  "staff_is_owner",
  // issue 43: a back-office role is accepted through the link sent to the address
  "invitation_invalid",
  "role_not_accepted",
  // issue 47: promotions
  "promotion_invalid",
  "promotion_not_found",
  "customer_not_found",
  "promotion_code_taken",
  "promotion_changed",
  // issue 48: search synonyms
  "synonym_exists",
  "synonym_not_found",
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** Codes the HTTP layer itself answers with (validation, guards, limits, faults). */
export const HTTP_ERROR_CODES = [
  "invalid_input",
  "unsafe_characters",
  "malformed_json",
  "body_too_large",
  "forbidden_origin",
  "unauthenticated",
  "forbidden",
  "not_found",
  "rate_limited",
  "service_unavailable",
  "internal_error",
] as const;

export const ERROR_CODES = [...DOMAIN_ERROR_CODES, ...HTTP_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes that mean "this request's input was refused": the message names the problem and can be shown as is. */
export const INPUT_ERROR_CODES = ["invalid_input", "unsafe_characters", "malformed_json", "body_too_large"] as const satisfies readonly ErrorCode[];

export function isInputError(code: unknown): boolean {
  return (INPUT_ERROR_CODES as readonly unknown[]).includes(code);
}
