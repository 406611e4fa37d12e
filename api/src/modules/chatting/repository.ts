import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  type ChatInquiry,
  type ChatInquiryForm,
  type ChatMessageKind,
  type ChatSender,
  chatMessages,
  chatRooms,
  chatSettings,
  chatStaffTickets,
  shops,
  users,
} from '../../db/schema/index.js';
import type { ShopHour } from '../../db/schema/index.js';
import type { AssetUrl } from '../../infra/assets.js';
import type { Db } from '../../infra/db/client.js';
import { newToken, sha256 } from '../../infra/tokens.js';

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The message's editedAt is still `seen` (null: never edited); the phone has it to the millisecond (ISO). */
const editedAtIs = (seen: Date | null) =>
  seen === null
    ? isNull(chatMessages.editedAt)
    : sql`date_trunc('milliseconds', ${chatMessages.editedAt}) = ${seen.toISOString()}::timestamptz`;

// Correlated subqueries name the outer row in full: Drizzle leaves columns unqualified in a one-table select,
// and an unqualified chatting_room_id inside the subquery would mean the message's own column.
const ROOM_ID = sql.raw('chat_rooms.chatting_room_id');
const LAST_SEQ = sql.raw('chat_rooms.last_seq');

export const STAFF_TICKET_TTL_MS = 10 * 60 * 1000;

/** The one-line preview of a message in room lists and notifications. */
export const previewOf = (m: { kind: ChatMessageKind; body: string }) =>
  m.kind === 'IMAGE' ? '사진을 보냈어요.' : m.kind === 'INQUIRY' ? '상담 신청서를 보냈어요.' : m.body;

export class ChattingRepository {
  constructor(
    private readonly db: Db,
    private readonly assetUrl: AssetUrl,
  ) {}

  async room(chattingRoomId: number): Promise<ChatRoomRow | null> {
    const [row] = await this.db.select().from(chatRooms).where(eq(chatRooms.chattingRoomId, chattingRoomId));
    return row ?? null;
  }

