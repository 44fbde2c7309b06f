/**
 * A guest's order (issue 44, decisions/0058): placed without an account, so `user_id` is null and the e-mail it was
 * placed with is kept in its recipient address as `guestEmail` (no column of its own: a guest's order is one whose
 * recipient address names it). Its e-mails go there; the account that proves that e-mail later takes the order.
 */
export const guestEmailOf = (order: { userId: string | null; recipientAddress: Record<string, unknown> | null }): string | null => {
  if (order.userId !== null) return null;
  const email = order.recipientAddress?.guestEmail;
  return typeof email === "string" && email !== "" ? email : null;
};
