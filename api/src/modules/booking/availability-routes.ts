import type { TypedApp } from '../../http/typed-app.js';
import { ok } from '../../lib/envelope.js';
import { bearer, responses } from '../../http/schemas.js';
import {
  availabilityQuery,
  availabilitySchema,
  monthAvailabilityQuery,
  monthAvailabilitySchema,
  shopParams,
} from './schemas.js';

export default async function availabilityRoutes(app: TypedApp) {
  const offers = app.services.offers;

  app.get(
    '/online-reservation/shops/:shopId/availability',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['online-reservation'],
        summary: '하루(호텔은 입실~퇴실) 예약 가능 여부',
        description:
          'BEAUTY: `slots` from the shop hours every slotMinutes while the service ends by closing time; remaining = groomers free ' +
          'for the whole service. HOTELING: `nights` from date to the night before endDate (default date+1). ' +
          "KINDERGARTEN/DAY_CARE: `remaining` places that day. Past times are never available: today only while the visit's " +
          "start is ahead (a slot, a stay's check-in time, a day place's opening); once it has passed, `startPassed: true`. " +
          'petSeqs needs login; with them, ' +
          'a slot, stay or day place overlapping an open (REQUESTED/CONFIRMED) booking of one of these pets at any shop is not ' +
          'available and has `petBooked: true` (the request would be 409 PET_ALREADY_BOOKED); `petBooked` is absent without petSeqs. ' +
          'A shop that takes no online bookings offers no times: 409 ONLINE_RESERVATION_UNAVAILABLE, as the request would be. ' +
          "A pet not the caller's or removed meanwhile: 404 PET_NOT_FOUND (data: { petSeqs } = the ones gone). " +
          "reservationSeq (login; 예약 변경): the times the caller's reservation can move to, its own place not counted " +
          "and its own pets asked for; another's: 404 RESERVATION_NOT_FOUND.",
        security: [...bearer, {}],
        params: shopParams,
        querystring: availabilityQuery,
        response: responses(availabilitySchema),
      },
    },
    async (request) =>
      ok(await offers.day(request.params.shopId, request.auth?.userSeq ?? null, request.query, app.now())),
  );

  app.get(
    '/online-reservation/shops/:shopId/availability/month',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['online-reservation'],
        summary: '월 달력용 날짜별 예약 가능 여부',
        description:
          'remaining: BEAUTY = number of bookable start times that day; HOTELING = places left that night (check-in that day); ' +
          'KINDERGARTEN/DAY_CARE = places left that day. closed = the shop is closed that day. startPassed = today, not bookable ' +
          "because the visit's start has passed (every grooming slot, the check-in time, the opening). With petSeqs (login), a BEAUTY day " +
          'counts only the start times every pet is free for, and a day is unavailable with `petBooked: true` when it has room ' +
          "but the pets' open bookings (any shop) take it (BEAUTY: every time with room). A shop that takes no online " +
          "bookings: 409 ONLINE_RESERVATION_UNAVAILABLE, as the request would be. A pet not the caller's or removed " +
          'meanwhile: 404 PET_NOT_FOUND (data: { petSeqs } = the ones gone). reservationSeq (login; 예약 변경): the days ' +
          "the caller's reservation can move to, its own place not counted and its own pets asked for; another's: " +
          '404 RESERVATION_NOT_FOUND.',
        security: [...bearer, {}],
        params: shopParams,
        querystring: monthAvailabilityQuery,
        response: responses(monthAvailabilitySchema),
      },
    },
    async (request) =>
      ok(await offers.month(request.params.shopId, request.auth?.userSeq ?? null, request.query, app.now())),
  );
}
