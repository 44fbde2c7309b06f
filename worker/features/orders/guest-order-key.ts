import { hmacSha256Hex } from "../../lib/crypto";

/**
 * A guest order's key (issue 44, decisions/0058): the order page's link carries it (`?pedido=<id>&chave=<key>`), so a
 * guest sees their order without an account. It is the order id signed with the server's secret (HMAC-SHA256, 256
 * bits): unguessable, never stored, the same in the success page's return address and in every e-mail, and worthless
 * for another order. The server compares it in constant time.
 */
export function guestOrderKeys(secret: string) {
  const sign = hmacSha256Hex(`guest-orders:${secret}`);
  return {
    sign: (orderId: string) => sign(`order:${orderId}`),
    async verify(orderId: string, key: string | undefined | null): Promise<boolean> {
      if (key?.length !== 64) return false;
      const expected = await sign(`order:${orderId}`);
      let diff = 0;
      for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ key.charCodeAt(i);
      return diff === 0;
    },
  };
}
export type GuestOrderKeys = ReturnType<typeof guestOrderKeys>;
