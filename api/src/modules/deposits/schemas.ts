/** Schemas of 예약금 (deposit) payment. */
import { Type } from '@sinclair/typebox';
import { enumOf, idParams, obj, S } from '../../http/schemas.js';
import { statusEnum } from '../booking/schemas.js';

const { str, int, bool, nullable, dateTime } = S;

export const depositSchema = obj({
  reservationSeq: int,
  status: statusEnum,
  statusLabel: str,
  shopName: str,
  productName: str,
  date: str,
  time: nullable(str),
  endDate: nullable(str, { description: "a hotel stay's check-out day (YYYY-MM-DD); null for a visit" }),
  /** A stay's check-in, a kindergarten or day care day's opening: a day place's window is startAt ~ endAt. */
  startAt: dateTime,
  endAt: dateTime,
  amount: int,
  dueAt: dateTime,
  paid: bool,
  paidAt: nullable(dateTime),
  method: nullable(enumOf(['ONLINE', 'TRANSFER'])),
  account: nullable(str),
  refundedAmount: Type.Integer({
    description:
      'given back after a cancellation: online, through the gateway at once; by transfer, once the shop recorded ' +
      'sending it (0 until then)',
  }),
  refundPending: Type.Integer({
    description:
      'what the shop still owes back of a deposit sent by transfer (환불 예정): the cancellation’s refundAmount ' +
      'until the shop records the refund (POST /v2/partner/reservations/{id}/deposit-refunded), then 0; always 0 online',
  }),
  refundedAt: nullable(dateTime, {
    description:
      'when the refund was sent (gateway) or recorded by the shop (transfer); null while owed or none',
  }),
  payable: Type.Boolean({ description: 'not paid and the booking is still 요청/확정' }),
  overdue: bool,
});

export const depositParams = idParams;
