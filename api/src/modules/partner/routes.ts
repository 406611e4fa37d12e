import type { Static } from '@sinclair/typebox';
import type { TypedApp } from '../../http/typed-app.js';
import { AFTER_START_ACTIONS, type TransitionAction } from '../booking/rules.js';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { currentPartner } from '../../plugins/auth.js';
import { normaliseEmail } from '../users/repository.js';
import { idParams, nullData, responses } from '../../http/schemas.js';
import {
  partnerLoginBody,
  partnerProfileSchema,
  partnerReservationPage,
  partnerReservationSchema,
  partnerReservationsQuery,
  partnerSessionSchema,
  rejectBody,
} from './schemas.js';

const tags = ['partner'];
const partner = { config: { auth: 'partner' as const } };
const partnerBearer = [{ partnerAuth: [] }];

const ACTIONS: { path: string; action: TransitionAction; summary: string }[] = [
  { path: 'confirm', action: 'confirm', summary: '예약 확정 (REQUESTED → CONFIRMED, 일정 링크 발급)' },
  { path: 'reject', action: 'reject', summary: '예약 거절 (REQUESTED → CANCELED, 사유 필수)' },
  { path: 'complete', action: 'complete', summary: '방문 완료 (CONFIRMED → COMPLETED, 방문 시작 후)' },
  { path: 'no-show', action: 'noShow', summary: '노쇼 처리 (CONFIRMED → NO_SHOW, 방문 시작 후)' },
];

export default async function partnerRoutes(app: TypedApp) {
  const partners = app.services.partner;

  app.post(
    '/partner/login',
    {
      schema: {
        tags,
        summary: '파트너(매장 직원) 로그인',
        description:
          'Partner tokens are accepted only on /v2/partner/** (and owner tokens are refused there). 12 h sessions.',
        body: partnerLoginBody,
        response: responses(partnerSessionSchema),
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const attempt = await app.rateLimit.loginAttempt('partner-login', email, request.ip);
      const member = await partners.checkLogin(email, request.body.password);
      if (!member) throw new AppError('INVALID_CREDENTIALS');
      await attempt.succeeded();
      return ok(await partners.issueSession(member.staffSeq));
    },
  );

  app.post(
    '/partner/logout',
    {
      ...partner,
      schema: { tags, summary: '파트너 로그아웃', security: partnerBearer, response: responses(nullData) },
    },
    async (request) => {
      await partners.logout(currentPartner(request).sessionSeq);
      return ok(null);
    },
  );

  app.get(
    '/partner/me',
    {
      ...partner,
      schema: {
        tags,
        summary: '파트너 계정과 매장 역할',
        security: partnerBearer,
        response: responses(partnerProfileSchema),
      },
    },
    async (request) => ok(await partners.profile(currentPartner(request).staffSeq)),
  );

  app.get(
    '/partner/reservations',
    {
      ...partner,
      schema: {
        tags,
        summary: '내 매장 예약 목록 (방문 시각순)',
        description:
          'Without shopId: every shop the staff member has a role in. A shopId without a role: 403 FORBIDDEN.',
        security: partnerBearer,
        querystring: partnerReservationsQuery,
        response: responses(partnerReservationPage),
      },
    },
    async (request) =>
      ok(await partners.reservations(currentPartner(request).staffSeq, request.query, app.now())),
  );

  for (const { path, action, summary } of ACTIONS) {
    // Only `reject` declares a body, so the body type is the reject body or nothing.
    app.post<{ Params: Static<typeof idParams>; Body: Static<typeof rejectBody> | undefined }>(
      `/partner/reservations/:id/${path}`,
      {
        ...partner,
        schema: {
          tags,
          summary,
          description:
            '404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION.' +
            (AFTER_START_ACTIONS.includes(action)
              ? ' 409 VISIT_NOT_STARTED before the visit starts (now < startAt).'
              : '') +
            (action === 'confirm'
              ? ' 409 CONSENT_REQUIRED while a consent form the shop requires is unsigned (data.forms lists them); a per-pet form waits only for the booked pets the owner still has (not one removed from their lists). The status is checked first: a reservation no longer REQUESTED is INVALID_STATUS_TRANSITION, never CONSENT_REQUIRED.'
              : '') +
            (action === 'reject'
              ? ' Free for the owner: fee 0; refundAmount = the whole deposit if it was marked paid, else 0.'
              : ''),
          security: partnerBearer,
          params: idParams,
          ...(action === 'reject' ? { body: rejectBody } : {}),
          response: responses(partnerReservationSchema),
        },
      },
      async (request) =>
        ok(
          await partners.act(
            currentPartner(request).staffSeq,
            request.params.id,
            action,
            app.now(),
            request.body?.reason?.trim(),
          ),
        ),
    );
  }

  app.post(
    '/partner/reservations/:id/deposit-paid',
    {
      ...partner,
      schema: {
        tags,
        summary: '예약금 입금 확인 (REQUESTED/CONFIRMED, 예약금이 있고 아직 입금 전인 예약)',
        description:
          'Marks the deposit as received (deposit.paid = true, deposit.paidAt = now) and notifies the owner. No body. ' +
          'Afterwards a cancellation refunds deposit × rate and a rejection the whole deposit (before: nothing to refund, no fee). ' +
          '404 RESERVATION_NOT_FOUND, 403 FORBIDDEN (another shop), 409 INVALID_STATUS_TRANSITION (not REQUESTED/CONFIRMED), ' +
          '409 NO_DEPOSIT (the reservation has no deposit), 409 DEPOSIT_ALREADY_PAID (already marked).',
        security: partnerBearer,
        params: idParams,
        response: responses(partnerReservationSchema),
      },
    },
    async (request) =>
      ok(await partners.depositPaid(currentPartner(request).staffSeq, request.params.id, app.now())),
  );

  app.post(
    '/partner/reservations/:id/deposit-refunded',
    {
      ...partner,
      schema: {
        tags,
        summary: '예약금 환불 완료 기록 (취소된 예약의 계좌이체 예약금을 매장이 돌려보낸 뒤)',
        description:
          'A deposit paid by transfer is not refunded by the app: after a cancellation the owner sees the refund ' +
          '(cancellation.refundAmount) as 환불 예정 until the shop, having sent it back, records it here: deposit.refundedAt ' +
          '= now, the owner sees 환불 완료 and is notified. No body. OWNER or MANAGER only. ' +
          "404 RESERVATION_NOT_FOUND (unknown, or another shop's), 403 FORBIDDEN (STAFF role), then, in this order: " +
          '409 INVALID_STATUS_TRANSITION (not cancelled), 409 NO_REFUND_DUE (no deposit was received, or the cancellation ' +
          'gives nothing back), 409 DEPOSIT_ALREADY_REFUNDED (recorded already, or paid online and refunded by the gateway).',
        security: partnerBearer,
        params: idParams,
        response: responses(partnerReservationSchema),
      },
    },
    async (request) =>
      ok(await partners.depositRefunded(currentPartner(request).staffSeq, request.params.id, app.now())),
  );
}
