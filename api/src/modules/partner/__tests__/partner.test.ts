// Over 300 lines on purpose: one file walks the partner API end to end (login, list, every action, deposits) on one
// shared context; split, each part would repeat the booking setup that the stories build on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPet,
  book,
  bookingContext,
  partnerLogin,
  setCapacity,
  testClock,
  type TestUser,
} from '../../../test/booking-fixtures.js';
import { createShop, WEEK_HOURS } from '../../../test/factories.js';
import type { TestContext } from '../../../test/test-app.js';

let t: TestContext;
const clock = testClock(); // Monday 2026-11-23 09:00 Seoul; tests move it forward past a visit's start
let alice: TestUser;
let bob: TestUser;
let coco: number;
let shop1: { auth: { authorization: string } };
let shop2: { auth: { authorization: string } };
let scissor: number;
let salon: number; // three groomers, 20 % deposit
let hotelShop: number;
beforeAll(async () => {
  t = await bookingContext(clock);
  alice = await t.user('alice@guardian.kr', '앨리스');
  bob = await t.user('bob@guardian.kr', '밥아저씨');
  coco = await addPet(t, alice, { name: '코코' });
  const salonRow = await createShop(t, {
    categories: ['BEAUTY'],
    settings: { staffCount: 3, depositRate: 20 },
    products: [{ name: '전체미용 (가위컷)', durationMinutes: 150 }],
  });
  salon = salonRow.shopId;
  scissor = salonRow.products['전체미용 (가위컷)'];
  hotelShop = (
    await createShop(t, {
      categories: ['HOTELING'],
      hours: WEEK_HOURS.map((h) => ({ ...h, open: '00:00', close: '24:00' })),
      products: [{ name: '1박 호텔링', unit: 'NIGHT', durationMinutes: null }],
    })
  ).shopId;
  shop1 = await partnerLogin(t, 'groomer@shop1.kr', [salon]);
  shop2 = await partnerLogin(t, 'host@shop2.kr', [hotelShop]);
});
afterAll(() => t.close());

const req = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const newBooking = async (date: string, time = '10:00') =>
  (await book(t, alice, { shopId: salon, productSeq: scissor, petSeqs: [coco], date, time })).json().data
    .reservationSeq as number;

describe('partner login and token separation', () => {
  it('logs in with the staff account; wrong password is 401; profile lists shop roles', async () => {
    const me = (await req('GET', '/v2/partner/me', shop1.auth)).json().data;
    expect(me).toMatchObject({ email: 'groomer@shop1.kr', shops: [{ shopId: salon, role: 'STAFF' }] });
    const bad = await req(
      'POST',
      '/v2/partner/login',
      {},
      { email: 'groomer@shop1.kr', password: 'nope12345' },
    );
    expect(bad.statusCode).toBe(401);
    expect(bad.json().resultCode).toBe('INVALID_CREDENTIALS');
    expect((await req('POST', '/v2/partner/login', {}, { email: 'x' })).statusCode).toBe(400);
  });

  it('owner tokens are refused on partner routes and partner tokens on owner routes', async () => {
    expect((await req('GET', '/v2/partner/reservations', alice.auth)).statusCode).toBe(401);
    expect((await req('GET', '/v2/partner/reservations')).statusCode).toBe(401);
    expect((await req('GET', '/v2/reservations', shop1.auth)).statusCode).toBe(401);
    expect((await req('GET', '/v2/me', shop1.auth)).statusCode).toBe(401);
  });

  it('logout revokes the partner token', async () => {
    const s = await partnerLogin(t, 'temp@shop1.kr', [salon]);
    expect((await req('POST', '/v2/partner/logout', s.auth)).statusCode).toBe(200);
    expect((await req('GET', '/v2/partner/me', s.auth)).statusCode).toBe(401);
  });
});

