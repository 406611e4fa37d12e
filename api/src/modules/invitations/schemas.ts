/** Schemas of the shop invitations domain. */
import { Type } from '@sinclair/typebox';
import { obj, S } from '../../http/schemas.js';

export const invitationBody = obj({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export const invitationSchema = obj({
  shopId: S.int,
  shopName: S.str,
  shopThumbnailUrl: S.nullable(S.str),
  customerName: S.str,
  alreadyLinked: S.bool,
});
