import { copy } from "../../../shared/copy";
import { goodsWereSent, isWithdrawableStatus, type PublicWithdrawalRequest, type WithdrawalChannel, withdrawableUntil } from "../../../shared/withdrawal";
import { DomainError } from "../../lib/domain-error";
import { formatLisbonMomentIn } from "../../lib/formats-in";
import type { OrderLifecycle } from "./order-lifecycle";
import type { OrderReadsRepo, OrderView } from "./order-reads.repo";
import type { WithdrawalsRepo } from "./withdrawals.repo";

interface Deps {
  repo: WithdrawalsRepo;
  reads: OrderReadsRepo;
  lifecycle: OrderLifecycle;
  now?: () => Date;
}

/**
 * The right of withdrawal (direito de livre resolução, decisions/0014): a paid order, within its period, is withdrawn
 * from once, by its customer signed in or by anyone who knows its number and the customer's e-mail; the
 * acknowledgement e-mail is written with the record by the orders lifecycle, and only by the call that recorded it.
 */
export function withdrawalService({ repo, reads, lifecycle, now = () => new Date() }: Deps) {
  async function withdraw(order: OrderView, channel: WithdrawalChannel) {
    if (order.withdrawnAt) throw new DomainError("order_already_withdrawn", (t) => t.withdrawal.already);
    if (!order.paidAt || !isWithdrawableStatus(order.status)) {
      throw new DomainError("order_not_withdrawable", (t) => t.withdrawal.notWithdrawable);
    }
    // Everything paid was already given back (issue 44): there is nothing left to withdraw from.
    if (order.refund === "full") throw new DomainError("order_not_withdrawable", (t) => t.withdrawal.refunded);
    const at = now();
    // The one rule (issue 44): the deadline 'Meus Pedidos' and the 'entregue' e-mail state, counted from the delivery once delivered.
    const deadline = withdrawableUntil(order);
    if (!deadline) throw new DomainError("order_not_withdrawable", (t) => t.withdrawal.notWithdrawable);
    if (at.toISOString() > deadline)
      throw new DomainError("withdrawal_period_over", (t, lang) => t.withdrawal.periodOver(formatLisbonMomentIn(lang, deadline)));
    // The one conditional write: of parallel requests one records it; the others read why not.
    const withdrawnAt = await lifecycle.withdraw(order, channel);
    if (!withdrawnAt) {
      const again = await reads.byId(order.id);
      if (again?.withdrawnAt) throw new DomainError("order_already_withdrawn", (t) => t.withdrawal.already);
      throw new DomainError("order_not_withdrawable", (t) => t.withdrawal.notWithdrawable);
    }
    // Whether there is anything to send back (issue 44): the screen's acknowledgement says what the e-mail says.
    return { number: copy.orders.number(order.id), withdrawnAt, goodsSent: goodsWereSent(order) };
  }

  return {
    /** POST /api/orders/:id/withdraw: the signed-in customer's own order (another customer's id is not found). */
    async forCustomer(userId: string, orderId: string) {
      const order = await reads.byIdForUser(userId, orderId);
      if (!order) throw new DomainError("order_not_found", (t) => t.orders.orderNotFound);
      return withdraw(order, "account");
    },

    /** POST /api/withdrawals: the order number and the customer's e-mail must both match; the same answer when either does not. */
    async byNumberAndEmail(req: PublicWithdrawalRequest) {
      const id = await repo.idByNumberAndEmail(req.orderNumber, req.email);
      const order = id ? await reads.byId(id) : null;
      if (!order) throw new DomainError("order_not_found", (t) => t.withdrawal.notFound);
      return withdraw(order, "public");
    },
  };
}
export type WithdrawalService = ReturnType<typeof withdrawalService>;
