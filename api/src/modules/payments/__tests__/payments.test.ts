import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/index.js';
import { GatewayError } from '../../../infra/payments/gateway.js';
import { TossPaymentsClient } from '../../../infra/payments/toss-client.js';
import { AppError } from '../../../lib/errors.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

type User = Awaited<ReturnType<TestContext['user']>>;
let t: TestContext;
let alice: User;
let bob: User;
/** refSeqs whose fulfilment must fail (like a voucher product sold out meanwhile). */
const failing = new Set<number>();
const fulfilled: string[] = [];

beforeAll(async () => {
  t = await createTestContext({ shops: 3 });
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  t.app.services.payments.registerFulfiller('TEST', async ({ scope, order, now }) => {
    // A write in the confirm's transaction: it must disappear when fulfilment fails.
    await scope.services.notifications.notify(
      order.userSeq,
      'RESERVATION_STATUS',
      { title: `paid ${order.orderId}`, body: '' },
      null,
      now,
    );
    if (failing.has(order.refSeq)) throw new AppError('PRODUCT_NOT_FOUND');
    fulfilled.push(order.orderId);
  });
});
afterAll(() => t.close());

let ref = 0;
const order = (amount = 10_000, user = alice) =>
  t.app.services.payments.createOrder({
    userSeq: user.userSeq,
    purpose: 'TEST',
    refSeq: ++ref,
    amount,
    orderName: '테스트 이용권',
  });

/** Presses a button of the fake checkout page and returns where it redirected to. */
async function checkout(o: { orderId: string; amount: number; orderName: string }, choice: string) {
  const q = new URLSearchParams({
    orderId: o.orderId,
    orderName: o.orderName,
    amount: String(o.amount),
    successUrl: 'http://site.test/voucher/success?productSeq=3',
    failUrl: 'http://site.test/voucher/fail',
    choice,
  });
  const res = await t.inject({ method: 'GET', url: `/fake-toss/checkout/decide?${q}` });
  expect(res.statusCode).toBe(303);
  return new URL(res.headers.location as string);
}

const confirm = (payload: object, user = alice) =>
  t.inject({ method: 'POST', url: '/v2/payments/confirm', headers: user.auth, payload });

const ledger = (orderId: string) => t.app.services.payments.ledger(orderId);

