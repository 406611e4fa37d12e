import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownerKey, serialId, tz, updatedAt } from './columns.js';
import { staff } from './partner.js';
import { type ShopHour, shops } from './shops.js';
import { users } from './users.js';

export type ChatSender = 'USER' | 'SHOP';
export type ChatMessageKind = 'TEXT' | 'IMAGE' | 'INQUIRY';

/** What the owner filled in on /chatting/prepare, kept on the INQUIRY message that opens the talk. */
export interface ChatInquiry {
  type: string | null;
  date: string | null;
  userData: { name: string; phoneNumber: string } | null;
  pets: { petSeq: number; name: string; kind: string; breedName: string | null }[];
  etcData: { question: string; answer: string }[];
}

/** The shop's inquiry form (GET /v2/chatting/prepare): which parts it asks for. */
export interface ChatInquiryForm {
  askUser: boolean;
  askPet: boolean;
  askDate: boolean;
  types: string[];
  etcQuestions: string[];
}

/** One owner ↔ one shop. `lastSeq` is the room's message sequence (the row is the lock that orders sends). */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    chattingRoomId: serialId('chatting_room_id'),
    userSeq: ownerKey('user_seq', () => users.userSeq),
    shopId: ownerKey('shop_id', () => shops.shopId),
    lastSeq: integer('last_seq').notNull().default(0),
    userReadSeq: integer('user_read_seq').notNull().default(0),
    shopReadSeq: integer('shop_read_seq').notNull().default(0),
    lastMessageAt: tz('last_message_at'),
    userPinned: boolean('user_pinned').notNull().default(false),
    userMuted: boolean('user_muted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_rooms_user_shop_uq').on(t.userSeq, t.shopId),
    index('chat_rooms_shop_idx').on(t.shopId, t.lastMessageAt),
  ],
);

/** Messages, stored before anyone is told: `seq` is per room, `clientId` makes a retried send a no-op. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    messageSeq: serialId('message_seq'),
    chattingRoomId: ownerKey('chatting_room_id', () => chatRooms.chattingRoomId),
    seq: integer('seq').notNull(),
    sender: text('sender').$type<ChatSender>().notNull(),
    staffSeq: integer('staff_seq').references(() => staff.staffSeq, { onDelete: 'set null' }),
    kind: text('kind').$type<ChatMessageKind>().notNull(),
    body: text('body').notNull().default(''),
    mediaSeqs: jsonb('media_seqs').$type<number[]>().notNull().default([]),
    inquiry: jsonb('inquiry').$type<ChatInquiry>(),
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
    editedAt: tz('edited_at'),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq_uq').on(t.chattingRoomId, t.seq),
    uniqueIndex('chat_messages_client_uq').on(t.chattingRoomId, t.sender, t.clientId),
  ],
);

/** A shop's chat settings; without a row the shop's opening hours and a default message apply. */
export const chatSettings = pgTable('chat_settings', {
  shopId: ownerKey('shop_id', () => shops.shopId).primaryKey(),
  hours: jsonb('hours').$type<ShopHour[]>(),
  notOperationTimeMessage: text('not_operation_time_message').notNull(),
  inquiryForm: jsonb('inquiry_form').$type<ChatInquiryForm>().notNull(),
  updatedAt: updatedAt(),
});

/** Short-lived socket tickets for staff (owners' tickets are CHAT sessions). Only the SHA-256 is stored. */
export const chatStaffTickets = pgTable(
  'chat_staff_tickets',
  {
    ticketSeq: serialId('ticket_seq'),
    staffSeq: ownerKey('staff_seq', () => staff.staffSeq),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_staff_tickets_token_uq').on(t.tokenHash)],
);
