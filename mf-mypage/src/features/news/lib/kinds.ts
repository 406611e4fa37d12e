import type { NotificationKind } from '../api/types';

/** The Korean name of each kind, as the list shows it (the settings come with their own labels). */
export const KIND_LABEL: Record<NotificationKind, string> = {
  RESERVATION_STATUS: '예약',
  ALIM_PAPER: '알림장',
  ALBUM: '앨범',
  NOTICE: '공지',
  CHAT: '채팅',
  COUPON: '쿠폰',
  CONSENT: '동의서',
  REVIEW: '리뷰 답글',
  COMMUNITY: '커뮤니티',
};
