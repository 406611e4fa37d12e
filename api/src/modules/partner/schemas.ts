/** Schemas of the partner (shop staff) API. */
import { type Static, type TOptional, Type } from '@sinclair/typebox';
import { enumOf, list, obj, pageOf, paging, S, VISIBLE_TEXT } from '../../http/schemas.js';
import { reservationProps, statusEnum } from '../booking/schemas.js';

const { str, int, dateTime } = S;

export const staffRoleEnum = enumOf(['OWNER', 'MANAGER', 'STAFF']);
export type StaffRole = Static<typeof staffRoleEnum>;

const ownerSchema = obj({ userSeq: int, nickname: str, phoneNumber: str });
export const partnerReservationSchema = obj({
  ...reservationProps,
  // Required on the wire (in `required`: the serialiser refuses a reservation without it), typed optional
  // for the handler because the reservation repository adds it only when asked (`withOwner`). Make this
  // `owner: ownerSchema` once the partner reads return a type with the owner always there.
  owner: ownerSchema as TOptional<typeof ownerSchema>,
});
export const partnerReservationPage = pageOf(partnerReservationSchema);

export const partnerProfileSchema = obj({
  staffSeq: int,
  email: str,
  name: str,
  shops: list(obj({ shopId: int, name: str, role: staffRoleEnum })),
});
export const partnerSessionSchema = obj({ token: str, expiresAt: dateTime, staff: partnerProfileSchema });

export const partnerLoginBody = obj({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});

export const partnerReservationsQuery = obj({
  status: Type.Optional(statusEnum),
  shopId: Type.Optional(S.id),
  ...paging,
});

export const rejectBody = obj({
  reason: Type.String({ minLength: 1, maxLength: 300, pattern: VISIBLE_TEXT }),
});