describe('partner reservation workflow', () => {
  it('lists requests of my shops only, by status; another shop id is 403', async () => {
    const seq = await newBooking('2026-11-26');
    const list = (await req('GET', '/v2/partner/reservations?status=REQUESTED', shop1.auth)).json().data;
    expect(list.items.map((r: { reservationSeq: number }) => r.reservationSeq)).toContain(seq);
    expect(list.items[0].owner).toMatchObject({ userSeq: alice.userSeq, nickname: '앨리스' });
    expect((await req('GET', '/v2/partner/reservations', shop2.auth)).json().data.total).toBe(0);
    expect((await req('GET', `/v2/partner/reservations?shopId=${salon}`, shop2.auth)).statusCode).toBe(403);
    expect((await req('GET', '/v2/partner/reservations?status=DONE', shop1.auth)).statusCode).toBe(400);
  });

  it('confirm → CONFIRMED, the owner is notified with a schedule link that opens without login', async () => {
    const seq = await newBooking('2026-11-27', '14:00');
    expect((await req('POST', `/v2/partner/reservations/${seq}/confirm`, shop2.auth)).statusCode).toBe(404);
    const res = await req('POST', `/v2/partner/reservations/${seq}/confirm`, shop1.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'CONFIRMED',
      statusLabel: '확정',
      confirmedAt: expect.any(String),
    });
    expect((await req('GET', `/v2/reservations/${seq}`, alice.auth)).json().data.status).toBe('CONFIRMED');

    const news = (await req('GET', '/v2/notifications', alice.auth)).json().data;
    expect(news.unread).toBeGreaterThanOrEqual(1);
    const n = news.items[0];
    expect(n).toMatchObject({ kind: 'RESERVATION_STATUS', title: '예약이 확정되었어요', readAt: null });
    expect(n.body).toContain('11월 27일 (금) 오후 2:00');
    expect(n.link).toMatch(/^\/schedule\/alimtalk\?token=[\w-]{40,}$/);
    expect((await req('GET', '/v2/notifications', bob.auth)).json().data.total).toBe(0);
    expect((await req('POST', `/v2/notifications/${n.notificationSeq}/read`, bob.auth)).statusCode).toBe(404);
    expect((await req('POST', `/v2/notifications/${n.notificationSeq}/read`, alice.auth)).statusCode).toBe(
      200,
    );
    expect((await req('GET', '/v2/notifications', alice.auth)).json().data.items[0].readAt).not.toBeNull();

    const token = n.link.split('token=')[1];
    const opened = await req('GET', `/v2/schedule/alimtalk?token=${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ reservationSeq: seq, status: 'CONFIRMED' });
    const bad = await req('GET', `/v2/schedule/alimtalk?token=${'x'.repeat(43)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().resultCode).toBe('INVALID_SCHEDULE_TOKEN');

    // The calendar shows confirmed visits only; a visit's detail is the owner's only.
    const month = (await req('GET', '/v2/schedule?month=2026-11', alice.auth)).json().data;
    expect(month.map((r: { reservationSeq: number }) => r.reservationSeq)).toEqual([seq]);
    expect((await req('GET', '/v2/schedule?month=2026-12', alice.auth)).json().data).toEqual([]);
    expect((await req('GET', `/v2/schedule/${seq}`, alice.auth)).json().data.reservationSeq).toBe(seq);
    expect((await req('GET', `/v2/schedule/${seq}`, bob.auth)).json().resultCode).toBe(
      'RESERVATION_NOT_FOUND',
    );
    expect((await req('GET', '/v2/schedule?month=2026-11', bob.auth)).json().data).toEqual([]);
    expect((await req('GET', '/v2/schedule?month=11-2026', alice.auth)).statusCode).toBe(400);
    expect((await req('GET', '/v2/schedule?month=2026-11')).statusCode).toBe(401);

    // complete / no-show only from CONFIRMED and once the visit has started; confirm only from REQUESTED.
    expect((await req('POST', `/v2/partner/reservations/${seq}/confirm`, shop1.auth)).json().resultCode).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    expect((await req('POST', `/v2/partner/reservations/${seq}/complete`, shop2.auth)).statusCode).toBe(404);
    clock.set('2026-11-27T07:30:00Z'); // 16:30 Seoul: the 14:00 grooming is over
    const done = await req('POST', `/v2/partner/reservations/${seq}/complete`, shop1.auth);
    expect(done.json().data.status).toBe('COMPLETED');
    expect((await req('POST', `/v2/partner/reservations/${seq}/no-show`, shop1.auth)).statusCode).toBe(409);
    expect((await req('POST', `/v2/reservations/${seq}/cancel`, alice.auth)).statusCode).toBe(409);
    expect((await req('GET', '/v2/schedule?month=2026-11', alice.auth)).json().data[0].status).toBe(
      'COMPLETED',
    );
  });

  it('reject needs a reason and frees the place; no-show from CONFIRMED; unknown id 404', async () => {
    const seq = await newBooking('2026-11-30', '15:00');
    const noReason = await req('POST', `/v2/partner/reservations/${seq}/reject`, shop1.auth, {});
    expect(noReason.statusCode).toBe(400);
    expect(
      (await req('POST', `/v2/partner/reservations/${seq}/reject`, shop2.auth, { reason: '마감' }))
        .statusCode,
    ).toBe(404);
    const rejected = await req('POST', `/v2/partner/reservations/${seq}/reject`, shop1.auth, {
      reason: '미용사 휴무',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'CANCELED',
      rejectReason: '미용사 휴무',
      cancellation: { canceledBy: 'SHOP', fee: 0 },
    });
    expect((await req('GET', '/v2/notifications', alice.auth)).json().data.items[0].body).toContain(
      '미용사 휴무',
    );
    expect(
      (await req('POST', `/v2/partner/reservations/${seq}/complete`, shop1.auth)).json().resultCode,
    ).toBe('INVALID_STATUS_TRANSITION');

    const seq2 = await newBooking('2026-12-01', '11:00');
    await req('POST', `/v2/partner/reservations/${seq2}/confirm`, shop1.auth);
    expect((await req('POST', `/v2/partner/reservations/${seq2}/no-show`, shop2.auth)).statusCode).toBe(404);
    clock.set('2026-12-01T02:30:00Z'); // 11:30 Seoul: half an hour into the 11:00 visit, nobody came
    const noShow = await req('POST', `/v2/partner/reservations/${seq2}/no-show`, shop1.auth);
    expect(noShow.json().data).toMatchObject({ status: 'NO_SHOW', statusLabel: '노쇼' });
    expect((await req('GET', '/v2/notifications', alice.auth)).json().data.items[0].title).toBe(
      '노쇼로 처리되었어요',
    );
    const unknown = await req('POST', '/v2/partner/reservations/999999/confirm', shop1.auth);
    expect(unknown.json().resultCode).toBe('RESERVATION_NOT_FOUND');
    // Owner tokens cannot drive the partner actions.
    expect((await req('POST', `/v2/partner/reservations/${seq2}/complete`, alice.auth)).statusCode).toBe(401);
  });

  it('complete and no-show wait for the visit: 409 VISIT_NOT_STARTED before startAt, allowed from it', async () => {
    const seq = await newBooking('2026-12-02', '16:00'); // startAt 07:00Z
    expect((await req('POST', `/v2/partner/reservations/${seq}/confirm`, shop1.auth)).statusCode).toBe(200);
    const notified = (await req('GET', '/v2/notifications', alice.auth)).json().data.total;
    const refused = async (path: 'complete' | 'no-show') => {
      const res = await req('POST', `/v2/partner/reservations/${seq}/${path}`, shop1.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        resultCode: 'VISIT_NOT_STARTED',
        message: '방문 시작 전에는 완료나 노쇼로 처리할 수 없어요.',
      });
    };
    await refused('complete'); // well before the visit
    await refused('no-show');
    clock.set('2026-12-02T06:59:59.999Z'); // a millisecond before 16:00 Seoul
    await refused('complete');
    await refused('no-show');
    // Nothing changed and the owner was not told anything.
    expect((await req('GET', `/v2/reservations/${seq}`, alice.auth)).json().data.status).toBe('CONFIRMED');
    expect((await req('GET', '/v2/notifications', alice.auth)).json().data.total).toBe(notified);

    clock.set('2026-12-02T07:00:00Z'); // the start itself
    const done = await req('POST', `/v2/partner/reservations/${seq}/complete`, shop1.auth);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('COMPLETED');
  });
});

