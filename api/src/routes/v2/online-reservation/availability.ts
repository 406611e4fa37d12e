import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dayOpenFor, dayRemaining, groomingSlots, hoursOn, nights } from '../../../lib/availability.js';
import { addDays, daysBetween, isRealDate, monthDays } from '../../../lib/booking.js';
import { MAX_NIGHTS } from '../../../lib/booking-plan.js';
import { ok } from '../../../lib/envelope.js';
import { validationError } from '../../../lib/errors.js';
import {
  availabilitySchema,
  dateStr,
  monthAvailabilitySchema,
  monthStr,
  petSeqList,
} from '../../booking-schemas.js';
import { bearer, obj, responses } from '../../common-schemas.js';
import { myPets, productContext } from './booking-context.js';

const shopParams = obj({ shopId: { type: 'integer', minimum: 1 } });
const productSeq = { type: 'integer', minimum: 1 } as const;

/** petSeqs (the caller's pets, login needed) decide how many places are needed; without them, one. */
async function petCount(app: FastifyInstance, request: FastifyRequest, petSeqs?: number[]) {
  if (!petSeqs?.length) return 1;
  return (await myPets(app, request, petSeqs)).length;
}

export default async function availabilityRoutes(app: FastifyInstance) {
  const repo = app.repos.reservations;

  app.get<{
    Params: { shopId: number };
    Querystring: { productSeq: number; date: string; endDate?: string; petSeqs?: number[] };
  }>(
    '/online-reservation/shops/:shopId/availability',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['online-reservation'],
        summary: '하루(호텔은 입실~퇴실) 예약 가능 여부',
        description:
          'BEAUTY: `slots` from the shop hours every slotMinutes while the service ends by closing time; remaining = groomers free ' +
          'for the whole service. HOTELING: `nights` from date to the night before endDate (default date+1). ' +
          'KINDERGARTEN/DAY_CARE: `remaining` places that day. Past times are never available. petSeqs needs login.',
        security: [...bearer, {}],
        params: shopParams,
        querystring: obj({ productSeq, date: dateStr, endDate: dateStr, petSeqs: petSeqList }, [
          'productSeq',
          'date',
        ]),
        response: responses(availabilitySchema),
      },
    },
    async (request) => {
      const { shopId } = request.params;
      const { date } = request.query;
      const { product, hours, settings } = await productContext(app, request.query.productSeq, shopId);
      const count = await petCount(app, request, request.query.petSeqs);
      if (!isRealDate(date))
        throw validationError([{ field: 'date', message: '날짜 형식이 올바르지 않습니다.' }]);
      const now = app.now();
      const base = {
        shopId,
        productSeq: product.productSeq,
        category: product.category,
        date,
        petCount: count,
      };
      const closed = product.category !== 'HOTELING' && !hoursOn(hours, date);
      if (product.category === 'BEAUTY') {
        const bookings = await repo.bookings(app.db, shopId, 'BEAUTY', date, date);
        const slots = groomingSlots(
          hours,
          settings,
          product.durationMinutes ?? 60,
          date,
          bookings,
          count,
          now,
        );
        return ok({
          ...base,
          endDate: null,
          available: slots.some((s) => s.available),
          closed,
          slots,
          nights: [],
          remaining: null,
        });
      }
      if (product.category === 'HOTELING') {
        const endDate = request.query.endDate ?? addDays(date, 1);
        const n = daysBetween(date, endDate);
        if (!isRealDate(endDate) || n < 1 || n > MAX_NIGHTS)
          throw validationError([{ field: 'endDate', message: '퇴실 날짜를 확인해주세요.' }]);
        const bookings = await repo.bookings(app.db, shopId, 'HOTELING', date, endDate);
        const ns = nights(settings, date, endDate, bookings);
        const remaining = Math.min(...ns.map((x) => x.remaining));
        const available = dayOpenFor(hours, date, now, true) && remaining >= count;
        return ok({ ...base, endDate, available, closed, slots: [], nights: ns, remaining });
      }
      const bookings = await repo.bookings(app.db, shopId, product.category, date, date);
      const remaining = dayRemaining(settings, date, bookings);
      const available = dayOpenFor(hours, date, now) && remaining >= count;
      return ok({ ...base, endDate: null, available, closed, slots: [], nights: [], remaining });
    },
  );

  app.get<{
    Params: { shopId: number };
    Querystring: { productSeq: number; month: string; petSeqs?: number[] };
  }>(
    '/online-reservation/shops/:shopId/availability/month',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['online-reservation'],
        summary: '월 달력용 날짜별 예약 가능 여부',
        description:
          'remaining: BEAUTY = number of bookable start times that day; HOTELING = places left that night (check-in that day); ' +
          'KINDERGARTEN/DAY_CARE = places left that day. closed = the shop is closed that day.',
        security: [...bearer, {}],
        params: shopParams,
        querystring: obj({ productSeq, month: monthStr, petSeqs: petSeqList }, ['productSeq', 'month']),
        response: responses(monthAvailabilitySchema),
      },
    },
    async (request) => {
      const { shopId } = request.params;
      const { month } = request.query;
      const { product, hours, settings } = await productContext(app, request.query.productSeq, shopId);
      const count = await petCount(app, request, request.query.petSeqs);
      const now = app.now();
      const dates = monthDays(month);
      const bookings = await repo.bookings(
        app.db,
        shopId,
        product.category,
        dates[0],
        addDays(dates.at(-1)!, 1),
      );
      const days = dates.map((date) => {
        if (product.category === 'HOTELING') {
          const [night] = nights(settings, date, addDays(date, 1), bookings);
          return {
            date,
            closed: false,
            remaining: night.remaining,
            available: dayOpenFor(hours, date, now, true) && night.remaining >= count,
          };
        }
        const closed = !hoursOn(hours, date);
        if (product.category === 'BEAUTY') {
          const free = groomingSlots(
            hours,
            settings,
            product.durationMinutes ?? 60,
            date,
            bookings,
            count,
            now,
          ).filter((s) => s.available).length;
          return { date, closed, remaining: free, available: free > 0 };
        }
        const remaining = dayRemaining(settings, date, bookings);
        return { date, closed, remaining, available: dayOpenFor(hours, date, now) && remaining >= count };
      });
      return ok({
        shopId,
        productSeq: product.productSeq,
        category: product.category,
        month,
        petCount: count,
        days,
      });
    },
  );
}
