import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiProfileOrders } from '../../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { fakeDeps, photo } from './fakes.js';

type User = Awaited<ReturnType<TestContext['user']>>;
let t: TestContext;
let alice: User;
let bob: User;
let f: ReturnType<typeof fakeDeps>;
let goodPhoto: Buffer;

beforeAll(async () => {
  f = fakeDeps();
  t = await createTestContext({ shops: 1, aiProfile: f.deps });
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  goodPhoto = await photo();
});
afterAll(() => t.close());

const uploadPhotos = (user: User, n = 5) =>
  Array.from({ length: n }, () => f.media.upload(user.userSeq, goodPhoto));

async function products() {
  return (await t.inject({ method: 'GET', url: '/v2/ai-profile/products' })).json().data as {
    productSeq: number;
    code: string;
    price: number;
    pictureCount: number;
  }[];
}

async function order(user: User, photoMediaSeqs = uploadPhotos(user), code = 'BASIC') {
  const product = (await products()).find((p) => p.code === code)!;
  return t.inject({
    method: 'POST',
    url: '/v2/ai-profile/orders',
    headers: user.auth,
    payload: {
      productSeq: product.productSeq,
      petName: '초코',
      species: 'DOG',
      breed: '푸들',
      ageYears: 3,
      photoMediaSeqs,
    },
  });
}

/** Pays an order through the fake gateway's checkout page and the confirm call, as the success page does. */
async function pay(user: User, payment: { orderId: string; amount: number; orderName: string }) {
  const q = new URLSearchParams({
    orderId: payment.orderId,
    orderName: payment.orderName,
    amount: String(payment.amount),
    successUrl: 'http://site.test/ai-profile/success',
    failUrl: 'http://site.test/ai-profile/fail',
    choice: 'approve',
  });
  const back = new URL(
    (await t.inject({ method: 'GET', url: `/fake-toss/checkout/decide?${q}` })).headers.location as string,
  );
  return t.inject({
    method: 'POST',
    url: '/v2/payments/confirm',
    headers: user.auth,
    payload: {
      paymentKey: back.searchParams.get('paymentKey'),
      orderId: payment.orderId,
      amount: payment.amount,
    },
  });
}

/** An order of `user`'s, paid: its job is queued. */
async function paidOrder(user: User, code = 'BASIC', photos = uploadPhotos(user)) {
  const { order: o, payment } = (await order(user, photos, code)).json().data;
  expect((await pay(user, payment)).statusCode).toBe(200);
  return { order: o, payment };
}

const paymentOf = (user: User, orderId: string) => t.app.services.payments.mine(user.userSeq, orderId);

const detail = (user: User, orderSeq: number) =>
  t.inject({ method: 'GET', url: `/v2/ai-profile/orders/${orderSeq}`, headers: user.auth });

