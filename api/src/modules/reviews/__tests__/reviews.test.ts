import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../../infra/storage/index.js';
import { multipartBody, pngImage } from '../../../test/media-fixtures.js';
import { bookingContext, partnerLogin, testClock, uncapped } from '../../../test/booking-fixtures.js';
import {
  createOwner,
  createPet,
  createReservation,
  createShop,
  type Owner,
} from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
let alice: Owner;
let bob: Owner;
let salon: number;
let otherShop: number;
let done: number; // alice's completed visit at the salon (Tue 2026-11-24 11:00)
let later: number; // and another that afternoon (15:00), for the photo cases
let dir: string;
let upcoming: number; // alice's confirmed visit, not completed
let bobsVisit: number;
let staff: { auth: { authorization: string } };
let otherStaff: { auth: { authorization: string } };
let reviewSeq: number;
const clock = testClock();
const TEXT = '꼼꼼하게 목욕시켜 주셔서 코코가 정말 보송보송해졌어요. 다음에도 올게요!';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'guardian-review-test-'));
  // now = Monday 2026-11-23 09:00 Seoul
  t = await bookingContext(clock, { ...uncapped, storage: new DiskStorage(dir) });
  alice = await createOwner(t, { nickname: '앨리스보호자' });
  bob = await createOwner(t, { nickname: '밥아저씨' });
  const coco = await createPet(t, alice, { name: '코코' });
  const bori = await createPet(t, alice, { name: '보리' });
  const bam = await createPet(t, bob, { name: '밤이' });
  const s = await createShop(t, {
    name: '리뷰 미용실',
    settings: { staffCount: 5 },
    products: [{ name: '목욕' }],
  });
  salon = s.shopId;
  otherShop = (await createShop(t, { name: '옆 매장' })).shopId;
  const req = (petSeqs: number[], date: string, time = '11:00') => ({
    shopId: salon,
    productSeq: s.products['목욕'],
    petSeqs,
    date,
    time,
  });
  done = await createReservation(t, alice, req([coco], '2026-11-24'), 'COMPLETED');
  later = await createReservation(t, alice, req([coco], '2026-11-24', '15:00'), 'COMPLETED');
  upcoming = await createReservation(t, alice, req([bori], '2026-11-30'), 'CONFIRMED');
  bobsVisit = await createReservation(t, bob, req([bam], '2026-11-24'), 'COMPLETED');
  staff = await partnerLogin(t, 'review-staff@guardian.kr', [salon]);
  otherStaff = await partnerLogin(t, 'review-other@guardian.kr', [otherShop]);
  clock.set('2026-11-25T01:00:00Z');
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
const write = (who: Owner, payload: object) =>
  t.inject({ method: 'POST', url: '/v2/reviews', headers: who.auth, payload });
const shopPage = async () => (await get(`/v2/shop/${salon}/reviews`)).json().data;
const shopCount = async () => (await get(`/v2/shop?shopId=${salon}`)).json().data.reviewCount;

