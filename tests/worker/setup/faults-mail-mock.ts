import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/**
 * The e-mail API (Resend's wire format: POST /emails, bearer key, JSON {from, to[], subject, text, html}) with its
 * idempotency: a request with an Idempotency-Key already accepted in the last 24 hours is not sent again and gets the
 * first answer (the same id); the same key with another payload is refused with 409 `invalid_idempotent_request`.
 * So a retry after a lost answer can be counted as what the customer receives: one message per key.
 */
export const MAIL_API_URL = "https://mail.test";
export const MAIL_API_KEY = "re_test_key";
export const MAIL_VARS = { MAIL_API_URL, MAIL_API_KEY, MAIL_FROM: "Loja <loja@exemplo.pt>" };

export interface MailApiMessage {
  id: string;
  key: string | null;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}
/** Every request that reached the API, in order (repeats of a key included). */
export const mailApiCalls: { key: string | null; auth: string | null; to: string[]; subject: string }[] = [];
/** The messages the API accepted and sent: one per Idempotency-Key (or per request without one). */
export const mailApiMessages: MailApiMessage[] = [];
const byKey = new Map<string, { payload: string; message: MailApiMessage }>();

export function resetMailApi() {
  mailApiCalls.length = 0;
  mailApiMessages.length = 0;
  byKey.clear();
}

/** The messages sent under a key (the outbox row's id): more than one would be a duplicate in the customer's inbox. */
export const messagesFor = (key: string) => mailApiMessages.filter((m) => m.key === key);

export const mailApiHandler = http.post(`${MAIL_API_URL}/emails`, async ({ request }) => {
  const payload = await request.text();
  const body = JSON.parse(payload) as Omit<MailApiMessage, "id" | "key">;
  const key = request.headers.get("Idempotency-Key");
  const auth = request.headers.get("Authorization");
  mailApiCalls.push({ key, auth, to: body.to, subject: body.subject });
  if (auth !== `Bearer ${MAIL_API_KEY}`) return HttpResponse.json({ statusCode: 401, name: "missing_api_key", message: "Missing API key" }, { status: 401 });
  if (key) {
    const seen = byKey.get(key);
    if (seen && seen.payload !== payload)
      return HttpResponse.json(
        { statusCode: 409, name: "invalid_idempotent_request", message: "Same idempotency key used with a different request payload." },
        { status: 409 },
      );
    if (seen) return HttpResponse.json({ id: seen.message.id });
  }
  const message = { id: crypto.randomUUID(), key, from: body.from, to: body.to, subject: body.subject, text: body.text, html: body.html };
  mailApiMessages.push(message);
  if (key) byKey.set(key, { payload, message });
  return HttpResponse.json({ id: message.id });
});

/** The API alone, for a file that mocks nothing else. */
export const mailApiServer = setupServer(mailApiHandler);
