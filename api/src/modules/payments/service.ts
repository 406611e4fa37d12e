// Payments: orders whose amount the server keeps, confirm through the gateway with an idempotency key, the purpose's
// fulfiller in the same transaction, refunds, webhooks as hints, and a ledger row for every money movement.
import { randomBytes } from 'node:crypto';
import type { Repositories } from '../../repositories.js';
import type { Scope, UnitOfWork } from '../../unit-of-work.js';
import {
  type CheckoutInfo,
  GatewayError,
  type PaymentGateway,
  type TossPayment,
} from '../../infra/payments/gateway.js';
import { sha256 } from '../../infra/tokens.js';
import { AppError } from '../../lib/errors.js';
import type { PaymentOrderRow } from './repository.js';

/** What an order pays for; each purpose has one fulfiller, registered by its domain. */
export type PaymentPurpose = 'VOUCHER' | 'DEPOSIT' | (string & {});

export interface FulfilContext {
  /** Repositories and services bound to the confirm's transaction: what the fulfiller writes commits with the charge. */
  scope: Scope;
  order: PaymentOrderRow;
  payment: TossPayment;
  now: Date;
}
/** Delivers what was paid for. Throwing rolls the confirm back, and the charge is cancelled at the gateway. */
export type Fulfiller = (ctx: FulfilContext) => Promise<void>;

/** One per app (shared by every scope and transaction): purpose → fulfiller. */
export class FulfillerRegistry {
  private readonly byPurpose = new Map<string, Fulfiller>();
  register(purpose: PaymentPurpose, fn: Fulfiller) {
    if (this.byPurpose.has(purpose))
      throw new Error(`payments: a fulfiller for ${purpose} is already registered`);
    this.byPurpose.set(purpose, fn);
  }
  get(purpose: string) {
    const fn = this.byPurpose.get(purpose);
    if (!fn) throw new Error(`payments: no fulfiller registered for ${purpose}`);
    return fn;
  }
}

/** What the payments service needs besides the database; one set per app. */
export interface PaymentsDeps {
  gateway: PaymentGateway;
  checkout: CheckoutInfo;
  fulfillers: FulfillerRegistry;
  log?: { error: (obj: object, msg: string) => void };
}

export interface CreateOrder {
  userSeq: number;
  purpose: PaymentPurpose;
  refSeq: number;
  amount: number;
  orderName: string;
}

const VOID_REASON = '주문을 처리하지 못해 결제를 자동으로 취소했어요.';

