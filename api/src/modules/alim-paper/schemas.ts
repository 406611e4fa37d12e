/** Schemas of the 알림장 (report card) domain: the partner's write body, the owner's and the shared views. */
import { type Static, Type } from '@sinclair/typebox';
import { NORMALISE_TEXT } from '../../http/normalise-text.js';
import {
  dateStr,
  defaulted,
  enumOf,
  list,
  obj,
  pageOf,
  paging,
  S,
  VISIBLE_TEXT,
} from '../../http/schemas.js';
import { mediaSchema } from '../media/schemas.js';

const { str, int, bool, nullable, dateTime } = S;

const note = (max: number) => defaulted(Type.String({ maxLength: max, [NORMALISE_TEXT]: true }), '');

export const mealAmountEnum = enumOf(['ALL', 'MOST', 'HALF', 'LITTLE', 'NONE'], {
  description: 'ALL 다 먹었어요, MOST 조금 남겼어요, HALF 반 정도, LITTLE 조금만, NONE 안 먹었어요',
});
export const poopStateEnum = enumOf(['NORMAL', 'SOFT', 'DIARRHEA', 'NONE'], {
  description: 'NORMAL 좋아요, SOFT 묽어요, DIARRHEA 설사, NONE 없음',
});

export const mealSchema = obj({ amount: mealAmountEnum, note: note(100) });
export const pottySchema = obj({
  pee: Type.Integer({ minimum: 0, maximum: 30 }),
  poop: Type.Integer({ minimum: 0, maximum: 30 }),
  state: poopStateEnum,
  note: note(100),
});
export const activitySchema = obj({
  walkMinutes: Type.Integer({ minimum: 0, maximum: 1440 }),
  note: note(200),
});
export const healthSchema = obj(
  { vomiting: bool, injury: bool, medicine: bool, note: note(300) },
  { description: 'Vomiting, injury, medicine given: shown first and highlighted to the owner.' },
);

export const alimPaperBody = obj({
  date: dateStr,
  endDate: Type.Optional(nullable(dateStr, { description: 'Last day of a stay (hotel); null for one day' })),
  moods: defaulted(
    Type.Array(Type.String({ minLength: 1, maxLength: 20 }), {
      maxItems: 5,
      uniqueItems: true,
      description: 'Words from GET /v2/emotion-words',
    }),
    [],
  ),
  meal: defaulted(nullable(mealSchema), null),
  potty: defaulted(nullable(pottySchema), null),
  activity: defaulted(nullable(activitySchema), null),
  health: defaulted(nullable(healthSchema), null),
  text: defaulted(Type.String({ maxLength: 2000, [NORMALISE_TEXT]: true }), ''),
  mediaSeqs: defaulted(
    Type.Array(Type.Integer({ minimum: 1 }), {
      maxItems: 20,
      uniqueItems: true,
      description: 'Photos uploaded by this staff member (POST /v2/media)',
    }),
    [],
  ),
});
export type AlimPaperInput = Static<typeof alimPaperBody>;

export const createAlimPaperBody = obj({
  shopId: Type.Integer({ minimum: 1 }),
  petSeq: Type.Integer({ minimum: 1 }),
  ...alimPaperBody.properties,
});
export type CreateAlimPaperInput = Static<typeof createAlimPaperBody>;

const petRef = obj({ petSeq: int, name: str, kind: enumOf(['DOG', 'CAT']) });
const shopRef = obj({ shopId: int, name: str });

/** What every reader of a card sees (the owner, the staff, a shared link). */
const cardProps = {
  alimPaperSeq: int,
  date: str,
  endDate: nullable(str),
  shop: shopRef,
  pet: petRef,
  moods: list(str),
  meal: nullable(mealSchema),
  potty: nullable(pottySchema),
  activity: nullable(activitySchema),
  health: nullable(healthSchema),
  hasHealthNote: bool,
  text: str,
  teacherName: str,
  photos: list(mediaSchema),
  publishedAt: nullable(dateTime),
  reply: nullable(obj({ text: str, repliedAt: dateTime })),
};

export const sharedAlimPaperSchema = obj(cardProps, {
  description: 'A card opened from a shared link: read-only.',
});

export const alimPaperSchema = obj({
  ...cardProps,
  readAt: nullable(dateTime),
  share: nullable(obj({ expiresAt: dateTime }), { description: 'The live share link, if any' }),
});

export const partnerAlimPaperSchema = obj({
  ...cardProps,
  status: enumOf(['DRAFT', 'PUBLISHED']),
  readAt: nullable(dateTime),
  updatedAt: dateTime,
});

export const alimPaperListItem = obj({
  alimPaperSeq: int,
  date: str,
  endDate: nullable(str),
  shop: shopRef,
  pet: petRef,
  moods: list(str),
  hasHealthNote: bool,
  preview: str,
  photoCount: int,
  thumbnailUrl: nullable(str),
  publishedAt: dateTime,
  unread: bool,
});

export const alimPaperPage = obj({ ...pageOf(alimPaperListItem).properties, unread: int });

export const alimPapersQuery = obj({
  petSeq: Type.Optional(Type.Integer({ minimum: 1 })),
  ...paging,
});

export const partnerAlimPapersQuery = obj({
  shopId: Type.Integer({ minimum: 1 }),
  date: Type.Optional(dateStr),
  ...paging,
});
export const partnerAlimPaperPage = pageOf(partnerAlimPaperSchema);

// A reply of zero-width marks alone would replace the last one with a blank the teacher cannot read.
export const replyBody = obj({
  text: Type.String({ minLength: 1, maxLength: 500, pattern: VISIBLE_TEXT, [NORMALISE_TEXT]: true }),
});

export const shareSchema = obj({
  token: str,
  path: Type.String({ description: 'The page to share: /alim-paper/detail?token=…' }),
  expiresAt: dateTime,
});

export const shareQuery = obj({
  token: Type.String({ minLength: 16, maxLength: 100 }),
  id: Type.Optional(
    Type.Integer({ minimum: 1, description: '/alarmpaper/{id}: must be the card of the token' }),
  ),
});
