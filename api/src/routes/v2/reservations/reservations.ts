import type { FastifyInstance } from 'fastify';
import { cancellationQuote, describeRule } from '../../../lib/booking.js';
import { fits, plan } from '../../../lib/booking-plan.js';
import { ok } from '../../../lib/envelope.js';
import { AppError } from '../../../lib/errors.js';
import { currentUser } from '../../../plugins/auth.js';
import {
  cancelQuoteSchema,
  dateStr,
  paging,
  petSeqList,
  reservationPage,
  reservationSchema,
  timeStr,
} from '../../booking-schemas.js';
import { bearer, idParams, obj, responses } from '../../common-schemas.js';
import { myPets, productContext } from '../online-reservation/booking-context.js';

const auth = { config: { auth: 'required' as const } };
const tags = ['reservations'];

interface CreateBody {
  shopId: number;
  productSeq: number;
  petSeqs: number[];
  date: string;
  time?: string;
  endDate?: string;
  memo?: string;
}

export default async function reservationRoutes(app: FastifyInstance) {
  const repo = app.repos.reservations;
  const mine = async (userSeq: number, id: number) => {
    const r = await repo.forUser(userSeq, id, app.now());
    if (!r) throw new AppError('RESERVATION_NOT_FOUND');
    return r;
  };

  app.post<{ Body: CreateBody }>(
    '/reservations',
    {
      ...auth,
      schema: {
        tags,
        summary: '예약 요청 (상태 REQUESTED)',
        description:
          'BEAUTY needs `time` (a slot start); HOTELING needs `endDate` (check-out, 1..30 nights); other categories use `date` only. ' +
          '409 SLOT_UNAVAILABLE when the place was taken meanwhile (capacity is checked under a row lock in the same transaction as the insert). ' +
          '409 PET_ALREADY_BOOKED when one of the pets already has a REQUESTED or CONFIRMED reservation overlapping [startAt, endAt) at any shop ' +
          '(data: { petSeq, petName, reservationSeq } of the first clash; checked under a lock on the pet rows).',
        security: bearer,
        body: obj(
          {
            shopId: { type: 'integer', minimum: 1 },
            productSeq: { type: 'integer', minimum: 1 },
            petSeqs: petSeqList,
            date: dateStr,
            time: timeStr,
            endDate: dateStr,
            memo: { type: 'string', maxLength: 500 },
          },
          ['shopId', 'productSeq', 'petSeqs', 'date'],
        ),
        response: responses(reservationSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      const body = request.body;
      const ctx = await productContext(app, body.productSeq, body.shopId);
      if (!ctx.onlineReservation) throw new AppError('ONLINE_RESERVATION_UNAVAILABLE');
      const pets = await myPets(app, request, body.petSeqs);
      const now = app.now();
      const p = plan(ctx.product, ctx.hours, ctx.settings, pets, body, now);
      const seq = await repo.create(
        userSeq,
        body.shopId,
        body.productSeq,
        p,
        body.memo?.trim() ?? '',
        body.petSeqs,
        (bookings) => fits(p, ctx.product, ctx.hours, ctx.settings, bookings, now),
      );
      return ok(await mine(userSeq, seq));
    },
  );

  app.get<{ Querystring: { scope: 'upcoming' | 'past'; page: number; size: number } }>(
    '/reservations',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 예약 목록',
        description:
          'upcoming: REQUESTED/CONFIRMED whose visit has not ended, soonest first. past: everything else (ended, CANCELED, COMPLETED, NO_SHOW), latest first.',
        security: bearer,
        querystring: obj(
          { scope: { type: 'string', enum: ['upcoming', 'past'], default: 'upcoming' }, ...paging },
          [],
        ),
        response: responses(reservationPage),
      },
    },
    async (request) => {
      const { scope, page, size } = request.query;
      return ok(await repo.list(currentUser(request).userSeq, scope, page, size, app.now()));
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
        response: responses({ ...reservationSchema, nullable: true }),
      },
    },
    async (request) => ok(await repo.next(currentUser(request).userSeq, app.now())),
  );

  app.get<{ Params: { id: number } }>(
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
    async (request) => ok(await mine(currentUser(request).userSeq, request.params.id)),
  );

  app.get<{ Params: { id: number } }>(
    '/reservations/:id/cancel-quote',
    {
      ...auth,
      schema: {
        tags,
        summary: '취소 수수료 미리보기',
        description:
          'base = DEPOSIT when the reservation has a deposit, else PRICE (the total). PRICE: fee = baseAmount × (100 − refundRate)%, refundAmount 0. ' +
          'DEPOSIT and depositPaid (the shop confirmed receiving it): refundAmount = deposit × refundRate%, fee = the rest. ' +
          'DEPOSIT and not depositPaid: the owner sent nothing, so fee 0 and refundAmount 0. ' +
          'daysBefore = Seoul calendar days until the visit. POST …/cancel stores exactly this fee and refundAmount.',
        security: bearer,
        params: idParams,
        response: responses(cancelQuoteSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      const r = await mine(userSeq, request.params.id);
      if (!r.canCancel) throw new AppError('INVALID_STATUS_TRANSITION');
      const row = (await repo.row(r.reservationSeq))!;
      const q = cancellationQuote(row, app.now());
      return ok({
        reservationSeq: r.reservationSeq,
        ...q,
        refundPolicy: row.refundPolicy.map((x) => ({ ...x, description: describeRule(x) })),
      });
    },
  );

  app.post<{ Params: { id: number } }>(
    '/reservations/:id/cancel',
    {
      ...auth,
      schema: {
        tags,
        summary: '예약 취소 (환불 규정 적용, REQUESTED/CONFIRMED이고 시작 전만)',
        security: bearer,
        params: idParams,
        response: responses(reservationSchema),
      },
    },
    async (request) => {
      const { userSeq } = currentUser(request);
      await repo.transition(request.params.id, 'cancel', app.now(), { by: 'OWNER', ownerSeq: userSeq });
      return ok(await mine(userSeq, request.params.id));
    },
  );
}
