import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { bearer, idParams, responses, S } from '../../http/schemas.js';
import {
  cancelBody,
  cancelQuoteSchema,
  reservationBody,
  reservationPage,
  reservationSchema,
  reservationsQuery,
  rescheduleBody,
} from './schemas.js';

const auth = { config: { auth: 'required' as const } };
const tags = ['reservations'];

export default async function reservationRoutes(app: TypedApp) {
  const booking = app.services.booking;

  app.post(
    '/reservations',
    {
      ...auth,
      schema: {
        tags,
        summary: '예약 요청 (상태 REQUESTED; clientId로 다시 보내도 한 번만 예약)',
        description:
          'With `clientId` (made by the app once per request), the same clientId again by the same person answers the booking ' +
          'already made (200, the same body; no check is made again, nothing is held twice), also while the first is still being saved. ' +
          'BEAUTY needs `time` (a slot start); HOTELING needs `endDate` (check-out, 1..30 nights); other categories use `date` only. ' +
          '409 SLOT_UNAVAILABLE when the place was taken meanwhile (capacity is checked under a row lock in the same transaction as the insert). ' +
          '409 PET_ALREADY_BOOKED when one of the pets already has a REQUESTED or CONFIRMED reservation overlapping [startAt, endAt) at any shop ' +
          '(data: { petSeq, petName, reservationSeq } of the first clash; checked under a lock on the pet rows). ' +
          "404 PET_NOT_FOUND when a pet is not the caller's or was removed meanwhile (on another phone of the account): " +
          'data: { petSeqs } = the chosen pets that are gone. 404 PRODUCT_NOT_FOUND when the shop stopped selling the product; ' +
          '409 ONLINE_RESERVATION_UNAVAILABLE when the shop stopped taking online bookings. With voucherSeq: 404 VOUCHER_NOT_FOUND, ' +
          '409 VOUCHER_NOT_APPLICABLE (data.reason, e.g. REFUNDED) or 409 VOUCHER_USED_UP (its uses were taken meanwhile). ' +
          '409 TOO_MANY_OPEN_REQUESTS / TOO_MANY_OPEN_REQUESTS_AT_SHOP when too many requests wait for an answer (data: { limit }, the cap as configured, which the message names too).',
        security: bearer,
        body: reservationBody,
        response: responses(reservationSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      const now = app.now();
      const seq = await booking.create(userSeq, request.body, now);
      return ok(await booking.mine(userSeq, seq, now));
    },
  );

  app.get(
    '/reservations',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 예약 목록',
        description:
          'upcoming: REQUESTED/CONFIRMED whose visit has not ended, soonest first. past: everything else (ended, CANCELED, COMPLETED, NO_SHOW), latest first.',
        security: bearer,
        querystring: reservationsQuery,
        response: responses(reservationPage),
      },
    },
    async (request) => {
      const { scope, page, size } = request.query;
      return ok(await booking.list(currentUser(request).userSeq, scope, page, size, app.now()));
    },
  );

  app.get(
    '/reservations/next',
    {
      ...auth,
      schema: {
        tags,
        summary: '다음 예약 (홈 화면용, 없으면 null)',
        security: bearer,
        response: responses(S.nullable(reservationSchema)),
      },
    },
    async (request) => ok(await booking.next(currentUser(request).userSeq, app.now())),
  );

  app.get(
    '/reservations/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '예약 상세',
        security: bearer,
        params: idParams,
        response: responses(reservationSchema),
      },
    },
    async (request) => ok(await booking.mine(currentUser(request).userSeq, request.params.id, app.now())),
  );

  app.get(
    '/reservations/:id/cancel-quote',
    {
      ...auth,
      schema: {
        tags,
        summary: '취소 수수료 미리보기',
        description:
          'A REQUESTED reservation (the shop has not confirmed it) is withdrawn free: unconfirmed true, refundRate 100, fee 0, ' +
          'a paid deposit back whole. Otherwise the policy: ' +
          'base = DEPOSIT when the reservation has a deposit, else PRICE (the total). PRICE: fee = baseAmount × (100 − refundRate)%, refundAmount 0. ' +
          'DEPOSIT and depositPaid (the shop confirmed receiving it): refundAmount = deposit × refundRate%, fee = the rest. ' +
          'DEPOSIT and not depositPaid: the owner sent nothing, so fee 0 and refundAmount 0. ' +
          'A booking paid with a pass (이용권) never carries a won fee: base VOUCHER, fee 0, refundAmount 0, and voucher ' +
          '{ uses, spent }: spent false while cancelling is free (unconfirmed, or refundRate 100): the uses come back; ' +
          'spent true inside the paid-cancellation window: the uses are spent (이용권 N회 차감). ' +
          'daysBefore = Seoul calendar days until the visit. Send this fee and refundAmount (and voucherUses, a pass ' +
          'booking: voucher.uses when spent, else 0) with POST …/cancel: it stores ' +
          'exactly these, or answers 409 CANCEL_TERMS_CHANGED when the terms changed since (ask for the quote again).',
        security: bearer,
        params: idParams,
        response: responses(cancelQuoteSchema),
      },
    },
    async (request) =>
      ok(await booking.cancelQuote(currentUser(request).userSeq, request.params.id, app.now())),
  );

  app.post(
    '/reservations/:id/cancel',
    {
      ...auth,
      schema: {
        tags,
        summary: '예약 취소 (요청은 언제든 무료, 확정은 시작 전까지 환불 규정 적용)',
        description:
          'Body: the fee and refundAmount of the cancel-quote the owner was shown (and, a pass booking, voucherUses: the ' +
          'uses it said cancelling spends). The cancel applies exactly these: when ' +
          'the quote worked out now differs (the shop confirmed the request or recorded the deposit as paid in the ' +
          'meantime, or the day changed and with it the refund rate), 409 CANCEL_TERMS_CHANGED (data: { fee, refundAmount, voucherUses } ' +
          'as they are now) and nothing changes; show the new quote and ask again. Without a body (apps from before ' +
          'this field) the terms of the moment apply. 409 INVALID_STATUS_TRANSITION when it can no longer be cancelled ' +
          '(already cancelled or finished, or a confirmed visit that has started).',
        security: bearer,
        params: idParams,
        body: cancelBody,
        response: responses(reservationSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      await booking.transition(request.params.id, 'cancel', app.now(), {
        by: 'OWNER',
        ownerSeq: userSeq,
        terms: request.body ?? null,
      });
      return ok(await booking.mine(userSeq, request.params.id, app.now()));
    },
  );

  app.post(
    '/reservations/:id/reschedule',
    {
      ...auth,
      schema: {
        tags,
        summary: '예약 변경 (다른 날짜·시간으로; 매장이 다시 확정할 때까지 REQUESTED)',
        description:
          "Moves the caller's reservation to another visit of the same shop, product and pets. Body: the slot fields of " +
          'POST /v2/reservations (BEAUTY `time`, HOTELING `endDate` with the same number of nights, other categories ' +
          '`date` only). Allowed while `canReschedule` (see Reservation): a REQUESTED one at any time; a CONFIRMED one ' +
          'before its start and only while cancelling it would cost nothing under its refund policy. The new visit is ' +
          'checked exactly as a new booking (same VALIDATION_ERRORs, capacity and pet checks under the same locks), ' +
          "with the reservation's own place and pets left out of the count (GET …/availability with reservationSeq " +
          'offers the same times). Moved, it is REQUESTED again (confirmedAt null): the shop confirms the new time, or ' +
          'declines it, which cancels the booking free (a paid deposit back whole). Pets, price lines, total, deposit ' +
          '(and whether paid), the pass held, memo and refund policy carry over unchanged (prices never depend on the ' +
          'day or the time); a confirmed booking whose deposit is still owed gets a new deposit due time (createdAt = ' +
          'now). Open request caps do not apply. Nobody is notified (as for a new request: the shop sees it among ' +
          'its requests). Refused, nothing changes: ' +
          "404 RESERVATION_NOT_FOUND (not the caller's); 409 RESCHEDULE_TOO_LATE (a confirmed visit inside the " +
          'paid-cancellation window; data: { daysBefore, refundRate }; the message says to ask the shop in chat); ' +
          '409 INVALID_STATUS_TRANSITION (cancelled or finished, or a confirmed visit that has started); ' +
          '409 RESCHEDULE_SAME_TIME (the visit it already has); 409 RESCHEDULE_NIGHTS_CHANGED (a stay of another ' +
          'length; data: { nights }); 400 VALIDATION_ERROR (`date`/`time`/`endDate`, as a new booking); ' +
          '409 SLOT_UNAVAILABLE; 409 PET_ALREADY_BOOKED (data: { petSeq, petName, reservationSeq }); ' +
          '404 PRODUCT_NOT_FOUND; 409 ONLINE_RESERVATION_UNAVAILABLE; 409 VOUCHER_NOT_APPLICABLE (data.reason ' +
          'EXPIRED: the pass that pays ends before the new start).',
        security: bearer,
        params: idParams,
        body: rescheduleBody,
        response: responses(reservationSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      await booking.reschedule(userSeq, request.params.id, request.body, app.now());
      return ok(await booking.mine(userSeq, request.params.id, app.now()));
    },
  );
}