describe('reviews of completed visits', () => {
  it('lists the completed visits waiting for a review, not the upcoming one', async () => {
    const pending = (await get('/v2/reviews/pending', alice.auth)).json().data;
    expect(pending.map((v: { reservationSeq: number }) => v.reservationSeq)).toEqual([later, done]);
    expect(pending[1]).toMatchObject({
      shopName: '리뷰 미용실',
      visitDate: '2026-11-24',
      petNames: ['코코'],
    });
  });

  it('refuses a review before the visit is completed, of another owner’s visit, and bad input', async () => {
    const early = await write(alice, { reservationSeq: upcoming, rating: 5, content: TEXT });
    expect([early.statusCode, early.json().resultCode]).toEqual([409, 'REVIEW_NOT_ALLOWED']);
    const foreign = await write(alice, { reservationSeq: bobsVisit, rating: 1, content: TEXT });
    expect([foreign.statusCode, foreign.json().resultCode]).toEqual([404, 'RESERVATION_NOT_FOUND']);
    expect((await write(alice, { reservationSeq: done, rating: 6, content: TEXT })).statusCode).toBe(400);
    expect((await write(alice, { reservationSeq: done, rating: 5, content: '짧아요' })).statusCode).toBe(400);
    expect(await shopPage()).toMatchObject({ total: 0, reviewCount: 0, averageRating: null });
  });

  it('writes one review per visit; the shop’s count and average follow', async () => {
    const res = await write(alice, { reservationSeq: done, rating: 4, content: `  ${TEXT}  ` });
    expect(res.statusCode).toBe(200);
    const review = res.json().data;
    reviewSeq = review.reviewSeq;
    expect(review).toMatchObject({
      rating: 4,
      content: TEXT,
      shopName: '리뷰 미용실',
      editable: true,
      mediaSeqs: [],
    });
    // Written on 11월 25일 at 10:00 in Seoul: editable through the whole of 12월 2일 there, as the screen says it.
    expect(review.editableUntil).toBe('2026-12-02T14:59:59.999Z');
    const twice = await write(alice, { reservationSeq: done, rating: 5, content: TEXT });
    expect([twice.statusCode, twice.json().resultCode]).toEqual([409, 'REVIEW_ALREADY_WRITTEN']);
    await write(bob, { reservationSeq: bobsVisit, rating: 5, content: '친절하고 깔끔해요. 추천합니다!' });
    const page = await shopPage();
    expect(page).toMatchObject({ total: 2, reviewCount: 2, averageRating: 4.5 });
    expect(page.items[1]).toMatchObject({
      authorNickname: '앨리****',
      petNames: ['코코'],
      rating: 4,
      content: TEXT,
    });
    expect(await shopCount()).toBe(2);
    expect((await get('/v2/reviews/pending', alice.auth)).json().data).toHaveLength(1);
    // One a page: the newest first, then the next; past the end nothing, the count unchanged.
    const onePage = async (page: number) =>
      (await get(`/v2/shop/${salon}/reviews?page=${page}&size=1`)).json().data;
    const [first, second, third] = [await onePage(0), await onePage(1), await onePage(2)];
    expect([first.items, second.items, third.items].map((items) => items.length)).toEqual([1, 1, 0]);
    expect([first.items[0].reviewSeq, second.items[0].reviewSeq]).toEqual(
      page.items.map((r: { reviewSeq: number }) => r.reviewSeq),
    );
    expect([first.hasNext, second.hasNext, third.total]).toEqual([true, false, 2]);
  });

  it('lets only the author edit, through the 7th Seoul day after writing; others get 404 and nothing changes', async () => {
    const bobs = await t.inject({
      method: 'PUT',
      url: `/v2/reviews/${reviewSeq}`,
      headers: bob.auth,
      payload: { rating: 1, content: '남의 리뷰를 고쳐봅니다 열 글자' },
    });
    expect([bobs.statusCode, bobs.json().resultCode]).toEqual([404, 'REVIEW_NOT_FOUND']);
    const edited = await t.inject({
      method: 'PUT',
      url: `/v2/reviews/${reviewSeq}`,
      headers: alice.auth,
      payload: { rating: 5, content: `${TEXT} 사진도 예쁘게 찍어 주셨어요.` },
    });
    expect(edited.json().data).toMatchObject({ rating: 5, updatedAt: '2026-11-25T01:00:00.000Z' });
    expect((await shopPage()).averageRating).toBe(5);
    // 12월 2일 23:59 in Seoul, past the time of day it was written: still that last day, still editable.
    clock.set('2026-12-02T14:59:00Z');
    expect((await get('/v2/reviews/mine', alice.auth)).json().data[0]).toMatchObject({
      reviewSeq,
      editable: true,
    });
    const lastDay = await t.inject({
      method: 'PUT',
      url: `/v2/reviews/${reviewSeq}`,
      headers: alice.auth,
      payload: { rating: 5, content: `${TEXT} 마지막 날 밤에 한 번 더 고쳐요.` },
    });
    expect(lastDay.statusCode).toBe(200);
    expect(lastDay.json().data).toMatchObject({ editable: true, updatedAt: '2026-12-02T14:59:00.000Z' });
    // 12월 3일 00:00 in Seoul: the window is over.
    clock.set('2026-12-02T15:00:00Z');
    const late = await t.inject({
      method: 'PUT',
      url: `/v2/reviews/${reviewSeq}`,
      headers: alice.auth,
      payload: { rating: 1, content: '일주일이 지나서 고치려고 해요.' },
    });
    expect([late.statusCode, late.json().resultCode]).toEqual([409, 'REVIEW_EDIT_CLOSED']);
    const [mine] = (await get('/v2/reviews/mine', alice.auth)).json().data;
    expect(mine).toMatchObject({ reviewSeq, rating: 5, editable: false });
  });

  it('lets the shop answer its own reviews only', async () => {
    const foreign = await t.inject({
      method: 'PUT',
      url: `/v2/partner/reviews/${reviewSeq}/reply`,
      headers: otherStaff.auth,
      payload: { reply: '감사합니다' },
    });
    expect([foreign.statusCode, foreign.json().resultCode]).toEqual([404, 'REVIEW_NOT_FOUND']);
    const res = await t.inject({
      method: 'PUT',
      url: `/v2/partner/reviews/${reviewSeq}/reply`,
      headers: staff.auth,
      payload: { reply: ' 코코 또 만나요! ' },
    });
    expect(res.json().data).toMatchObject({ reviewSeq, reply: '코코 또 만나요!' });
    expect((await get('/v2/partner/reviews', staff.auth)).json().data.total).toBe(2);
    expect((await get('/v2/partner/reviews', otherStaff.auth)).json().data.total).toBe(0);
    expect((await get(`/v2/partner/reviews?shopId=${salon}`, otherStaff.auth)).statusCode).toBe(403);
  });

  it('deletes the author’s review only, and the count drops', async () => {
    const bobs = await t.inject({ method: 'DELETE', url: `/v2/reviews/${reviewSeq}`, headers: bob.auth });
    expect(bobs.statusCode).toBe(404);
    expect(await shopCount()).toBe(2);
    const res = await t.inject({ method: 'DELETE', url: `/v2/reviews/${reviewSeq}`, headers: alice.auth });
    expect(res.statusCode).toBe(200);
    expect(await shopPage()).toMatchObject({ total: 1, reviewCount: 1, averageRating: 5 });
    expect(await shopCount()).toBe(1);
  });

  it('sorts 리뷰많은순 by real review counts', async () => {
    const items = (await get('/v2/shop/inquiry?orderBy=REVIEWS&size=3')).json().data.items;
    expect(items[0]).toMatchObject({ shopId: salon, reviewCount: 1 });
  });

  it('attaches only the author’s own photos, shows them with signed links, and releases removed ones', async () => {
    const upload = async (who: Owner) => {
      const body = multipartBody(await pngImage());
      const res = await t.inject({
        method: 'POST',
        url: '/v2/media',
        headers: { ...who.auth, ...body.headers },
        payload: body.payload,
      });
      return res.json().data.mediaSeq as number;
    };
    const [a1, a2, b1] = [await upload(alice), await upload(alice), await upload(bob)];
    const text = '사진도 같이 올려요. 목욕 후 보송보송한 코코예요!';
    const foreign = await write(alice, {
      reservationSeq: later,
      rating: 5,
      content: text,
      mediaSeqs: [a1, b1],
    });
    expect([foreign.statusCode, foreign.json().resultCode]).toEqual([404, 'MEDIA_NOT_FOUND']);
    // Rolled back as a whole: the visit still waits for its review, and a1 is still free.
    const pending = (await get('/v2/reviews/pending', alice.auth)).json().data;
    expect(pending.map((v: { reservationSeq: number }) => v.reservationSeq)).toContain(later);
    const res = await write(alice, { reservationSeq: later, rating: 5, content: text, mediaSeqs: [a2, a1] });
    expect(res.statusCode).toBe(200);
    const review = res.json().data;
    expect(review.mediaSeqs).toEqual([a2, a1]);
    expect(review.photos.map((p: { mediaSeq: number }) => p.mediaSeq)).toEqual([a2, a1]);
    expect(review.photos[0].thumbnailUrl).toMatch(/sig=/);
    const onShop = (await shopPage()).items.find(
      (r: { reviewSeq: number }) => r.reviewSeq === review.reviewSeq,
    );
    expect(onShop.photos).toHaveLength(2);
    const edited = await t.inject({
      method: 'PUT',
      url: `/v2/reviews/${review.reviewSeq}`,
      headers: alice.auth,
      payload: { rating: 5, content: text, mediaSeqs: [a1] },
    });
    expect(edited.json().data.mediaSeqs).toEqual([a1]);
    // a2 was released: its uploader may attach it again.
    await expect(
      t.app.services.media.claim({ kind: 'USER', seq: alice.userSeq }, [a2]),
    ).resolves.toHaveLength(1);
  });
});
