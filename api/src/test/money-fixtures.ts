import { expect } from 'vitest';
import { voucherProducts } from '../db/schema/index.js';
import type { TestContext } from './test-app.js';

type User = { auth: { authorization: string } };
interface CheckoutOrder {
  orderId: string;
  amount: number;
  orderName: string;
}

/** A pass product of `shopId` covering `productSeqs`. */
export async function createVoucherProduct(
  t: TestContext,
  shopId: number,
  productSeqs: number[],
  opts: Partial<typeof voucherProducts.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(voucherProducts)
    .values({
      shopId,
      name: '목욕 10회 이용권',
      uses: 10,
      price: 270_000,
      unitListPrice: 30_000,
      validityDays: 180,
      productSeqs,
      ...opts,
    })
    .returning();
  return row.voucherProductSeq;
}

/** Presses a button of the fake checkout page for `order` and returns the redirect's query parameters. */
export async function checkout(t: TestContext, order: CheckoutOrder, choice = 'approve') {
  const q = new URLSearchParams({
    orderId: order.orderId,
    orderName: order.orderName,
    amount: String(order.amount),
    successUrl: 'http://site.test/success',
    failUrl: 'http://site.test/fail',
    choice,
  });
  const res = await t.inject({ method: 'GET', url: `/fake-toss/checkout/decide?${q}` });
  expect(res.statusCode).toBe(303);
  return new URL(res.headers.location as string).searchParams;
}

/** Pays `order` in the fake window and confirms it as the success screen would; returns the confirm response. */
export async function pay(t: TestContext, user: User, order: CheckoutOrder) {
  const back = await checkout(t, order);
  return t.inject({
    method: 'POST',
    url: '/v2/payments/confirm',
    headers: user.auth,
    payload: {
      paymentKey: back.get('paymentKey'),
      orderId: back.get('orderId'),
      amount: Number(back.get('amount')),
    },
  });
}