describe('deposit received (POST /v2/partner/reservations/{id}/deposit-paid)', () => {
  // The clock stands at 2026-12-02 16:00 Seoul after the tests above: these visits are later in December.
  // Marking a deposit needs OWNER or MANAGER (partner-roles.test.ts): the shop's manager does it here.
  let manager: { auth: Record<string, string> };
  const depositPaid = (seq: number, auth: Record<string, string> = manager.auth) =>
    req('POST', `/v2/partner/reservations/${seq}/deposit-paid`, auth);
  const refused = async (seq: number, resultCode: string, message: string) => {
    const res = await depositPaid(seq);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ resultCode, message });
  };
  const notifications = async () => (await req('GET', '/v2/notifications', alice.auth)).json().data;
  beforeAll(async () => {
    await setCapacity(t, salon, { depositRate: 20 });
    manager = await partnerLogin(t, 'manager@shop1.kr', [salon], 'MANAGER');
  });

  it('marks the deposit received, stamps when, and tells the owner; only once', async () => {
    const booked = (
      await book(t, alice, {
        shopId: salon,
        productSeq: scissor,
        petSeqs: [coco],
        date: '2026-12-09',
        time: '10:00',
      })
    ).json().data;
    const seq = booked.reservationSeq as number;
    expect(booked.deposit).toMatchObject({ amount: expect.any(Number), paid: false, paidAt: null });
    expect(booked.deposit.amount).toBeGreaterThan(0);
    const before = (await notifications()).total;

    // Another shop's staff (to whom it does not exist), owner tokens and no token cannot mark it; nothing changes.
    const other = await depositPaid(seq, shop2.auth);
    expect(other.statusCode).toBe(404);
    expect(other.json().resultCode).toBe('RESERVATION_NOT_FOUND');
    expect((await depositPaid(seq, alice.auth)).statusCode).toBe(401);
    expect((await depositPaid(seq, {})).statusCode).toBe(401);
    expect((await req('GET', `/v2/reservations/${seq}`, alice.auth)).json().data.deposit.paid).toBe(false);
    expect((await notifications()).total).toBe(before);

    clock.set('2026-12-03T01:15:00Z');
    const res = await depositPaid(seq);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      reservationSeq: seq,
      status: 'REQUESTED',
      deposit: { amount: booked.deposit.amount, paid: true, paidAt: '2026-12-03T01:15:00.000Z' },
      owner: { userSeq: alice.userSeq },
    });
    const news = await notifications();
    expect(news.total).toBe(before + 1);
    expect(news.items[0]).toMatchObject({
      kind: 'RESERVATION_STATUS',
      title: '예약금 입금이 확인되었어요',
      link: `/reservation/detail?reservationSeq=${seq}`,
      readAt: null,
      createdAt: '2026-12-03T01:15:00.000Z',
    });
    expect(news.items[0].body).toBe(
      `${booked.shop.name} · 전체미용 (가위컷) · 12월 9일 (수) 오전 10:00\n예약금 ${booked.deposit.amount.toLocaleString('ko-KR')}원 입금 확인`,
    );
    // The owner sees it paid on the reservation, which reads the entry too.
    expect((await req('GET', `/v2/reservations/${seq}`, alice.auth)).json().data.deposit).toMatchObject({
      paid: true,
      paidAt: '2026-12-03T01:15:00.000Z',
    });
    expect((await notifications()).items[0].readAt).not.toBeNull();

    // A second click is refused and tells nobody anything.
    await refused(seq, 'DEPOSIT_ALREADY_PAID', '이미 입금이 확인된 예약금이에요.');
    expect((await notifications()).total).toBe(before + 1);
    // Confirming afterwards keeps it paid.
    const confirmed = (await req('POST', `/v2/partner/reservations/${seq}/confirm`, shop1.auth)).json().data;
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', deposit: { paid: true } });
  });

  it('a confirmed reservation can be marked too', async () => {
    const seq = await newBooking('2026-12-10', '10:00');
    expect((await req('POST', `/v2/partner/reservations/${seq}/confirm`, shop1.auth)).statusCode).toBe(200);
    const res = await depositPaid(seq);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'CONFIRMED', deposit: { paid: true } });
  });

  it('409 NO_DEPOSIT without a deposit; 409 INVALID_STATUS_TRANSITION once cancelled or completed; 404 unknown', async () => {
    await setCapacity(t, salon, { depositRate: 0 });
    const free = await newBooking('2026-12-11', '10:00');
    await setCapacity(t, salon, { depositRate: 20 });
    await refused(free, 'NO_DEPOSIT', '예약금이 없는 예약이에요.');

    const rejected = await newBooking('2026-12-14', '10:00');
    await req('POST', `/v2/partner/reservations/${rejected}/reject`, shop1.auth, { reason: '휴무' });
    await refused(rejected, 'INVALID_STATUS_TRANSITION', '현재 예약 상태에서는 처리할 수 없어요.');

    const done = await newBooking('2026-12-15', '10:00');
    await req('POST', `/v2/partner/reservations/${done}/confirm`, shop1.auth);
    clock.set('2026-12-15T04:00:00Z'); // 13:00 Seoul: the 10:00 grooming is over
    expect((await req('POST', `/v2/partner/reservations/${done}/complete`, shop1.auth)).statusCode).toBe(200);
    await refused(done, 'INVALID_STATUS_TRANSITION', '현재 예약 상태에서는 처리할 수 없어요.');
    expect((await req('GET', `/v2/reservations/${done}`, alice.auth)).json().data.deposit.paid).toBe(false);

    const unknown = await depositPaid(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().resultCode).toBe('RESERVATION_NOT_FOUND');
  });

  it("a shop's rejection refunds the deposit only when it was received; never a fee", async () => {
    const unpaid = await newBooking('2026-12-16', '10:00');
    const paid = await newBooking('2026-12-17', '10:00');
    expect((await depositPaid(paid)).statusCode).toBe(200);
    const reject = async (seq: number) =>
      (await req('POST', `/v2/partner/reservations/${seq}/reject`, shop1.auth, { reason: '마감' })).json()
        .data;
    const a = await reject(unpaid);
    expect(a.cancellation).toMatchObject({ canceledBy: 'SHOP', fee: 0, refundAmount: 0 });
    expect(a.deposit).toMatchObject({ paid: false });
    const b = await reject(paid);
    expect(b.cancellation).toMatchObject({ canceledBy: 'SHOP', fee: 0, refundAmount: b.deposit.amount });
    expect(b.deposit.amount).toBeGreaterThan(0);
  });
});
