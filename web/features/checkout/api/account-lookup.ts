import { client, unwrap } from "../../../lib/api-client";

/** Whether an account exists for this e-mail (rate-limited on the server). */
export const emailExists = async (email: string) => (await unwrap(client.api.account["email-exists"].$post({ json: { email } }))).exists;
