// Chat data as the API answers it, for the screens' tests.
import type { ChatMessage } from '@guardian/shared';

export const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  messageSeq: 1000 + seq,
  chattingRoomId: 7,
  seq,
  sender: seq % 2 ? 'USER' : 'SHOP',
  kind: 'TEXT',
  message: `메시지 ${seq}`,
  images: [],
  inquiry: null,
  clientId: `client-${seq}-abcdef`,
  createdAt: new Date(Date.UTC(2026, 10, 24, 1, seq)).toISOString(),
  editedAt: null,
  ...over,
});

export const room = {
  chattingRoomId: 7,
  shopId: 3,
  shopName: '멍멍살롱',
  shopImageUrl: null,
  lastMessage: '메시지 12',
  lastMessageAt: '2026-11-24T01:12:00.000Z',
  lastSeq: 12,
  unreadCount: 0,
  shopReadSeq: 11,
  isPinned: false,
  isMuted: false,
  isOperationTime: true,
  notOperationTimeMessage: '지금은 상담 시간이 아니에요.',
  hours: [] as { dayOfWeek: number; open: string; close: string; closed: boolean }[],
  nextOpenAt: null as string | null,
  // Read up to the last message: a room opened with nothing unread (no 여기까지 읽었어요).
  userReadSeq: 12,
};