  async roomOf(userSeq: number, shopId: number): Promise<ChatRoomRow | null> {
    const [row] = await this.db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.userSeq, userSeq), eq(chatRooms.shopId, shopId)));
    return row ?? null;
  }

  /** The owner's room with the shop, made on first use (two taps at once still make one room). */
  async openRoom(userSeq: number, shopId: number): Promise<ChatRoomRow> {
    const existing = await this.roomOf(userSeq, shopId);
    if (existing) return existing;
    await this.db.insert(chatRooms).values({ userSeq, shopId }).onConflictDoNothing();
    return (await this.roomOf(userSeq, shopId))!;
  }

  /** Locks the room row: sends to one room are serialised here, so sequences have no gaps or doubles. */
  async lockRoom(chattingRoomId: number): Promise<ChatRoomRow | null> {
    const [row] = await this.db
      .select()
      .from(chatRooms)
      .where(eq(chatRooms.chattingRoomId, chattingRoomId))
      .for('update');
    return row ?? null;
  }

  async byClientId(chattingRoomId: number, sender: ChatSender, clientId: string) {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.chattingRoomId, chattingRoomId),
          eq(chatMessages.sender, sender),
          eq(chatMessages.clientId, clientId),
        ),
      );
    return row ?? null;
  }

  /** Appends a message as the room's next sequence; the caller holds the room lock. */
  async append(
    room: ChatRoomRow,
    values: {
      sender: ChatSender;
      staffSeq: number | null;
      kind: ChatMessageKind;
      body: string;
      mediaSeqs: number[];
      inquiry: ChatInquiry | null;
      clientId: string;
    },
    at: Date,
  ): Promise<ChatMessageRow> {
    const seq = room.lastSeq + 1;
    const [row] = await this.db
      .insert(chatMessages)
      .values({ ...values, chattingRoomId: room.chattingRoomId, seq, createdAt: at })
      .returning();
    // The sender has read everything up to their own message.
    const read = values.sender === 'USER' ? { userReadSeq: seq } : { shopReadSeq: seq };
    await this.db
      .update(chatRooms)
      .set({ lastSeq: seq, lastMessageAt: at, ...read })
      .where(eq(chatRooms.chattingRoomId, room.chattingRoomId));
    return row;
  }

  /** When the room's message `seq` was sent (null: no such message). */
  async sentAt(chattingRoomId: number, seq: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.chattingRoomId, chattingRoomId), eq(chatMessages.seq, seq)));
    return row?.createdAt ?? null;
  }

  async message(messageSeq: number): Promise<ChatMessageRow | null> {
    const [row] = await this.db.select().from(chatMessages).where(eq(chatMessages.messageSeq, messageSeq));
    return row ?? null;
  }

  /**
   * `seen`: the message's editedAt the edit was made on (null: never edited); an edit made since on another phone
   * leaves it as it is and answers null. Left out, the edit is made whatever came before.
   */
  async edit(messageSeq: number, body: string, at: Date, seen?: Date | null): Promise<ChatMessageRow | null> {
    const [row] = await this.db
      .update(chatMessages)
      .set({ body, editedAt: at })
      .where(and(eq(chatMessages.messageSeq, messageSeq), seen === undefined ? undefined : editedAtIs(seen)))
      .returning();
    return row ?? null;
  }

  /** A page upward (before `lastSeq`, newest `size`), or a resync (after `afterSeq`); oldest first either way. */
  async messages(chattingRoomId: number, q: { lastSeq?: number; afterSeq?: number }, size: number) {
    const inRoom = eq(chatMessages.chattingRoomId, chattingRoomId);
    if (q.afterSeq !== undefined) {
      return this.db
        .select()
        .from(chatMessages)
        .where(and(inRoom, gt(chatMessages.seq, q.afterSeq)))
        .orderBy(asc(chatMessages.seq))
        .limit(size);
    }
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(q.lastSeq !== undefined ? and(inRoom, lt(chatMessages.seq, q.lastSeq)) : inRoom)
      .orderBy(desc(chatMessages.seq))
      .limit(size);
    return rows.reverse();
  }

  /** The messages edited at or after `since`, from sequence `fromSeq` on: the first `size` edited, in that order. */
  editedSince(chattingRoomId: number, since: Date, fromSeq: number, size: number) {
    return this.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.chattingRoomId, chattingRoomId),
          gte(chatMessages.seq, fromSeq),
          gte(chatMessages.editedAt, since),
        ),
      )
      .orderBy(asc(chatMessages.editedAt), asc(chatMessages.seq))
      .limit(size);
  }

  /** Moves the reader's mark forward (never back, never past the last message); answers the new mark. */
  async markRead(chattingRoomId: number, reader: ChatSender, seq: number) {
    const column = reader === 'USER' ? chatRooms.userReadSeq : chatRooms.shopReadSeq;
    const [row] = await this.db
      .update(chatRooms)
      .set(
        reader === 'USER'
          ? { userReadSeq: sql`greatest(${column}, least(${seq}, ${chatRooms.lastSeq}))` }
          : { shopReadSeq: sql`greatest(${column}, least(${seq}, ${chatRooms.lastSeq}))` },
      )
      .where(eq(chatRooms.chattingRoomId, chattingRoomId))
      .returning({ userReadSeq: chatRooms.userReadSeq, shopReadSeq: chatRooms.shopReadSeq });
    return reader === 'USER' ? row.userReadSeq : row.shopReadSeq;
  }

  async setMetadata(chattingRoomId: number, values: { userPinned?: boolean; userMuted?: boolean }) {
    if (values.userPinned === undefined && values.userMuted === undefined) return;
    await this.db.update(chatRooms).set(values).where(eq(chatRooms.chattingRoomId, chattingRoomId));
  }

  /** Unread = the other side's messages after my read mark. */
  private unread(reader: ChatSender) {
    const other: ChatSender = reader === 'USER' ? 'SHOP' : 'USER';
    const mark = sql.raw(reader === 'USER' ? 'chat_rooms.user_read_seq' : 'chat_rooms.shop_read_seq');
    return sql<number>`(select count(*)::int from chat_messages m where m.chatting_room_id = ${ROOM_ID} and m.seq > ${mark} and m.sender = ${other})`;
  }

  private lastMessage() {
    return {
      lastKind: sql<ChatMessageKind | null>`(select m.kind from chat_messages m where m.chatting_room_id = ${ROOM_ID} and m.seq = ${LAST_SEQ})`,
      lastBody: sql<
        string | null
      >`(select m.body from chat_messages m where m.chatting_room_id = ${ROOM_ID} and m.seq = ${LAST_SEQ})`,
    };
  }

  /**
   * The owner's rooms with a message in them: pinned first, then the newest conversation; or, given its id, one
   * of the owner's rooms. With the shop's chat settings (left joined: a shop without them uses its hours and the
   * default message), so the list needs no read per room. Built once per form and prepared: the 채팅 tab and
   * every room screen ask for it.
   */
  async roomsOfUser(userSeq: number, chattingRoomId?: number) {
    const one = chattingRoomId !== undefined;
    const statement = one
      ? (this.ownerRoomQuery ??= this.ownerRoomsStatement(true))
      : (this.ownerRoomsQuery ??= this.ownerRoomsStatement(false));
    const rows = await statement.execute({ userSeq, chattingRoomId });
    return rows.map((r) => ({
      ...r,
      shopImageUrl: this.assetUrl(r.shopImageUrl),
      unreadCount: Number(r.unreadCount),
      lastMessage: r.lastKind ? previewOf({ kind: r.lastKind, body: r.lastBody ?? '' }) : null,
    }));
  }

  private ownerRoomsStatement(one: boolean) {
    const mine = eq(chatRooms.userSeq, sql.placeholder('userSeq'));
    return this.db
      .select({
        room: chatRooms,
        shopName: shops.name,
        shopImageUrl: shops.thumbnailUrl,
        shopHours: shops.hours,
        chatHours: chatSettings.hours,
        notOperationTimeMessage: chatSettings.notOperationTimeMessage,
        unreadCount: this.unread('USER'),
        ...this.lastMessage(),
      })
      .from(chatRooms)
      .innerJoin(shops, eq(shops.shopId, chatRooms.shopId))
      .leftJoin(chatSettings, eq(chatSettings.shopId, chatRooms.shopId))
      .where(
        one
          ? and(mine, eq(chatRooms.chattingRoomId, sql.placeholder('chattingRoomId')))
          : and(mine, gt(chatRooms.lastSeq, 0)),
      )
      .orderBy(
        desc(chatRooms.userPinned),
        desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`),
        desc(chatRooms.chattingRoomId),
      )
      .prepare(one ? 'chat_room_of_user' : 'chat_rooms_of_user');
  }

  private ownerRoomsQuery?: ReturnType<ChattingRepository['ownerRoomsStatement']>;
  private ownerRoomQuery?: ReturnType<ChattingRepository['ownerRoomsStatement']>;

  /** Rooms at these shops that have messages, newest first, with the shop's unread counts. */
  async roomsOfShops(shopIds: number[]) {
    if (shopIds.length === 0) return [];
    const rows = await this.db
      .select({
        room: chatRooms,
        shopName: shops.name,
        nickname: users.nickname,
        unreadCount: this.unread('SHOP'),
        ...this.lastMessage(),
      })
      .from(chatRooms)
      .innerJoin(shops, eq(shops.shopId, chatRooms.shopId))
      .innerJoin(users, eq(users.userSeq, chatRooms.userSeq))
      .where(and(inArray(chatRooms.shopId, shopIds), gt(chatRooms.lastSeq, 0)))
      .orderBy(desc(chatRooms.lastMessageAt), desc(chatRooms.chattingRoomId));
    return rows.map((r) => ({
      ...r,
      unreadCount: Number(r.unreadCount),
      lastMessage: r.lastKind ? previewOf({ kind: r.lastKind, body: r.lastBody ?? '' }) : null,
    }));
  }

  /**
   * Rooms of the owner with unread messages (or the one asked for, even at 0). Every page load asks (the tab bar's
   * badge), so each form is built once with placeholders and prepared.
   */
  async unreadCounts(userSeq: number, chattingRoomId?: number) {
    const one = chattingRoomId !== undefined;
    const statement = one
      ? (this.roomUnreadQuery ??= this.unreadCountsStatement(true))
      : (this.unreadQuery ??= this.unreadCountsStatement(false));
    const rows = await statement.execute({ userSeq, chattingRoomId });
    return rows
      .map((r) => ({ chattingRoomId: r.chattingRoomId, count: Number(r.count) }))
      .filter((r) => chattingRoomId !== undefined || r.count > 0);
  }

  private unreadCountsStatement(one: boolean) {
    const mine = eq(chatRooms.userSeq, sql.placeholder('userSeq'));
    return this.db
      .select({ chattingRoomId: chatRooms.chattingRoomId, count: this.unread('USER') })
      .from(chatRooms)
      .where(
        one
          ? and(mine, eq(chatRooms.chattingRoomId, sql.placeholder('chattingRoomId')))
          : and(mine, gt(chatRooms.lastSeq, chatRooms.userReadSeq)),
      )
      .orderBy(asc(chatRooms.chattingRoomId))
      .prepare(one ? 'chat_unread_of_room' : 'chat_unread_of_user');
  }

  private unreadQuery?: ReturnType<ChattingRepository['unreadCountsStatement']>;
  private roomUnreadQuery?: ReturnType<ChattingRepository['unreadCountsStatement']>;

  async shop(shopId: number) {
    const [row] = await this.db
      .select({
        shopId: shops.shopId,
        name: shops.name,
        thumbnailUrl: shops.thumbnailUrl,
        hours: shops.hours,
        chatting: shops.chatting,
      })
      .from(shops)
      .where(eq(shops.shopId, shopId));
    return row ? { ...row, thumbnailUrl: this.assetUrl(row.thumbnailUrl) } : null;
  }

  async settings(shopId: number) {
    this.settingsQuery ??= this.db
      .select()
      .from(chatSettings)
      .where(eq(chatSettings.shopId, sql.placeholder('shopId')))
      .prepare('chat_settings_of_shop');
    const [row] = await this.settingsQuery.execute({ shopId });
    return row ?? null;
  }

  private settingsQuery?: {
    execute(p: { shopId: number }): Promise<(typeof chatSettings.$inferSelect)[]>;
  };

  async saveSettings(
    shopId: number,
    values: { hours: ShopHour[] | null; notOperationTimeMessage: string; inquiryForm: ChatInquiryForm },
    at: Date,
  ) {
    await this.db
      .insert(chatSettings)
      .values({ shopId, ...values, updatedAt: at })
      .onConflictDoUpdate({ target: chatSettings.shopId, set: { ...values, updatedAt: at } });
  }

  async issueStaffTicket(staffSeq: number, now: Date) {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + STAFF_TICKET_TTL_MS);
    await this.db.insert(chatStaffTickets).values({ staffSeq, tokenHash: sha256(token), expiresAt });
    return { chatToken: token, expiresAt };
  }

  async resolveStaffTicket(token: string, now: Date) {
    const [row] = await this.db
      .select({ staffSeq: chatStaffTickets.staffSeq })
      .from(chatStaffTickets)
      .where(and(eq(chatStaffTickets.tokenHash, sha256(token)), gt(chatStaffTickets.expiresAt, now)));
    return row ?? null;
  }
}
