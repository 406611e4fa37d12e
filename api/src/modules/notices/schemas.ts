/** Schemas of the notices domain (공지: /notice, /notice/{id}, and the partner side). */
import { Type } from '@sinclair/typebox';
import { defaulted, enumOf, obj, pageOf, paging, S, VISIBLE_TEXT } from '../../http/schemas.js';

const { str, int, bool, dateTime, nullable } = S;

export const noticeSchema = obj({
  noticeSeq: int,
  shopId: int,
  shopName: str,
  title: str,
  body: str,
  pinned: bool,
  publishedAt: dateTime,
});
export const noticeListItem = obj({
  ...noticeSchema.properties,
  unread: Type.Boolean({
    description:
      'New to the caller (the list’s "N"): published since they became the shop’s customer and not opened by them ' +
      '(GET /v2/notices/{id} with their token reads it). Always false without a token or for a shop not theirs.',
  }),
});
export const noticePage = obj({
  ...pageOf(noticeListItem).properties,
  unread: Type.Integer({
    description: 'How many of the shop’s notices are new to the caller (every page: all of them)',
  }),
});
export const noticesQuery = obj({ shopId: Type.Integer({ minimum: 1 }), ...paging });

export const partnerNoticeSchema = obj({
  noticeSeq: int,
  shopId: int,
  title: str,
  body: str,
  pinned: bool,
  status: enumOf(['DRAFT', 'PUBLISHED']),
  publishedAt: nullable(dateTime),
  createdAt: dateTime,
  updatedAt: dateTime,
});
export const partnerNoticePage = pageOf(partnerNoticeSchema);
export const partnerNoticesQuery = obj({
  shopId: Type.Optional(Type.Integer({ minimum: 1 })),
  ...paging,
});

const noticeFields = {
  title: Type.String({ minLength: 1, maxLength: 60, pattern: VISIBLE_TEXT }),
  body: Type.String({ minLength: 1, maxLength: 5000, pattern: VISIBLE_TEXT }),
  pinned: defaulted(Type.Boolean(), false),
  publish: defaulted(
    Type.Boolean({ description: 'true: published (the shop’s customers are notified the first time)' }),
    true,
  ),
};
export const createNoticeBody = obj({ shopId: Type.Integer({ minimum: 1 }), ...noticeFields });
export const updateNoticeBody = obj(noticeFields);
