/**
 * A local stand-in for Toss Payments: the same protocol (confirm, get, cancel and their error codes, idempotency keys,
 * amount checks) kept in memory, plus the checkout page that stands in for the SDK's payment window. `npm start`, the
 * e2e stack and the API tests use it whenever no real keys are configured (see `payments-config.ts`).
 *
 * It never moves money, so it is never mounted when real keys are set.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/errors.js';
import {
  type CancelRequest,
  type ConfirmRequest,
  GatewayError,
  type PaymentGateway,
  type TossPayment,
} from './gateway.js';

/** What the payer chose in the checkout window: approve, or a card the issuer will refuse at confirm. */
export type FakeOutcome = 'APPROVE' | 'REJECT_AT_CONFIRM';

interface Authorised {
  orderId: string;
  orderName: string;
  amount: number;
  outcome: FakeOutcome;
  requestedAt: string;
}

interface Remembered {
  body: string;
  result: { ok: true; payment: TossPayment } | { ok: false; error: GatewayError };
}

const err = (status: number, code: string, message: string) => new GatewayError(status, code, message);

export class FakeTossBackend {
  /** Payment windows the payer approved, waiting for the merchant's confirm. */
  private readonly authorised = new Map<string, Authorised>();
  private readonly payments = new Map<string, TossPayment>();
  private readonly byIdempotencyKey = new Map<string, Remembered>();
  /** Test hook: the next N calls of an operation take effect but their answer is lost (a network timeout). */
  private readonly lostAnswers = { confirm: 0, cancel: 0 };
  private seq = 0;

  constructor(
    readonly secretKey = 'test_sk_guardian_fake',
    readonly clientKey = 'test_ck_guardian_fake',
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The checkout window's approve button: a payment session the merchant must still confirm. */
  authorise(order: { orderId: string; orderName: string; amount: number }, outcome: FakeOutcome = 'APPROVE') {
    const paymentKey = `fake_${Date.now().toString(36)}${(++this.seq).toString(36)}${randomBytes(6).toString('hex')}`;
    this.authorised.set(paymentKey, { ...order, outcome, requestedAt: this.now().toISOString() });
    return paymentKey;
  }

  /** Test hook: the next `times` calls of `op` are carried out, then answered with a network failure. */
  loseNextAnswer(op: 'confirm' | 'cancel', times = 1) {
    this.lostAnswers[op] += times;
  }

  /** Every payment the fake knows (tests read the money that moved). */
  payment(paymentKey: string) {
    return this.payments.get(paymentKey);
  }

  confirm(req: ConfirmRequest, idempotencyKey?: string): TossPayment {
    return this.idempotent('confirm', idempotencyKey, req, () => this.doConfirm(req));
  }

  get(paymentKey: string): TossPayment {
    const p = this.payments.get(paymentKey);
    if (!p) throw err(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    return structuredClone(p);
  }

  cancel(paymentKey: string, req: CancelRequest, idempotencyKey?: string): TossPayment {
    return this.idempotent('cancel', idempotencyKey, { paymentKey, ...req }, () =>
      this.doCancel(paymentKey, req),
    );
  }

  private idempotent(
    op: 'confirm' | 'cancel',
    key: string | undefined,
    body: unknown,
    run: () => TossPayment,
  ): TossPayment {
    const text = JSON.stringify(body);
    const seen = key ? this.byIdempotencyKey.get(`${op}:${key}`) : undefined;
    let result: Remembered['result'];
    if (seen) {
      if (seen.body !== text)
        throw err(422, 'IDEMPOTENT_REQUEST_PROCESSING', '같은 멱등키로 다른 요청을 보낼 수 없습니다.');
      result = seen.result;
    } else {
      try {
        result = { ok: true, payment: run() };
      } catch (e) {
        if (!(e instanceof GatewayError)) throw e;
        result = { ok: false, error: e };
      }
      if (key) this.byIdempotencyKey.set(`${op}:${key}`, { body: text, result });
      if (this.lostAnswers[op] > 0) {
        this.lostAnswers[op] -= 1;
        throw new AppError('EXTERNAL_SERVICE_ERROR');
      }
    }
    if (!result.ok) throw result.error;
    return structuredClone(result.payment);
  }

  private doConfirm({ paymentKey, orderId, amount }: ConfirmRequest): TossPayment {
    const done = this.payments.get(paymentKey);
    if (done) throw err(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
    const a = this.authorised.get(paymentKey);
    if (!a)
      throw err(
        404,
        'NOT_FOUND_PAYMENT_SESSION',
        '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
      );
    if (a.orderId !== orderId) throw err(400, 'INVALID_REQUEST', '주문번호가 결제 정보와 일치하지 않습니다.');
    if (a.amount !== amount) throw err(400, 'INVALID_REQUEST', '결제 금액이 결제 정보와 일치하지 않습니다.');
    if (a.outcome === 'REJECT_AT_CONFIRM') {
      this.authorised.delete(paymentKey);
      throw err(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
    }
    this.authorised.delete(paymentKey);
    const payment: TossPayment = {
      paymentKey,
      orderId,
      orderName: a.orderName,
      status: 'DONE',
      method: '카드',
      totalAmount: amount,
      balanceAmount: amount,
      requestedAt: a.requestedAt,
      approvedAt: this.now().toISOString(),
      cancels: null,
    };
    this.payments.set(paymentKey, payment);
    return payment;
  }

  private doCancel(paymentKey: string, { cancelReason, cancelAmount }: CancelRequest): TossPayment {
    const p = this.payments.get(paymentKey);
    if (!p) throw err(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    if (p.status === 'CANCELED') throw err(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
    const amount = cancelAmount ?? p.balanceAmount;
    if (!Number.isInteger(amount) || amount <= 0 || amount > p.balanceAmount)
      throw err(400, 'NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.');
    p.balanceAmount -= amount;
    p.status = p.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    p.cancels = [
      ...(p.cancels ?? []),
      {
        transactionKey: `fake_tx_${randomBytes(8).toString('hex')}`,
        cancelAmount: amount,
        cancelReason,
        canceledAt: this.now().toISOString(),
      },
    ];
    return p;
  }
}

/** The fake as a PaymentGateway inside the API process (what `npm start` uses without real keys). */
export class InProcessFakeGateway implements PaymentGateway {
  constructor(readonly backend: FakeTossBackend) {}
  async confirm(req: ConfirmRequest, idempotencyKey: string) {
    return this.backend.confirm(req, idempotencyKey);
  }
  async get(paymentKey: string) {
    return this.backend.get(paymentKey);
  }
  async cancel(paymentKey: string, req: CancelRequest, idempotencyKey: string) {
    return this.backend.cancel(paymentKey, req, idempotencyKey);
  }
}
