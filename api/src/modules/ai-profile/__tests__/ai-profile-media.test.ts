/**
 * The AI profile over the real media module (no fake ports): photos uploaded through POST /v2/media, claimed by
 * the order, read back for generation, the pictures stored as the owner's media and served by signed links.
 * The segmenter is the fake one; the payment goes through the fake gateway.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPhoto } from '../../../test/media-fixtures.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { checkPhoto } from '../generation/photo-quality.js';
import { LocalPortraitGenerator } from '../generation/local-generator.js';
import { FakeSegmenter, photo } from './fakes.js';

type User = Awaited<ReturnType<TestContext['user']>>;
let t: TestContext;
let alice: User;
let bob: User;

beforeAll(async () => {
  const segmenter = new FakeSegmenter();
  t = await createTestContext({
    shops: 1,
    aiProfile: {
      worker: false,
      generator: new LocalPortraitGenerator(segmenter),
      photoChecker: { check: (image) => checkPhoto(image, segmenter) },
    },
  });
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
});
afterAll(() => t.close());

const upload = (user: User, bytes: Buffer) => uploadPhoto(t, user, bytes);

describe('AI profile with the media module', () => {
  it('claims the uploads, makes the pictures from them and serves them only through the owner’s order', async () => {
    const seqs = [];
    for (let i = 0; i < 5; i++) seqs.push(await upload(alice, await photo(800, { hue: 20 + i * 5 })));

    // Photo check reads the owner's upload; another owner's seq is not found.
    const check = await t.inject({
      method: 'POST',
      url: '/v2/ai-profile/photo-checks',
      headers: alice.auth,
      payload: { mediaSeq: seqs[0] },
    });
    expect(check.json().data).toMatchObject({ ok: true, width: 800, height: 800 });
    const bobCheck = await t.inject({
      method: 'POST',
      url: '/v2/ai-profile/photo-checks',
      headers: bob.auth,
      payload: { mediaSeq: seqs[0] },
    });
    expect(bobCheck.json().resultCode).toBe('AI_PHOTO_NOT_FOUND');

    const products = (await t.inject({ method: 'GET', url: '/v2/ai-profile/products' })).json().data;
    const payload = {
      productSeq: products[0].productSeq,
      petName: '보리',
      species: 'CAT',
      breed: '코리안 숏헤어',
      ageYears: 2,
      photoMediaSeqs: seqs,
    };
    // Bob cannot order with Alice's photos; nothing is attached by the failed attempt.
    const stolen = await t.inject({
      method: 'POST',
      url: '/v2/ai-profile/orders',
      headers: bob.auth,
      payload,
    });
    expect([stolen.statusCode, stolen.json().resultCode]).toEqual([404, 'AI_PHOTO_NOT_FOUND']);
    const created = await t.inject({
      method: 'POST',
      url: '/v2/ai-profile/orders',
      headers: alice.auth,
      payload,
    });
    expect(created.statusCode).toBe(200);
    const order = (created.json().data as { order: { orderSeq: number } }).order;
    // Paying again (the payment window was closed) makes the same unpaid order again, photos and all.
    const again = await t.inject({
      method: 'POST',
      url: '/v2/ai-profile/orders',
      headers: alice.auth,
      payload,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.order.orderSeq).toBe(order.orderSeq);
    const { payment } = again.json().data;

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
    const confirm = await t.inject({
      method: 'POST',
      url: '/v2/payments/confirm',
      headers: alice.auth,
      payload: {
        paymentKey: back.searchParams.get('paymentKey'),
        orderId: payment.orderId,
        amount: payment.amount,
      },
    });
    expect(confirm.statusCode).toBe(200);
    // Once paid, the photos cannot be used for another order.
    const afterPaid = await t.inject({
      method: 'POST',
      url: '/v2/ai-profile/orders',
      headers: alice.auth,
      payload,
    });
    expect(afterPaid.json().resultCode).toBe('AI_PHOTO_NOT_FOUND');
    expect(await t.app.aiProfileWorker.runOnce()).toBe(true);

    const detail = (
      await t.inject({ method: 'GET', url: `/v2/ai-profile/orders/${order.orderSeq}`, headers: alice.auth })
    ).json().data;
    expect(detail.status).toBe('DONE');
    expect(detail.results).toHaveLength(4);
    // The signed link serves the picture (a WebP rendition of the 1080 px JPEG).
    const link = new URL(detail.results[0].url);
    const img = await t.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(img.statusCode).toBe(200);
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 1080]);
    // Every rendition is offered with its real width, so a 180 px tile need not load the 1080 px picture.
    const renditions = (detail.results[0].srcSet as string).split(', ').map((c) => c.split(' '));
    expect(renditions.map(([, w]) => w)).toEqual(['320w', '720w', '1080w']);
    for (const [href, w] of renditions) {
      const u = new URL(href!);
      const res = await t.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
      expect((await sharp(res.rawPayload).metadata()).width).toBe(Number.parseInt(w!, 10));
    }
    // The original JPEG, to its owner only.
    const file = `/v2/ai-profile/orders/${order.orderSeq}/results/${detail.results[0].resultSeq}/file`;
    const jpeg = await t.inject({ method: 'GET', url: file, headers: alice.auth });
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    expect((await t.inject({ method: 'GET', url: file, headers: bob.auth })).statusCode).toBe(404);
  });
});
