// What a shop does for one of its customers, heard of in 소식 (and by push, unless the kind is off): a coupon it
// sent, a form it asks them to sign (new, or changed since they signed), its answer to their review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingContext, partnerLogin, testClock, uncapped } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createReservation,
  createShop,
  linkOwnerToShop,
  type Owner,
} from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';
import { signatureDataUrl } from '../../consents/signature-png.js';

let t: TestContext;
let alice: Owner; // booked with the shop (a completed visit)
let bob: Owner; // linked to the shop, never booked
let carol: Owner; // a stranger to the shop
let salon: number;
let visit: number;
let owner: { auth: { authorization: string } };
const clock = testClock(); // Monday 2026-11-23 09:00 Seoul

beforeAll(async () => {
  t = await bookingContext(clock, uncapped);
  alice = await createOwner(t, { nickname: '앨리스' });
  bob = await createOwner(t, { nickname: '밥' });
  carol = await createOwner(t, { nickname: '캐럴' });
  const s = await createShop(t, {
    name: '소식 미용실',
    settings: { staffCount: 5 },
    products: [{ name: '목욕' }],
  });
  salon = s.shopId;
  const coco = await createPet(t, alice, { name: '코코' });
  visit = await createReservation(
    t,
    alice,
    { shopId: salon, productSeq: s.products['목욕'], petSeqs: [coco], date: '2026-11-24', time: '11:00' },
    'COMPLETED',
  );
  await linkOwnerToShop(t, bob, salon);
  owner = await partnerLogin(t, 'news-owner@guardian.kr', [salon], 'OWNER');
  clock.set('2026-11-25T01:00:00Z');
});
afterAll(() => t.close());

const news = async (who: Owner) =>
  (await t.inject({ method: 'GET', url: '/v2/notifications', headers: who.auth })).json().data as {
    items: { kind: string; title: string; body: string; link: string | null; readAt: string | null }[];
    unread: number;
  };
const latest = async (who: Owner) => (await news(who)).items[0];

describe('소식 from what the shop does', () => {
  it('a coupon the shop sends: its name and last day, opening the coupon', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `/v2/partner/shops/${salon}/coupons`,
      headers: owner.auth,
      payload: {
        userSeq: alice.userSeq,
        name: '재방문 감사 쿠폰',
        discountType: 'AMOUNT',
        discountValue: 5000,
        validDays: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await latest(alice)).toMatchObject({
      kind: 'COUPON',
      title: '소식 미용실에서 쿠폰을 보냈어요',
      body: '재방문 감사 쿠폰 · 11월 26일까지',
      link: `/coupon/${res.json().data.couponSeq}`,
      readAt: null,
    });
  });

  it('a coupon refused (not a customer) tells no one', async () => {
    const before = (await news(carol)).items.length;
    const res = await t.inject({
      method: 'POST',
      url: `/v2/partner/shops/${salon}/coupons`,
      headers: owner.auth,
      payload: {
        userSeq: carol.userSeq,
        name: '쿠폰',
        discountType: 'AMOUNT',
        discountValue: 1000,
        validDays: 7,
      },
    });
    expect(res.json().resultCode).toBe('CUSTOMER_NOT_FOUND');
    expect((await news(carol)).items).toHaveLength(before);
  });

  it("a new form asks the shop's customers to sign it, linked or booked, and no one else", async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/v2/partner/consent-forms',
      headers: owner.auth,
      payload: {
        shopId: salon,
        kind: 'GROOMING',
        title: '미용 동의서',
        body: '미용 중 생길 수 있는 일을 안내합니다. 피부가 예민한 아이는 미리 알려 주세요.',
        perPet: false,
        requiredForBooking: false,
      },
    });
    expect(res.statusCode).toBe(200);
    const formSeq = res.json().data.formSeq;
    const asked = {
      kind: 'CONSENT',
      title: '소식 미용실에서 동의서 서명을 요청했어요',
      body: '미용 동의서 · 읽어 보고 서명해 주세요',
      link: `/consent/${formSeq}`,
    };
    expect(await latest(alice)).toMatchObject(asked);
    expect(await latest(bob)).toMatchObject(asked);
    expect((await news(carol)).items.some((n) => n.kind === 'CONSENT')).toBe(false);

    // Alice signs; the shop changes the text: she is asked to sign again, Bob (who never signed) is not told twice.
    const sign = await t.inject({
      method: 'POST',
      url: `/v2/consent/forms/${formSeq}/sign`,
      headers: alice.auth,
      payload: { version: 1, signature: signatureDataUrl() },
    });
    expect(sign.statusCode).toBe(200);
    const bobBefore = (await news(bob)).items.length;
    const edit = (body: string) =>
      t.inject({
        method: 'PUT',
        url: `/v2/partner/consent-forms/${formSeq}`,
        headers: owner.auth,
        payload: { title: '미용 동의서', body, perPet: false, requiredForBooking: false },
      });
    expect((await edit('미용 중 생길 수 있는 일을 안내합니다. 노견은 미용 시간을 줄여요.')).statusCode).toBe(
      200,
    );
    expect(await latest(alice)).toMatchObject({
      kind: 'CONSENT',
      title: '소식 미용실 동의서가 바뀌었어요',
      body: '미용 동의서 · 바뀐 내용을 읽고 다시 서명해 주세요',
    });
    expect((await news(bob)).items).toHaveLength(bobBefore);
    // Saving it unchanged (only the switches) is no new version: no one is told.
    const aliceBefore = (await news(alice)).items.length;
    expect((await edit('미용 중 생길 수 있는 일을 안내합니다. 노견은 미용 시간을 줄여요.')).statusCode).toBe(
      200,
    );
    expect((await news(alice)).items).toHaveLength(aliceBefore);
  });

  it("the shop's first answer to a review tells its author, cut to one line; correcting it is not news again", async () => {
    const written = await t.inject({
      method: 'POST',
      url: '/v2/reviews',
      headers: alice.auth,
      payload: {
        reservationSeq: visit,
        rating: 5,
        content: '꼼꼼하게 목욕시켜 주셔서 코코가 보송보송해졌어요.',
      },
    });
    expect(written.statusCode).toBe(200);
    const reviewSeq = written.json().data.reviewSeq;
    const reply = (text: string) =>
      t.inject({
        method: 'PUT',
        url: `/v2/partner/reviews/${reviewSeq}/reply`,
        headers: owner.auth,
        payload: { reply: text },
      });
    const long = `코코 보호자님 감사합니다!\n다음 방문 때도 ${'꼼꼼하게 '.repeat(15)}해 드릴게요 🐶`;
    expect((await reply(long)).statusCode).toBe(200);
    const entry = await latest(alice);
    expect(entry).toMatchObject({
      kind: 'REVIEW',
      title: '소식 미용실에서 리뷰에 답글을 남겼어요',
      link: '/review',
    });
    expect(entry.body.startsWith('코코 보호자님 감사합니다! 다음 방문 때도 꼼꼼하게')).toBe(true);
    expect([...entry.body]).toHaveLength(61); // 60 characters and "…"
    const before = (await news(alice)).items.length;
    expect((await reply('코코 보호자님 감사합니다! 또 만나요.')).statusCode).toBe(200);
    expect((await news(alice)).items).toHaveLength(before);
  });

  it('a kind turned off in 알림 설정 is listed, not pushed', async () => {
    const off = await t.inject({
      method: 'PUT',
      url: '/v2/notifications/settings',
      headers: bob.auth,
      payload: { kind: 'COUPON', enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toContainEqual(
      expect.objectContaining({ kind: 'COUPON', label: '쿠폰', enabled: false }),
    );
  });
});
