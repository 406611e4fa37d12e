// 예약금 paid online: an order for a reservation's deposit, marked paid by the payment's fulfiller (the same rule
// as the shop marking a transfer received), and refunded through the gateway when the booking is cancelled.
import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { AppError } from '../../lib/errors.js';
import type { BookingService } from '../booking/service.js';
import type { FulfilContext } from '../payments/service.js';

export const DEPOSIT_PURPOSE = 'DEPOSIT';
const REFUND_REASON = '예약 취소에 따른 예약금 환불';

export class DepositService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly booking: BookingService,
  ) {}

  /** The deposit of the owner's reservation (404 for another owner's), with how it was paid. */
  async mine(userSeq: number, reservationSeq: number, now: Date) {
    const r = await this.booking.mine(userSeq, reservationSeq, now);
    if (!r.deposit) throw new AppError('NO_DEPOSIT');
    const order = await this.repos.payments.latestFor(DEPOSIT_PURPOSE, reservationSeq, [
      'PAID',
      'PARTIAL_CANCELED',
      'CANCELED',
    ]);
    const payable = !r.deposit.paid && (r.status === 'REQUESTED' || r.status === 'CONFIRMED');
    // What the cancellation gives back: online, the gateway sent it at once; by transfer it is the shop's to send,
    // owed (환불 예정) until the shop records it (POST /v2/partner/reservations/{id}/deposit-refunded).
    const due = r.cancellation?.refundAmount ?? 0;
    const refunded = order ? order.refundedAmount : r.deposit.refundedAt ? due : 0;
    return {
      reservationSeq,
      status: r.status,
      statusLabel: r.statusLabel,
      shopName: r.shop.name,
      productName: r.product.name,
      date: r.date,
      time: r.time,
      // A stay's check-out; a visit's own endDate is its day, said already.
      endDate: r.category === 'HOTELING' ? r.endDate : null,
      startAt: r.startAt,
      endAt: r.endAt,
      amount: r.deposit.amount,
      dueAt: r.deposit.dueAt,
      paid: r.deposit.paid,
      paidAt: r.deposit.paidAt,
      method: r.deposit.paid ? (order ? ('ONLINE' as const) : ('TRANSFER' as const)) : null,
      account: r.deposit.account,
      refundedAmount: refunded,
      refundPending: order ? 0 : due - refunded,
      refundedAt: r.deposit.refundedAt,
      payable,
      overdue: payable && new Date(r.deposit.dueAt) <= now,
    };
  }

  /** Opens a payment order for the deposit (owner only; not paid yet, booking still open). */
  async startPayment(userSeq: number, reservationSeq: number, now: Date) {
    const d = await this.mine(userSeq, reservationSeq, now);
    if (d.paid) throw new AppError('DEPOSIT_ALREADY_PAID');
    if (!d.payable) throw new AppError('INVALID_STATUS_TRANSITION');
    return this.uow(async ({ services }) => {
      const order = await services.payments.createOrder({
        userSeq,
        purpose: DEPOSIT_PURPOSE,
        refSeq: reservationSeq,
        amount: d.amount,
        orderName: `${d.shopName} 예약금`,
      });
      return services.payments.checkoutOf(order, userSeq);
    });
  }

  /** The payments fulfiller: the deposit is paid (refused if the shop marked it or the booking closed meanwhile). */
  static async fulfil({ scope, order, now }: FulfilContext) {
    await scope.services.booking.markDepositPaid(order.refSeq, now);
  }

  /** Whether the reservation's deposit was paid online (an order in PAID): the gateway, not the shop, refunds it. */
  async paidOnline(reservationSeq: number) {
    return (await this.repos.payments.latestFor(DEPOSIT_PURPOSE, reservationSeq, ['PAID'])) != null;
  }

  /**
   * Called last by the booking's cancel/reject/expire transaction with the refund it stored, when the deposit was
   * paid online (`paidOnline`): given back through the gateway. A transfer is the shop's to send back.
   */
  async refundOnCancel(reservationSeq: number, amount: number) {
    const order = await this.repos.payments.latestFor(DEPOSIT_PURPOSE, reservationSeq, ['PAID']);
    if (!order || amount <= 0) return;
    await this.uow(({ services }) => services.payments.refund(order.orderId, amount, REFUND_REASON));
  }
}
