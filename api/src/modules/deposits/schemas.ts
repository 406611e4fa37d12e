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
  amount: int,
  dueAt: dateTime,
  paid: bool,
  paidAt: nullable(dateTime),
  method: nullable(enumOf(['ONLINE', 'TRANSFER'])),
  account: nullable(str),
  refundedAmount: Type.Integer({
    description: 'given back after a cancellation (online: through the gateway)',
  }),
  payable: Type.Boolean({ description: 'not paid and the booking is still 요청/확정' }),
  overdue: bool,
});

export const depositParams = idParams;
