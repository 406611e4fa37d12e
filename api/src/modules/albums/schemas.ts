/** Schemas of the albums domain (앨범: /album, /album/{id}, and the partner side). */
import { Type } from '@sinclair/typebox';
import { dateStr, enumOf, list, obj, pageOf, paging, S, VISIBLE_TEXT } from '../../http/schemas.js';
import { mediaSchema } from '../media/schemas.js';

const { str, int, dateTime, nullable } = S;

export const albumKindEnum = enumOf(['PET', 'DAY'], {
  description: 'PET: one pet’s photos · DAY: a day at the shop with several pets',
});

const albumFields = {
  albumSeq: int,
  shopId: int,
  shopName: str,
  kind: albumKindEnum,
  title: str,
  date: Type.String({ description: 'The day the photos were taken (YYYY-MM-DD, Seoul)' }),
  pets: list(obj({ petSeq: int, name: str })),
  photoCount: int,
  cover: nullable(mediaSchema),
  createdAt: dateTime,
};
export const albumSummarySchema = obj({
  ...albumFields,
  unread: Type.Boolean({
    description:
      'New to the owner (the list’s "N"): posted since they became the shop’s customer and not opened by them ' +
      '(GET /v2/albums/{id} reads it)',
  }),
});
export const albumPage = obj({
  ...pageOf(albumSummarySchema).properties,
  unread: Type.Integer({
    description: 'How many of the listed albums are new to the owner (every page: all of them)',
  }),
});
/** The shop's side: its albums, with no owner's read on them. */
export const partnerAlbumPage = pageOf(obj(albumFields));
export const albumDetailSchema = obj({ ...albumFields, photos: list(mediaSchema) });

export const albumsQuery = obj({
  shopId: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Only this shop’s albums (the current shop)' }),
  ),
  ...paging,
});

export const createAlbumBody = obj({
  shopId: Type.Integer({ minimum: 1 }),
  kind: albumKindEnum,
  title: Type.String({ minLength: 1, maxLength: 40, pattern: VISIBLE_TEXT }),
  date: dateStr,
  petSeqs: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 30, uniqueItems: true }),
  mediaSeqs: Type.Array(Type.Integer({ minimum: 1 }), {
    minItems: 1,
    maxItems: 50,
    uniqueItems: true,
    description: 'Photos uploaded by this staff member (POST /v2/media), in order; the first is the cover',
  }),
});
