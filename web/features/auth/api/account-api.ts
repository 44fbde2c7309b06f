import type { MyDataInput, ProfileInput } from "../../../../shared/account-rules";
import { client, unwrap } from "../../../lib/api-client";

export const accountApi = {
  signUp: (v: { email: string; password: string; firstName: string; fullName: string }) => unwrap(client.api.account.signup.$post({ json: v })),
  sendResetCode: (email: string) => unwrap(client.api.account["reset-code"].$post({ json: { email } })),
  resetWithCode: (email: string, code: string, newPassword: string) => unwrap(client.api.account["reset-password"].$post({ json: { email, code, newPassword } })),
  checkResetLink: (token: string) => unwrap(client.api.account["reset-link-status"].$post({ json: { token } })),
  resetWithLink: (token: string, newPassword: string) => unwrap(client.api.account["reset-password-link"].$post({ json: { token, newPassword } })),
  saveCustomer: (v: ProfileInput) => unwrap(client.api.account.customer.$put({ json: v })),
  saveMyData: (v: MyDataInput) => unwrap(client.api.account["my-data"].$patch({ json: v })),
};