describe('payments against the fake gateway', () => {
  it('success: the checkout redirects with paymentKey, orderId, amount; confirm charges once, fulfils and records a CHARGE', async () => {
    const o = await order(12_000);
    const back = await checkout(o, 'approve');
    expect(back.pathname).toBe('/voucher/success');
    expect(back.searchParams.get('productSeq')).toBe('3');
    expect(back.searchParams.get('orderId')).toBe(o.orderId);
    expect(back.searchParams.get('amount')).toBe('12000');
    const paymentKey = back.searchParams.get('paymentKey')!;
    const res = await confirm({ paymentKey, orderId: o.orderId, amount: 12_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      orderId: o.orderId,
      status: 'PAID',
      amount: 12_000,
      refundedAmount: 0,
      method: '카드',
    });
    expect(fulfilled).toContain(o.orderId);
    expect(t.app.fakeToss!.payment(paymentKey)).toMatchObject({ status: 'DONE', totalAmount: 12_000 });
    expect((await ledger(o.orderId)).map((l) => [l.kind, l.amount])).toEqual([['CHARGE', 12_000]]);
    const read = await t.inject({
      method: 'GET',
      url: `/v2/payments/orders/${o.orderId}`,
      headers: alice.auth,
    });
    expect(read.json().data.status).toBe('PAID');
  });

  it('amount mismatch: a tampered amount is refused before the gateway is asked; nothing is charged', async () => {
    const o = await order(10_000);
    // The payer changed the amount the window was opened with.
    const back = await checkout({ ...o, amount: 100 }, 'approve');
    const paymentKey = back.searchParams.get('paymentKey')!;
    const res = await confirm({ paymentKey, orderId: o.orderId, amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultCode).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(t.app.fakeToss!.payment(paymentKey)).toBeUndefined();
    expect(await ledger(o.orderId)).toEqual([]);
    expect((await t.app.services.payments.mine(alice.userSeq, o.orderId)).status).toBe('READY');
  });

  it('card rejected: in the window it goes to failUrl with the code; at confirm it is PAYMENT_FAILED with the gateway message and the order stays payable', async () => {
    const o = await order(8_000);
    const fail = await checkout(o, 'reject');
    expect(fail.pathname).toBe('/voucher/fail');
    expect(fail.searchParams.get('code')).toBe('REJECT_CARD_PAYMENT');
    expect(fail.searchParams.get('message')).toMatch(/잔액부족/);

    const back = await checkout(o, 'reject-at-confirm');
    const res = await confirm({
      paymentKey: back.searchParams.get('paymentKey'),
      orderId: o.orderId,
      amount: 8_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ resultCode: 'PAYMENT_FAILED', data: { code: 'REJECT_CARD_PAYMENT' } });
    expect(res.json().message).toMatch(/잔액부족/);
    expect(await ledger(o.orderId)).toEqual([]);
    // Another card then works for the same order.
    const again = await checkout(o, 'approve');
    const ok = await confirm({
      paymentKey: again.searchParams.get('paymentKey'),
      orderId: o.orderId,
      amount: 8_000,
    });
    expect(ok.json().data.status).toBe('PAID');
  });

  it('confirm retried: a double click and a retry after a lost answer charge once and fulfil once', async () => {
    const o = await order(15_000);
    const paymentKey = (await checkout(o, 'approve')).searchParams.get('paymentKey')!;
    const body = { paymentKey, orderId: o.orderId, amount: 15_000 };
    const both = await Promise.all([confirm(body), confirm(body)]);
    expect(both.map((r) => r.json().data?.status)).toEqual(['PAID', 'PAID']);
    expect(fulfilled.filter((id) => id === o.orderId)).toHaveLength(1);
    expect(await ledger(o.orderId)).toHaveLength(1);

    // The gateway charged but its answer never arrived: 502, then the retry gets the same payment.
    const lost = await order(7_000);
    const key2 = (await checkout(lost, 'approve')).searchParams.get('paymentKey')!;
    t.app.fakeToss!.loseNextAnswer('confirm');
    const first = await confirm({ paymentKey: key2, orderId: lost.orderId, amount: 7_000 });
    expect(first.statusCode).toBe(502);
    expect(await ledger(lost.orderId)).toEqual([]);
    const retry = await confirm({ paymentKey: key2, orderId: lost.orderId, amount: 7_000 });
    expect(retry.json().data.status).toBe('PAID');
    expect(t.app.fakeToss!.payment(key2)).toMatchObject({
      status: 'DONE',
      totalAmount: 7_000,
      balanceAmount: 7_000,
    });
    expect((await ledger(lost.orderId)).map((l) => l.kind)).toEqual(['CHARGE']);
  });

  it('a fulfilment that fails after the charge rolls back its writes and cancels the charge (CHARGE + VOID)', async () => {
    const o = await order(9_000);
    failing.add(ref);
    const paymentKey = (await checkout(o, 'approve')).searchParams.get('paymentKey')!;
    const res = await confirm({ paymentKey, orderId: o.orderId, amount: 9_000 });
    expect(res.json().resultCode).toBe('PRODUCT_NOT_FOUND');
    expect(t.app.fakeToss!.payment(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect((await ledger(o.orderId)).map((l) => [l.kind, l.amount])).toEqual([
      ['CHARGE', 9_000],
      ['VOID', -9_000],
    ]);
    expect((await t.app.services.payments.mine(alice.userSeq, o.orderId)).status).toBe('VOIDED');
    const written = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, `paid ${o.orderId}`));
    expect(written).toEqual([]);
    // Confirming it again does not charge again.
    expect((await confirm({ paymentKey, orderId: o.orderId, amount: 9_000 })).json().resultCode).toBe(
      'PAYMENT_ALREADY_DONE',
    );
  });

  it('cancel and partial cancel: refunds go through the gateway, each a REFUND row, never beyond what was paid', async () => {
    const o = await order(20_000);
    const paymentKey = (await checkout(o, 'approve')).searchParams.get('paymentKey')!;
    await confirm({ paymentKey, orderId: o.orderId, amount: 20_000 });
    const pay = t.app.services.payments;
    expect(await pay.refund(o.orderId, 5_000, '부분 환불')).toMatchObject({
      refundedAmount: 5_000,
      balance: 15_000,
    });
    expect((await pay.mine(alice.userSeq, o.orderId)).status).toBe('PARTIAL_CANCELED');
    await expect(pay.refund(o.orderId, 15_001, '너무 많이')).rejects.toMatchObject({
      resultCode: 'REFUND_NOT_ALLOWED',
    });
    await pay.refund(o.orderId, 15_000, '전액 환불');
    expect(await pay.mine(alice.userSeq, o.orderId)).toMatchObject({
      status: 'CANCELED',
      refundedAmount: 20_000,
    });
    expect(t.app.fakeToss!.payment(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    const rows = await ledger(o.orderId);
    expect(rows.map((l) => [l.kind, l.amount])).toEqual([
      ['CHARGE', 20_000],
      ['REFUND', -5_000],
      ['REFUND', -15_000],
    ]);
    expect(rows.reduce((s, l) => s + l.amount, 0)).toBe(0);
    await expect(pay.refund(o.orderId, 1, '또')).rejects.toMatchObject({ resultCode: 'REFUND_NOT_ALLOWED' });
  });

  it('webhook replayed: a cancel made at the gateway is recorded once however often the hint arrives', async () => {
    const o = await order(10_000);
    const paymentKey = (await checkout(o, 'approve')).searchParams.get('paymentKey')!;
    await confirm({ paymentKey, orderId: o.orderId, amount: 10_000 });
    // The shop cancels part of it in the gateway's console.
    t.app.fakeToss!.cancel(paymentKey, { cancelReason: '콘솔에서 부분 취소', cancelAmount: 3_000 });
    const hook = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      data: { paymentKey, orderId: o.orderId, status: 'PARTIAL_CANCELED' },
    };
    for (let i = 0; i < 3; i++)
      expect(
        (await t.inject({ method: 'POST', url: '/v2/payments/webhook', payload: hook })).statusCode,
      ).toBe(200);
    expect((await ledger(o.orderId)).map((l) => [l.kind, l.amount])).toEqual([
      ['CHARGE', 10_000],
      ['REFUND', -3_000],
    ]);
    expect(await t.app.services.payments.mine(alice.userSeq, o.orderId)).toMatchObject({
      status: 'PARTIAL_CANCELED',
      refundedAmount: 3_000,
    });
    // A forged hint (a status the gateway does not confirm, an unknown order) changes nothing.
    const forged = { data: { paymentKey, orderId: o.orderId, status: 'CANCELED' } };
    await t.inject({ method: 'POST', url: '/v2/payments/webhook', payload: forged });
    await t.inject({
      method: 'POST',
      url: '/v2/payments/webhook',
      payload: { data: { paymentKey: 'nope', orderId: 'GDNOPE123' } },
    });
    expect((await t.app.services.payments.mine(alice.userSeq, o.orderId)).refundedAmount).toBe(3_000);
  });

  it("another owner's order is not found and nothing changes", async () => {
    const o = await order(5_000, alice);
    const paymentKey = (await checkout(o, 'approve')).searchParams.get('paymentKey')!;
    const res = await confirm({ paymentKey, orderId: o.orderId, amount: 5_000 }, bob);
    expect(res.statusCode).toBe(404);
    expect(res.json().resultCode).toBe('PAYMENT_ORDER_NOT_FOUND');
    expect(
      (await t.inject({ method: 'GET', url: `/v2/payments/orders/${o.orderId}`, headers: bob.auth }))
        .statusCode,
    ).toBe(404);
    expect(t.app.fakeToss!.payment(paymentKey)).toBeUndefined();
    expect((await t.app.services.payments.mine(alice.userSeq, o.orderId)).status).toBe('READY');
  });

  it('the checkout page shows the order and refuses return URLs that are not web addresses', async () => {
    const o = await order(30_000);
    const q = new URLSearchParams({
      orderId: o.orderId,
      orderName: '<b>10회 이용권</b>',
      amount: '30000',
      successUrl: '/voucher/success',
      failUrl: '/voucher/fail',
    });
    const page = await t.inject({ method: 'GET', url: `/fake-toss/checkout?${q}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
    expect(page.body).toContain('30,000원 결제하기');
    expect(page.body).toContain('&lt;b&gt;10회 이용권&lt;/b&gt;');
    q.set('successUrl', 'javascript:alert(1)');
    expect((await t.inject({ method: 'GET', url: `/fake-toss/checkout?${q}` })).statusCode).toBe(400);
  });
});

describe('TossPaymentsClient over HTTP against the fake', () => {
  it('confirms with Basic auth and an idempotency key, reads, cancels in part, and reports Toss error codes', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const fake = t.app.fakeToss!;
    const client = new TossPaymentsClient(`${base}/fake-toss`, fake.secretKey);
    const paymentKey = fake.authorise({ orderId: 'GDCLIENT0001', orderName: '이용권', amount: 50_000 });
    const req = { paymentKey, orderId: 'GDCLIENT0001', amount: 50_000 };
    const done = await client.confirm(req, 'idem-1');
    expect(done).toMatchObject({ status: 'DONE', totalAmount: 50_000 });
    // The same key answers the same payment again; without it the gateway says it was processed already.
    expect((await client.confirm(req, 'idem-1')).approvedAt).toBe(done.approvedAt);
    await expect(client.confirm(req, 'idem-2')).rejects.toMatchObject({
      code: 'ALREADY_PROCESSED_PAYMENT',
      status: 400,
    });
    expect((await client.get(paymentKey)).orderId).toBe('GDCLIENT0001');
    const partial = await client.cancel(paymentKey, { cancelReason: '부분', cancelAmount: 20_000 }, 'c-1');
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 30_000 });
    await expect(
      client.cancel(paymentKey, { cancelReason: '초과', cancelAmount: 40_000 }, 'c-2'),
    ).rejects.toMatchObject({ code: 'NOT_CANCELABLE_AMOUNT' });
    expect((await client.cancel(paymentKey, { cancelReason: '나머지' }, 'c-3')).status).toBe('CANCELED');
    await expect(client.get('nope')).rejects.toMatchObject({ code: 'NOT_FOUND_PAYMENT', status: 404 });
    const wrongKey = new TossPaymentsClient(`${base}/fake-toss`, 'test_sk_wrong');
    const e = await wrongKey.get(paymentKey).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(GatewayError);
    expect(e).toMatchObject({ status: 401, code: 'UNAUTHORIZED_KEY' });
  });
});
