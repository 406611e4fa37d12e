/** Schemas of the notifications domain (/news, /news/setting, push registration). */
import { Type } from '@sinclair/typebox';
import { enumOf, list, obj, paging, S } from '../../http/schemas.js';
import { NOTIFICATION_KINDS } from '../../db/schema/index.js';

const { str, int, bool, dateTime, nullable } = S;

export const notificationKindEnum = enumOf(NOTIFICATION_KINDS, {
  description:
    'RESERVATION_STATUS 예약 · ALIM_PAPER 알림장 · ALBUM 앨범 · NOTICE 공지 · CHAT 채팅 · COUPON 쿠폰 (매장이 보낸 쿠폰) · ' +
    'CONSENT 동의서 (서명할 새 동의서, 바뀌어 다시 서명할 동의서) · REVIEW 리뷰 (내 리뷰에 매장이 단 답글) · ' +
    'COMMUNITY 커뮤니티 (내 글에 단 댓글, 내 댓글에 단 답글, 신고가 쌓여 가려진 내 글)',
});

export const notificationSchema = obj({
  notificationSeq: int,
  kind: notificationKindEnum,
  title: str,
  body: str,
  link: nullable(str, { description: 'The screen it opens (a front path)' }),
  pushed: Type.Boolean({ description: 'false: the kind was turned off, so it was listed only, not pushed' }),
  createdAt: dateTime,
  readAt: nullable(dateTime),
});
export const notificationPage = obj({
  items: list(notificationSchema),
  page: int,
  size: int,
  total: int,
  hasNext: bool,
  unread: int,
});
export const notificationsQuery = obj({ ...paging });
export const readAllSchema = obj({ read: int });

export const notificationSettingSchema = obj({
  kind: notificationKindEnum,
  label: str,
  description: str,
  enabled: bool,
});
export const notificationSettingBody = obj({ kind: notificationKindEnum, enabled: Type.Boolean() });

export const vapidKeySchema = obj({ publicKey: str });
const endpoint = Type.String({ minLength: 8, maxLength: 2000, pattern: '^https?://' });
export const webSubscriptionBody = obj({
  endpoint,
  keys: obj({
    p256dh: Type.String({ minLength: 20, maxLength: 200 }),
    auth: Type.String({ minLength: 8, maxLength: 100 }),
  }),
});
export const nativeTokenBody = obj({
  token: Type.String({ minLength: 8, maxLength: 4096 }),
  platform: enumOf(['ANDROID', 'IOS']),
});
export const unsubscribeBody = obj({ endpoint: Type.String({ minLength: 8, maxLength: 4096 }) });