describe('AI profile products and orders', () => {
  it('lists the style packs with their prices to anyone', async () => {
    const list = await products();
    expect(list.map((p) => [p.code, p.price, p.pictureCount])).toEqual([
      ['BASIC', 9900, 4],
      ['PREMIUM', 19900, 8],
    ]);
  });

  it('orders with the pet and 5–10 photos and answers the payment request', async () => {
    const res = await order(alice);
    expect(res.statusCode).toBe(200);
    const { order: o, payment } = res.json().data;
    expect(payment).toMatchObject({
      amount: 9900,
      orderName: 'AI 프로필 베이직 팩',
      checkout: { kind: 'FAKE' },
    });
    expect(await paymentOf(alice, payment.orderId)).toMatchObject({
      purpose: 'AI_PROFILE',
      refSeq: o.orderSeq,
      status: 'READY',
    });
    expect(o).toMatchObject({ status: 'PENDING_PAYMENT', petName: '초코', job: null, results: [] });
    expect(o.photos).toHaveLength(5);
  });

  it('rejects fewer than 5 photos, someone else’s or already used photos, and an unknown product', async () => {
    const history = async () =>
      (await t.inject({ method: 'GET', url: '/v2/ai-profile/orders', headers: alice.auth })).json()
        .data as unknown[];
    const before = (await history()).length;
    const four = await order(alice, uploadPhotos(alice, 4));
    expect(four.statusCode).toBe(400);
    expect(four.json().resultCode).toBe('VALIDATION_ERROR');
    const bobs = await order(alice, uploadPhotos(bob));
    expect(bobs.statusCode).toBe(404);
    expect(bobs.json()).toMatchObject({
      resultCode: 'AI_PHOTO_NOT_FOUND',
      message: expect.stringMatching(/사진/),
    });
    const used = uploadPhotos(alice);
    const usedOrder = (await order(alice, used)).json().data.order;
    // Paid (its job is left out of the queue the later tests run).
    await t.db
      .update(aiProfileOrders)
      .set({ status: 'PAID' })
      .where(eq(aiProfileOrders.orderSeq, usedOrder.orderSeq));
    expect((await order(alice, used)).json().resultCode).toBe('AI_PHOTO_NOT_FOUND');
    const unknown = await t.inject({
      method: 'POST',
      url: '/v2/ai-profile/orders',
      headers: alice.auth,
      payload: {
        productSeq: 999,
        petName: '초코',
        species: 'DOG',
        breed: '푸들',
        ageYears: 3,
        photoMediaSeqs: uploadPhotos(alice),
      },
    });
    expect(unknown.json().resultCode).toBe('AI_PRODUCT_NOT_FOUND');
    // Nothing half-made: a rejected order leaves no order behind.
    expect(await history()).toHaveLength(before + 1); // the one order of `used`
  });

  it('is paid once: the confirm queues the job, a repeated confirm or fulfilment queues no second one', async () => {
    const { order: o, payment } = await paidOrder(alice);
    const again = await pay(alice, payment);
    expect(again.statusCode).not.toBe(500);
    await t.app.services.aiProfile.fulfil(o.orderSeq, payment.orderId, new Date());
    expect(await paymentOf(alice, payment.orderId)).toMatchObject({ status: 'PAID', amount: 9900 });
    const d = (await detail(alice, o.orderSeq)).json().data;
    expect(d).toMatchObject({ status: 'PAID', job: { status: 'QUEUED', progress: 0 } });
    // Runs it so later tests start with an empty queue.
    expect(await t.app.aiProfileWorker.runOnce()).toBe(true);
    expect(await t.app.aiProfileWorker.runOnce()).toBe(false);
  });

  it('runs the job to the end: progress, then the set of pictures only the owner can see and download', async () => {
    const { order: o } = await paidOrder(alice, 'PREMIUM', uploadPhotos(alice, 6));
    const seen: string[] = [];
    const run = t.app.aiProfileWorker.runOnce();
    for (let i = 0; i < 200; i++) {
      const d = (await detail(alice, o.orderSeq)).json().data;
      seen.push(`${d.status}:${d.job.status}`);
      if (d.status === 'DONE') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await run;
    expect(seen).toContain('GENERATING:RUNNING');
    const d = (await detail(alice, o.orderSeq)).json().data;
    expect(d).toMatchObject({ status: 'DONE', job: { status: 'DONE', progress: 100 } });
    expect(d.results.map((r: { style: string }) => r.style)).toEqual([
      'PASTEL',
      'STUDIO',
      'POP',
      'MONO',
      'FILM',
      'BIRTHDAY',
      'SPRING',
      'NIGHT',
    ]);
    expect(d.results[0]).toMatchObject({
      styleName: '파스텔 하트',
      url: expect.stringMatching(/^http/),
      fileName: expect.stringMatching(/\.jpg$/),
    });
    const stored = [...f.media.items.values()].filter((m) => m.generated && m.owner === alice.userSeq);
    expect(stored.length).toBeGreaterThanOrEqual(8);
    const meta = await sharp(stored.at(-1)!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1080]);

    // Another owner: not found, and no pictures.
    expect((await detail(bob, o.orderSeq)).json().resultCode).toBe('AI_ORDER_NOT_FOUND');
    const bobZip = await t.inject({
      method: 'GET',
      url: `/v2/ai-profile/orders/${o.orderSeq}/download`,
      headers: bob.auth,
    });
    expect(bobZip.statusCode).toBe(404);

    const zip = await t.inject({
      method: 'GET',
      url: `/v2/ai-profile/orders/${o.orderSeq}/download`,
      headers: alice.auth,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const one = await t.inject({
      method: 'GET',
      url: `/v2/ai-profile/orders/${o.orderSeq}/results/${d.results[1].resultSeq}/file`,
      headers: alice.auth,
    });
    expect([one.statusCode, one.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(one.headers['content-disposition']).toContain(d.results[1].fileName);
    const bobOne = await t.inject({
      method: 'GET',
      url: `/v2/ai-profile/orders/${o.orderSeq}/results/${d.results[1].resultSeq}/file`,
      headers: bob.auth,
    });
    expect(bobOne.statusCode).toBe(404);
    const files = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(files).toEqual(d.results.map((r: { fileName: string }) => r.fileName));

    const history = (
      await t.inject({ method: 'GET', url: '/v2/ai-profile/orders', headers: alice.auth })
    ).json().data;
    expect(history[0]).toMatchObject({
      orderSeq: o.orderSeq,
      status: 'DONE',
      pictureCount: 8,
      coverUrl: expect.stringMatching(/thumb/),
    });
    expect(
      (await t.inject({ method: 'GET', url: '/v2/ai-profile/orders', headers: bob.auth })).json().data,
    ).toEqual([]);
  });

  it('does not offer the ZIP before the pictures are made', async () => {
    const o = (await order(alice)).json().data.order;
    const res = await t.inject({
      method: 'GET',
      url: `/v2/ai-profile/orders/${o.orderSeq}/download`,
      headers: alice.auth,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().resultCode).toBe('AI_RESULTS_NOT_READY');
  });

  it('fails a job with no pet in the photos and refunds the payment automatically', async () => {
    const { order: o, payment } = await paidOrder(alice);
    f.segmenter.empty = true;
    try {
      await t.app.aiProfileWorker.runOnce();
    } finally {
      f.segmenter.empty = false;
    }
    const d = (await detail(alice, o.orderSeq)).json().data;
    expect(d).toMatchObject({
      status: 'REFUNDED',
      job: { status: 'FAILED' },
      failureReason: '사진에서 반려동물을 찾지 못해 프로필을 만들지 못했어요.',
      results: [],
    });
    expect(d.refundedAt).not.toBeNull();
    expect(await paymentOf(alice, payment.orderId)).toMatchObject({
      status: 'CANCELED',
      refundedAmount: 9900,
    });
  });

  it('retries a refund whose answer was lost until it goes through, refunding once', async () => {
    const { order: o, payment } = await paidOrder(alice);
    f.segmenter.empty = true;
    t.app.fakeToss!.loseNextAnswer('cancel');
    try {
      await t.app.aiProfileWorker.runOnce();
    } finally {
      f.segmenter.empty = false;
    }
    expect((await detail(alice, o.orderSeq)).json().data).toMatchObject({
      status: 'FAILED',
      refundedAt: null,
    });
    expect(await t.app.services.aiProfile.refundFailed(new Date())).toBe(1);
    expect((await detail(alice, o.orderSeq)).json().data.status).toBe('REFUNDED');
    expect(await paymentOf(alice, payment.orderId)).toMatchObject({
      status: 'CANCELED',
      refundedAmount: 9900,
    });
  });

  it('two workers never take the same job, and a job whose worker died is taken again after its lease', async () => {
    const { order: a } = await paidOrder(alice);
    const { order: b } = await paidOrder(alice);
    const now = new Date();
    const [x, y] = await Promise.all([
      t.app.services.aiProfile.takeJob(now),
      t.app.services.aiProfile.takeJob(now),
    ]);
    expect(new Set([x!.job.orderSeq, y!.job.orderSeq])).toEqual(new Set([a.orderSeq, b.orderSeq]));
    expect(await t.app.services.aiProfile.takeJob(now)).toBeNull();
    // Both "workers" died; three minutes later the leases have lapsed and the jobs are taken again.
    const later = new Date(now.getTime() + 3 * 60_000);
    const again = await t.app.services.aiProfile.takeJob(later);
    expect(again).toMatchObject({ exhausted: false, job: { attempts: 2, status: 'RUNNING' } });
    // Seen from the real clock, the other job's lease has not lapsed yet: the worker leaves it alone.
    expect(await t.app.aiProfileWorker.runOnce()).toBe(false);
  });
  it('paying again after the payment window failed reuses the unpaid order and its photos; the old window cannot pay', async () => {
    const photos = uploadPhotos(alice, 6);
    const first = (await order(alice, photos)).json().data;
    const unpaidBefore = (
      await t.inject({ method: 'GET', url: '/v2/ai-profile/orders', headers: alice.auth })
    ).json().data.length;

    // 다시 결제하기, this time the bigger pack and one photo fewer.
    const again = await order(alice, photos.slice(0, 5), 'PREMIUM');
    expect(again.statusCode, again.body).toBe(200);
    const second = again.json().data;
    expect(second.order).toMatchObject({ orderSeq: first.order.orderSeq, amount: 19900 });
    expect(second.order.photos.map((p: { mediaSeq: number }) => p.mediaSeq)).toEqual(photos.slice(0, 5));
    expect(second.payment.orderId).not.toBe(first.payment.orderId);
    expect(second.payment.amount).toBe(19900);
    const history = (
      await t.inject({ method: 'GET', url: '/v2/ai-profile/orders', headers: alice.auth })
    ).json().data;
    expect(history).toHaveLength(unpaidBefore);
    // The photo left out is free again: a new order may use it.
    expect(f.media.items.get(photos[5])!.attached).toBe(false);

    const old = await pay(alice, first.payment);
    expect([old.statusCode, old.json().resultCode]).toEqual([409, 'AI_ORDER_PAYMENT_REPLACED']);
    expect((await paymentOf(alice, first.payment.orderId)).status).toBe('VOIDED');
    expect((await detail(alice, first.order.orderSeq)).json().data.status).toBe('PENDING_PAYMENT');

    expect((await pay(alice, second.payment)).statusCode).toBe(200);
    expect((await detail(alice, first.order.orderSeq)).json().data.status).toBe('PAID');
    // Paid: the same photos now make no second order of it.
    expect((await order(alice, photos.slice(0, 5))).json().resultCode).toBe('AI_PHOTO_NOT_FOUND');
  });
});

describe('photo checks', () => {
  const check = async (user: User, bytes: Buffer) => {
    const mediaSeq = f.media.upload(user.userSeq, bytes);
    return t.inject({
      method: 'POST',
      url: '/v2/ai-profile/photo-checks',
      headers: user.auth,
      payload: { mediaSeq },
    });
  };

  it('passes a sharp, large photo with a pet in it', async () => {
    const res = await check(alice, goodPhoto);
    expect(res.json().data).toMatchObject({ ok: true, issues: [], width: 800, height: 800 });
  });

  it('a photo too small says the rule it is held to: the shorter side, in the check’s own figure', async () => {
    // 1300 × 400: a long side that would pass any "long side" rule, a short side under 480 px.
    const wide = await sharp(goodPhoto).resize(1300, 400, { fit: 'fill' }).jpeg().toBuffer();
    const { issues } = (await check(alice, wide)).json().data;
    expect(issues).toEqual([
      { code: 'TOO_SMALL', message: '사진이 너무 작아요. 짧은 쪽이 480px 이상인 원본 사진을 올려 주세요.' },
    ]);
  });

  it('says in Korean when a photo is too small, blurred or has no pet', async () => {
    expect(
      (await check(alice, await photo(300))).json().data.issues.map((i: { code: string }) => i.code),
    ).toEqual(['TOO_SMALL']);
    const blurred = (await check(alice, await photo(800, { blur: true }))).json().data;
    expect(blurred.issues).toEqual([{ code: 'BLURRED', message: expect.stringMatching(/흐릿/) }]);
    f.segmenter.empty = true;
    try {
      const none = (await check(alice, goodPhoto)).json().data;
      expect(none).toMatchObject({
        ok: false,
        issues: [{ code: 'NO_SUBJECT', message: expect.stringMatching(/반려동물을 찾지 못했어요/) }],
      });
    } finally {
      f.segmenter.empty = false;
    }
  });

  it('does not check another owner’s photo', async () => {
    const mediaSeq = f.media.upload(bob.userSeq, goodPhoto);
    const res = await t.inject({
      method: 'POST',
      url: '/v2/ai-profile/photo-checks',
      headers: alice.auth,
      payload: { mediaSeq },
    });
    expect(res.statusCode).toBe(404);
  });
});