/** Toss orderId: 6-64 characters of [A-Za-z0-9_-], unique per merchant. */
const newOrderId = () =>
  `GD${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

/** Toss customerKey: unique per payer, not guessable from the user id. */
const customerKey = (userSeq: number) => `cus_${sha256(`guardian-customer:${userSeq}`).slice(0, 32)}`;

export const orderView = (o: PaymentOrderRow) => ({
  orderId: o.orderId,
  orderName: o.orderName,
  purpose: o.purpose,
  refSeq: o.refSeq,
  amount: o.amount,
  status: o.status,
  refundedAmount: o.refundedAmount,
  method: o.method,
  approvedAt: o.approvedAt,
});

export class PaymentsService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly deps: PaymentsDeps,
  ) {}

  /** Registers the fulfiller of a purpose (once per app; the registry is shared by every transaction's scope). */
  registerFulfiller(purpose: PaymentPurpose, fn: Fulfiller) {
    this.deps.fulfillers.register(purpose, fn);
  }

  /** A new order the browser then pays (`requestPayment`); the amount stays here and is checked at confirm. */
  async createOrder(input: CreateOrder) {
    if (!Number.isInteger(input.amount) || input.amount <= 0)
      throw new Error(`payments: order amount must be a positive integer, got ${input.amount}`);
    const row = await this.repos.payments.insertOrder({
      orderId: newOrderId(),
      userSeq: input.userSeq,
      purpose: input.purpose,
      refSeq: input.refSeq,
      orderName: input.orderName.slice(0, 100),
      amount: input.amount,
    });
    return { orderId: row.orderId, amount: row.amount, orderName: row.orderName };
  }

  /** An order as the browser needs it to open the payment window (fake checkout page or Toss SDK). */
  checkoutOf(order: { orderId: string; amount: number; orderName: string }, userSeq: number) {
    return { ...order, customerKey: customerKey(userSeq), checkout: this.deps.checkout };
  }

  async mine(userSeq: number, orderId: string) {
    const o = await this.repos.payments.order(orderId, { userSeq });
    if (!o) throw new AppError('PAYMENT_ORDER_NOT_FOUND');
    return orderView(o);
  }

  /** The owner's latest order for a purpose and ref (e.g. the deposit of one reservation), or null. */
  orderRow(orderId: string) {
    return this.repos.payments.order(orderId);
  }

  /**
   * Confirms what the payment window approved. Under a lock on the order: an order already paid with this paymentKey
   * answers as paid again (double click, retried request); the amount must be the order's; the gateway confirm
   * carries an idempotency key derived from the order and paymentKey (a retry after a lost answer gets the first
   * result, never a second charge); the ledger's CHARGE row, the order's PAID state and the purpose's fulfiller
   * commit together. When anything fails after the gateway charged, the charge is cancelled (VOID) and the error
   * goes back to the caller.
   */
  async confirm(userSeq: number, req: { paymentKey: string; orderId: string; amount: number }, now: Date) {
    if (!(await this.repos.payments.order(req.orderId, { userSeq })))
      throw new AppError('PAYMENT_ORDER_NOT_FOUND');
    let charged: { order: PaymentOrderRow; payment: TossPayment } | null = null;
    try {
      return await this.uow(async (scope) => {
        const { payments } = scope.repos;
        const order = (await payments.order(req.orderId, { forUpdate: true }))!;
        if (order.status !== 'READY') {
          if (order.paymentKey === req.paymentKey && order.status !== 'VOIDED') return orderView(order);
          throw new AppError('PAYMENT_ALREADY_DONE');
        }
        if (req.amount !== order.amount) throw new AppError('PAYMENT_AMOUNT_MISMATCH');
        const payment = await this.gatewayConfirm(order, req.paymentKey);
        charged = { order, payment };
        await payments.record({
          orderId: order.orderId,
          kind: 'CHARGE',
          amount: payment.totalAmount,
          paymentKey: payment.paymentKey,
          entryKey: `charge:${payment.paymentKey}`,
        });
        await payments.update(order.orderId, {
          status: 'PAID',
          paymentKey: payment.paymentKey,
          method: payment.method,
          approvedAt: payment.approvedAt ? new Date(payment.approvedAt) : now,
          lastErrorCode: null,
          lastErrorMessage: null,
        });
        await this.deps.fulfillers.get(order.purpose)({ scope, order, payment, now });
        return orderView((await payments.order(order.orderId))!);
      });
    } catch (e) {
      if (charged) await this.voidCharge(charged);
      else if (e instanceof AppError && e.resultCode === 'PAYMENT_FAILED')
        await this.repos.payments.update(req.orderId, {
          lastErrorCode: (e.data as { code: string }).code,
          lastErrorMessage: e.message,
        });
      throw e;
    }
  }

  private async gatewayConfirm(order: PaymentOrderRow, paymentKey: string): Promise<TossPayment> {
    const { gateway } = this.deps;
    try {
      return await gateway.confirm(
        { paymentKey, orderId: order.orderId, amount: order.amount },
        `confirm-${order.orderId}-${paymentKey}`.slice(0, 300),
      );
    } catch (e) {
      if (!(e instanceof GatewayError)) throw e; // network: outcome unknown, the order stays READY for a retry
      if (e.code === 'ALREADY_PROCESSED_PAYMENT') {
        // Confirmed by an earlier attempt whose answer we never recorded: read it back and carry on.
        const p = await gateway.get(paymentKey);
        if (p.orderId === order.orderId && p.totalAmount === order.amount && p.status === 'DONE') return p;
      }
      throw new AppError('PAYMENT_FAILED', e.message, { code: e.code });
    }
  }

  /** Cancels a charge whose order could not be fulfilled, and records both movements. */
  private async voidCharge({ order, payment }: { order: PaymentOrderRow; payment: TossPayment }) {
    try {
      const after = await this.deps.gateway.cancel(
        payment.paymentKey,
        { cancelReason: VOID_REASON },
        `void-${order.orderId}`,
      );
      const tx = after.cancels?.at(-1);
      await this.uow(async ({ repos }) => {
        await repos.payments.record({
          orderId: order.orderId,
          kind: 'CHARGE',
          amount: payment.totalAmount,
          paymentKey: payment.paymentKey,
          entryKey: `charge:${payment.paymentKey}`,
        });
        await repos.payments.record({
          orderId: order.orderId,
          kind: 'VOID',
          amount: -payment.totalAmount,
          paymentKey: payment.paymentKey,
          entryKey: `cancel:${tx?.transactionKey ?? `void-${order.orderId}`}`,
          reason: VOID_REASON,
        });
        await repos.payments.update(order.orderId, {
          status: 'VOIDED',
          paymentKey: payment.paymentKey,
          refundedAmount: payment.totalAmount,
        });
      });
    } catch (err) {
      // The charge stands at the gateway and is not ours: the webhook or a retried confirm will find it (logged).
      this.deps.log?.error(
        { err, orderId: order.orderId, paymentKey: payment.paymentKey },
        'payments: void failed',
      );
    }
  }

  /**
   * Gives back `amount` of a paid order (partial or the rest) through the gateway, under a lock on the order, with an
   * idempotency key per refund step; writes the REFUND row. 0 does nothing. Call it last in a domain's transaction
   * (the gateway cannot roll back).
   */
  async refund(orderId: string, amount: number, reason: string) {
    if (amount === 0) return null;
    return this.uow(async ({ repos }) => {
      const order = await repos.payments.order(orderId, { forUpdate: true });
      if (!order || !order.paymentKey || !['PAID', 'PARTIAL_CANCELED'].includes(order.status))
        throw new AppError('REFUND_NOT_ALLOWED');
      const balance = order.amount - order.refundedAmount;
      if (!Number.isInteger(amount) || amount < 0 || amount > balance)
        throw new AppError('REFUND_NOT_ALLOWED');
      let after: TossPayment;
      try {
        after = await this.deps.gateway.cancel(
          order.paymentKey,
          { cancelReason: reason, cancelAmount: amount },
          `refund-${orderId}-${order.refundedAmount}-${amount}`,
        );
      } catch (e) {
        if (e instanceof GatewayError) throw new AppError('PAYMENT_FAILED', e.message, { code: e.code });
        throw e;
      }
      const tx = after.cancels?.at(-1);
      await repos.payments.record({
        orderId,
        kind: 'REFUND',
        amount: -amount,
        paymentKey: order.paymentKey,
        entryKey: `cancel:${tx?.transactionKey ?? `refund-${orderId}-${order.refundedAmount}`}`,
        reason,
      });
      const refundedAmount = order.refundedAmount + amount;
      await repos.payments.update(orderId, {
        refundedAmount,
        status: refundedAmount === order.amount ? 'CANCELED' : 'PARTIAL_CANCELED',
      });
      return { orderId, refundedAmount, balance: order.amount - refundedAmount };
    });
  }

  /**
   * A status webhook is only a hint: the payment is read back from the gateway and the order brought in line.
   * A payment DONE for an order still READY (its confirm died half way) is cancelled; cancels made elsewhere (the
   * gateway's console) become REFUND rows once each (keyed by transaction), so a replayed webhook changes nothing.
   */
  async webhookHint(hint: { paymentKey?: string; orderId?: string }) {
    if (!hint.paymentKey || !hint.orderId) return { synced: false };
    const known = await this.repos.payments.order(hint.orderId);
    if (!known) return { synced: false };
    let payment: TossPayment;
    try {
      payment = await this.deps.gateway.get(hint.paymentKey);
    } catch (e) {
      if (e instanceof GatewayError) return { synced: false };
      throw e;
    }
    if (payment.orderId !== known.orderId) return { synced: false };
    if (known.status === 'READY' && payment.status === 'DONE') {
      await this.voidCharge({ order: known, payment });
      return { synced: true };
    }
    if (known.paymentKey !== payment.paymentKey) return { synced: false };
    await this.uow(async ({ repos }) => {
      const order = (await repos.payments.order(known.orderId, { forUpdate: true }))!;
      for (const c of payment.cancels ?? [])
        await repos.payments.record({
          orderId: order.orderId,
          kind: 'REFUND',
          amount: -c.cancelAmount,
          paymentKey: payment.paymentKey,
          entryKey: `cancel:${c.transactionKey}`,
          reason: c.cancelReason,
        });
      if (order.status === 'VOIDED') return;
      const refundedAmount = payment.totalAmount - payment.balanceAmount;
      if (refundedAmount !== order.refundedAmount)
        await repos.payments.update(order.orderId, {
          refundedAmount,
          status:
            refundedAmount === 0 ? 'PAID' : refundedAmount === order.amount ? 'CANCELED' : 'PARTIAL_CANCELED',
        });
    });
    return { synced: true };
  }

  ledger(orderId: string) {
    return this.repos.payments.ledger(orderId);
  }
}
