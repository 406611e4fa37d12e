import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AFTER_START_ACTIONS, type ReservationStatus, type TransitionAction } from '../../../lib/booking.js';
import { ok } from '../../../lib/envelope.js';
import { AppError } from '../../../lib/errors.js';
import { dummyPasswordHash, verifyPassword } from '../../../lib/password.js';
import { currentPartner } from '../../../plugins/auth.js';
import { normaliseEmail } from '../../../repositories/user-repository.js';
import {
  paging,
  partnerProfileSchema,
  partnerReservationPage,
  partnerReservationSchema,
  partnerSessionSchema,
  statusEnum,
} from '../../booking-schemas.js';
import { idParams, nullData, obj, responses } from '../../common-schemas.js';

const tags = ['partner'];
const partner = { config: { auth: 'partner' as const } };
const partnerBearer = [{ partnerAuth: [] }];

const ACTIONS: { path: string; action: TransitionAction; summary: string }[] = [
  { path: 'confirm', action: 'confirm', summary: '예약 확정 (REQUESTED → CONFIRMED, 일정 링크 발급)' },
  { path: 'reject', action: 'reject', summary: '예약 거절 (REQUESTED → CANCELED, 사유 필수)' },
  { path: 'complete', action: 'complete', summary: '방문 완료 (CONFIRMED → COMPLETED, 방문 시작 후)' },
  { path: 'no-show', action: 'noShow', summary: '노쇼 처리 (CONFIRMED → NO_SHOW, 방문 시작 후)' },
];

export default async function partnerRoutes(app: FastifyInstance) {
  const partners = app.repos.partners;
  const limits = app.config.rateLimits;

  /** 404 when the reservation does not exist, 403 when it is not at one of the staff member's shops. */
  const assertOwnShop = async (request: FastifyRequest, reservationSeq: number) => {
    const row = await app.repos.reservations.row(reservationSeq);
    if (!row) throw new AppError('RESERVATION_NOT_FOUND');
    const mine = await partners.shopIds(currentPartner(request).staffSeq);
    if (!mine.includes(row.shopId)) throw new AppError('FORBIDDEN');
  };

  app.post<{ Body: { email: string; password: string } }>(
    '/partner/login',
    {
      schema: {
        tags,
        summary: '파트너(매장 직원) 로그인',
        description:
          'Partner tokens are accepted only on /v2/partner/** (and owner tokens are refused there). 12 h sessions.',
        body: obj({
          email: { type: 'string', minLength: 1, maxLength: 254 },
          password: { type: 'string', minLength: 1, maxLength: 128 },
        }),
        response: responses(partnerSessionSchema),
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const accountKey = `partner-login:account:${email}`;
      await app.rateLimit.consume(`partner-login:ip:${request.ip}`, limits.loginPerIp, limits.loginWindowSec);
      await app.rateLimit.assertBelow(accountKey, limits.loginPerAccount, limits.loginWindowSec);
      const member = await partners.byEmail(email);
      const good = member
        ? await verifyPassword(member.passwordHash, request.body.password)
        : (await verifyPassword(await dummyPasswordHash(), request.body.password), false);
      if (!member || !good) {
        await app.rateLimit.repo.hit(accountKey, limits.loginWindowSec);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await app.rateLimit.repo.reset(accountKey);
      const session = await partners.issue(member.staffSeq);
      return ok({ ...session, staff: await partners.profile(member.staffSeq) });
    },
  );

  app.post(
    '/partner/logout',
    {
      ...partner,
      schema: { tags, summary: '파트너 로그아웃', security: partnerBearer, response: responses(nullData) },
    },
    async (request) => {
      await partners.revoke(currentPartner(request).sessionSeq);
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

  app.get<{ Querystring: { status?: ReservationStatus; shopId?: number; page: number; size: number } }>(
    '/partner/reservations',
    {
      ...partner,
      schema: {
        tags,
        summary: '내 매장 예약 목록 (방문 시각순)',
        description:
          'Without shopId: every shop the staff member has a role in. A shopId without a role: 403 FORBIDDEN.',
        security: partnerBearer,
        querystring: obj({ status: statusEnum, shopId: { type: 'integer', minimum: 1 }, ...paging }, []),
        response: responses(partnerReservationPage),
      },
    },
    async (request) => {
      const { status, shopId, page, size } = request.query;
      const mine = await partners.shopIds(currentPartner(request).staffSeq);
      if (shopId != null && !mine.includes(shopId)) throw new AppError('FORBIDDEN');
      return ok(
        await app.repos.reservations.partnerList(
          shopId != null ? [shopId] : mine,
          status,
          page,
          size,
          app.now(),
        ),
      );
    },
  );

  for (const { path, action, summary } of ACTIONS) {
    app.post<{ Params: { id: number }; Body: { reason?: string } | undefined }>(
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
            (action === 'reject'
              ? ' Free for the owner: fee 0; refundAmount = the whole deposit if it was marked paid, else 0.'
              : ''),
          security: partnerBearer,
          params: idParams,
          ...(action === 'reject'
            ? { body: obj({ reason: { type: 'string', minLength: 1, maxLength: 300, pattern: '\\S' } }) }
            : {}),
          response: responses(partnerReservationSchema),
        },
      },
      async (request) => {
        const { id } = request.params;
        await assertOwnShop(request, id);
        await app.repos.reservations.transition(id, action, app.now(), {
          by: 'SHOP',
          rejectReason: request.body?.reason?.trim(),
        });
        return ok(await app.repos.reservations.byId(id, app.now(), true));
      },
    );
  }

  app.post<{ Params: { id: number } }>(
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
    async (request) => {
      const { id } = request.params;
      await assertOwnShop(request, id);
      await app.repos.reservations.markDepositPaid(id, app.now());
      return ok(await app.repos.reservations.byId(id, app.now(), true));
    },
  );
}
