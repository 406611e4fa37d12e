import type { ChatEvent, ChatBus, ChatTopic } from '../../infra/realtime/bus.js';
import { AppError, validationError } from '../../lib/errors.js';
import type { Repositories } from '../../repositories.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { MediaService } from '../media/service.js';
import type { ChatInquiry, ChatInquiryForm, ChatSender, ShopHour } from '../../db/schema/index.js';
import { type ChatMessageRow, type ChatRoomRow, previewOf } from './repository.js';
import {
  checkInquiryDate,
  checkMessageQuery,
  type MessageQuery,
  missingFields,
  settingsErrors,
} from './checks.js';
import { chatNewsTitle, DEFAULT_INQUIRY_FORM, operationOf, roomOperation } from './rules.js';
import { type ChatMessageView, EDIT_SLACK_MS, type InputInfo, PAGE_SIZE, RESYNC_MAX } from './schemas.js';
import { VISIBLE_TEXT } from '../../http/schemas.js';
import { presentPet } from '../pets/present.js';

/** How long this instance keeps a message it stored for its own sockets (its bus event comes back well before). */
const JUST_STORED_MS = 5_000;

/** Whether a text has a character that shows (the schemas' VISIBLE_TEXT, for text the schema leaves optional). */
const SHOWS_TEXT = new RegExp(VISIBLE_TEXT, 'u');

type SendInput = { chattingRoomId: number; clientId?: string; message: string; mediaSeqs: number[] };

const topicsOf = (room: Pick<ChatRoomRow, 'userSeq' | 'shopId'>): ChatTopic[] => [
  `user:${room.userSeq}`,
  `shop:${room.shopId}`,
];

/** A room's address in the app: its 소식 entries link there. */
const chatRoomLink = (chattingRoomId: number) => `/chatting/${chattingRoomId}`;

/**
 * Owner ↔ shop chat. Every write is stored first (per-room sequence under the room's row lock, the client id
 * making a retried send a no-op) and only then announced on the bus, by ids; sockets and resyncs read the rows.
 */
export class ChattingService {
  constructor(
    private readonly repos: Repositories,
    private readonly uow: UnitOfWork,
    private readonly bus: ChatBus,
    private readonly media: MediaService,
  ) {}

  // ---- views -------------------------------------------------------------------------------------------

  /** Messages as the API answers them; photos get fresh signed links (one lookup for the whole list). */
  async messageViews(rows: ChatMessageRow[]): Promise<ChatMessageView[]> {
    const seqs = rows.flatMap((r) => r.mediaSeqs);
    const photos = seqs.length ? await this.media.views(seqs) : [];
    const byId = new Map(photos.map((p) => [p.mediaSeq, p]));
    return rows.map((row) => ({
      ...this.messageView(row),
      images: row.mediaSeqs.flatMap((s) => {
        const p = byId.get(s);
        return p ? [p] : [];
      }),
    }));
  }

  private messageView(row: ChatMessageRow): ChatMessageView {
    return {
      messageSeq: row.messageSeq,
      chattingRoomId: row.chattingRoomId,
      seq: row.seq,
      sender: row.sender,
      kind: row.kind,
      message: row.body,
      images: [],
      inquiry: row.inquiry ?? null,
      clientId: row.clientId,
      createdAt: row.createdAt,
      editedAt: row.editedAt,
    };
  }

  /** The message as the socket delivers it (null when it is gone). */
  async messageBySeq(messageSeq: number) {
    const row = await this.repos.chatting.message(messageSeq);
    return row ? (await this.messageViews([row]))[0] : null;
  }

  /**
   * What a socket event announces: a new message this instance stored itself comes from memory (the view it
   * answered the sender with), anything else is read once (the hub asks once per event per instance).
   */
  async deliveryView(event: Extract<ChatEvent, { type: 'message' | 'edited' }>) {
    if (event.type === 'message') {
      const stored = this.justStored.get(event.messageSeq);
      if (stored) return stored;
    }
    return this.messageBySeq(event.messageSeq);
  }

  /** Views of the messages this instance stored in the last few seconds, until its own bus event comes back. */
  private readonly justStored = new Map<number, ChatMessageView>();

  private rememberStored(view: ChatMessageView) {
    this.justStored.set(view.messageSeq, view);
    setTimeout(() => this.justStored.delete(view.messageSeq), JUST_STORED_MS).unref();
  }

  /** The shop's chat settings, falling back to the shop page hours and the defaults. */
  private async operation(shop: { shopId: number; hours: ShopHour[] }, now: Date) {
    const s = await this.repos.chatting.settings(shop.shopId);
    return {
      ...operationOf(shop.hours, s, now),
      usesShopHours: !s?.hours,
      inquiryForm: s?.inquiryForm ?? DEFAULT_INQUIRY_FORM,
    };
  }

  /** One room, as its screen shows it: the list's row, when the shop answers, and how far the owner has read. */
  private async ownerRoomView(userSeq: number, chattingRoomId: number, now: Date) {
    const [r] = await this.repos.chatting.roomsOfUser(userSeq, chattingRoomId);
    if (!r) throw new AppError('CHAT_ROOM_NOT_FOUND');
    const op = roomOperation(r, now);
    return {
      ...this.toOwnerRoom(r, op),
      hours: op.hours,
      nextOpenAt: op.nextOpenAt,
      userReadSeq: r.room.userReadSeq,
    };
  }

  private toOwnerRoom(
    r: Awaited<ReturnType<Repositories['chatting']['roomsOfUser']>>[number],
    op: ReturnType<typeof operationOf>,
  ) {
    return {
      chattingRoomId: r.room.chattingRoomId,
      shopId: r.room.shopId,
      shopName: r.shopName,
      shopImageUrl: r.shopImageUrl,
      lastMessage: r.lastMessage,
      lastMessageAt: r.room.lastMessageAt,
      lastSeq: r.room.lastSeq,
      unreadCount: r.unreadCount,
      shopReadSeq: r.room.shopReadSeq,
      isPinned: r.room.userPinned,
      isMuted: r.room.userMuted,
      isOperationTime: op.isOperationTime,
      notOperationTimeMessage: op.notOperationTimeMessage,
    };
  }

  // ---- owner -------------------------------------------------------------------------------------------

  async rooms(userSeq: number, now: Date) {
    const rows = await this.repos.chatting.roomsOfUser(userSeq);
    return rows.map((r) => this.toOwnerRoom(r, roomOperation(r, now)));
  }

  room(userSeq: number, chattingRoomId: number, now: Date) {
    return this.ownerRoomView(userSeq, chattingRoomId, now);
  }

  /** The owner's room with the shop (made on first use). A shop that takes no chats: CHAT_NOT_AVAILABLE. */
  async openRoom(userSeq: number, shopId: number, now: Date) {
    const shop = await this.repos.chatting.shop(shopId);
    if (!shop) throw new AppError('SHOP_NOT_FOUND');
    if (!shop.chatting) throw new AppError('CHAT_NOT_AVAILABLE');
    const room = await this.repos.chatting.openRoom(userSeq, shopId);
    return this.ownerRoomView(userSeq, room.chattingRoomId, now);
  }

  private async ownRoom(userSeq: number, chattingRoomId: number) {
    const room = await this.repos.chatting.room(chattingRoomId);
    if (!room || room.userSeq !== userSeq) throw new AppError('CHAT_ROOM_NOT_FOUND');
    return room;
  }

  private async page(room: ChatRoomRow, q: MessageQuery) {
    if (q.editedSince !== undefined) {
      // The mark is a time this API answered; a minute before it covers the clocks of its instances and an edit
      // committed after a later one (EDIT_SLACK_MS). Answered again, an edit is merged by sequence: no harm.
      // Before 1970 (no message is older) reads as 1970: every edit, and no year the database would refuse.
      const since = new Date(Math.max(0, new Date(q.editedSince).getTime() - EDIT_SLACK_MS));
      const rows = await this.repos.chatting.editedSince(
        room.chattingRoomId,
        since,
        q.fromSeq ?? 1,
        RESYNC_MAX,
      );
      return this.messageViews(rows);
    }
    const size = q.afterSeq !== undefined ? RESYNC_MAX : (q.size ?? PAGE_SIZE);
    return this.messageViews(await this.repos.chatting.messages(room.chattingRoomId, q, size));
  }

  async messages(userSeq: number, q: MessageQuery) {
    checkMessageQuery(q);
    return this.page(await this.ownRoom(userSeq, q.chattingRoomId), q);
  }

  async send(userSeq: number, input: SendInput & { clientId: string }, now: Date) {
    await this.ownRoom(userSeq, input.chattingRoomId);
    return this.append(input.chattingRoomId, 'USER', null, input, now);
  }

  /**
   * Edits the owner's own text message (수정됨); anyone else's, or another room's, is CHAT_MESSAGE_NOT_FOUND.
   * `seen`: the editedAt the phone showed (see editBody); an edit made since, on another phone, is not overwritten:
   * 409 CHAT_MESSAGE_CHANGED carries the message as it is now.
   */
  async edit(userSeq: number, messageSeq: number, message: string, now: Date, seen?: Date | string | null) {
    const row = await this.repos.chatting.message(messageSeq);
    const room = row && (await this.repos.chatting.room(row.chattingRoomId));
    if (!row || !room || room.userSeq !== userSeq || row.sender !== 'USER') {
      throw new AppError('CHAT_MESSAGE_NOT_FOUND');
    }
    if (row.kind !== 'TEXT') throw new AppError('CHAT_MESSAGE_NOT_EDITABLE');
    const edited = await this.repos.chatting.edit(
      messageSeq,
      message,
      now,
      seen == null ? seen : new Date(seen),
    );
    if (!edited) {
      const current = (await this.repos.chatting.message(messageSeq))!;
      const [view] = await this.messageViews([current]);
      throw new AppError('CHAT_MESSAGE_CHANGED', undefined, { message: view });
    }
    await this.announce(room, {
      type: 'edited',
      chattingRoomId: room.chattingRoomId,
      messageSeq,
      seq: row.seq,
      editedAt: now.getTime(),
    });
    return (await this.messageViews([edited]))[0];
  }

  /**
   * The owner has read up to `lastSeq`: so have they the 소식 entries of the shop's messages up to it (the entries of
   * later messages stay unread, as those messages do).
   */
  async read(userSeq: number, chattingRoomId: number, lastSeq: number, now: Date) {
    const room = await this.ownRoom(userSeq, chattingRoomId);
    const read = await this.markRead(room, 'USER', lastSeq);
    const upTo = await this.repos.chatting.sentAt(chattingRoomId, read.readSeq);
    if (upTo)
      await this.repos.notifications.markReadLinkedTo(userSeq, chatRoomLink(chattingRoomId), now, upTo);
    return read;
  }

  /** With a room: that room only, and another owner's room is CHAT_ROOM_NOT_FOUND (not an empty list). */
  async unreadCounts(userSeq: number, chattingRoomId?: number) {
    if (chattingRoomId !== undefined) await this.ownRoom(userSeq, chattingRoomId);
    return this.repos.chatting.unreadCounts(userSeq, chattingRoomId);
  }

  async setMetadata(
    userSeq: number,
    body: { chattingRoomId: number; isPinned?: boolean; isMuted?: boolean },
    now: Date,
  ) {
    await this.ownRoom(userSeq, body.chattingRoomId);
    await this.repos.chatting.setMetadata(body.chattingRoomId, {
      userPinned: body.isPinned,
      userMuted: body.isMuted,
    });
    return this.ownerRoomView(userSeq, body.chattingRoomId, now);
  }

  async pets(userSeq: number) {
    return (await this.repos.users.pets(userSeq)).map((p) => presentPet(p, this.media));
  }

  /** What /chatting/prepare shows: is the shop answering now, its form, the room if there is one. */
  async prepare(userSeq: number, shopId: number, now: Date) {
    const shop = await this.repos.chatting.shop(shopId);
    if (!shop) throw new AppError('SHOP_NOT_FOUND');
    if (!shop.chatting) throw new AppError('CHAT_NOT_AVAILABLE');
    const [op, room, user] = await Promise.all([
      this.operation(shop, now),
      this.repos.chatting.roomOf(userSeq, shopId),
      this.repos.users.bySeq(userSeq),
    ]);
    return {
      shopId,
      shopName: shop.name,
      shopImageUrl: shop.thumbnailUrl,
      isOperationTime: op.isOperationTime,
      notOperationTimeMessage: op.notOperationTimeMessage,
      hours: op.hours,
      nextOpenAt: op.nextOpenAt,
      form: op.inquiryForm,
      chattingRoomId: room && room.lastSeq > 0 ? room.chattingRoomId : null,
      // 보호자 이름 and 연락처 as the form opens: an account holds a nickname (새싹6971), not a name, so no name.
      userData: { name: '', phoneNumber: user?.phoneNumber ?? '' },
    };
  }

  /**
   * The prepare form (POST /v2/chatting/cs/input-info): checks it against the shop's form, opens the room and
   * posts the filled-in form as the room's INQUIRY message, in one transaction.
   */
  async inputInfo(userSeq: number, body: InputInfo, now: Date) {
    const shop = await this.repos.chatting.shop(body.shopId);
    if (!shop) throw new AppError('SHOP_NOT_FOUND');
    if (!shop.chatting) throw new AppError('CHAT_NOT_AVAILABLE');
    const { inquiryForm: form } = await this.operation(shop, now);
    const missing = missingFields(form, body);
    if (missing.length) {
      throw new AppError('CHAT_INQUIRY_INCOMPLETE', undefined, {
        fields: missing.map((field) => ({ field, message: '필수 항목이에요.' })),
      });
    }
    if (body.date !== undefined) checkInquiryDate(body.date, now);
    const petSeqs = [...new Set(body.petSeqs)];
    const pets = petSeqs.length ? await this.repos.pets.mine(userSeq, petSeqs) : [];
    if (!pets) throw new AppError('PET_NOT_FOUND');
    const breeds = new Map((await this.repos.users.pets(userSeq)).map((p) => [p.petSeq, p.breedName]));
    const inquiry: ChatInquiry = {
      type: body.type ?? null,
      date: body.date ?? null,
      userData: form.askUser ? (body.userData ?? null) : null,
      pets: pets.map((p) => ({
        petSeq: p.petSeq,
        name: p.name,
        kind: p.kind,
        breedName: breeds.get(p.petSeq) ?? null,
      })),
      etcData: body.etcData.filter((e) => SHOWS_TEXT.test(e.answer)),
    };
    const room = await this.repos.chatting.openRoom(userSeq, body.shopId);
    const message = await this.append(
      room.chattingRoomId,
      'USER',
      null,
      { chattingRoomId: room.chattingRoomId, clientId: body.clientId, message: '', mediaSeqs: [] },
      now,
      inquiry,
    );
    return { chattingRoomId: room.chattingRoomId, message };
  }

  // ---- partner -----------------------------------------------------------------------------------------

  /** The room when it is at one of the staff member's shops; otherwise CHAT_ROOM_NOT_FOUND, as if it did not exist. */
  private async staffRoom(staffSeq: number, chattingRoomId: number) {
    const room = await this.repos.chatting.room(chattingRoomId);
    if (!room || !(await this.repos.partners.shopIds(staffSeq)).includes(room.shopId)) {
      throw new AppError('CHAT_ROOM_NOT_FOUND');
    }
    return room;
  }

  private async staffShop(staffSeq: number, shopId: number) {
    if (!(await this.repos.partners.shopIds(staffSeq)).includes(shopId)) throw new AppError('SHOP_NOT_FOUND');
    const shop = await this.repos.chatting.shop(shopId);
    if (!shop) throw new AppError('SHOP_NOT_FOUND');
    return shop;
  }

  async partnerRooms(staffSeq: number, shopId?: number) {
    const mine = await this.repos.partners.shopIds(staffSeq);
    if (shopId !== undefined && !mine.includes(shopId)) throw new AppError('FORBIDDEN');
    const rows = await this.repos.chatting.roomsOfShops(shopId !== undefined ? [shopId] : mine);
    return rows.map((r) => ({
      chattingRoomId: r.room.chattingRoomId,
      shopId: r.room.shopId,
      shopName: r.shopName,
      userSeq: r.room.userSeq,
      nickname: r.nickname,
      lastMessage: r.lastMessage,
      lastMessageAt: r.room.lastMessageAt,
      lastSeq: r.room.lastSeq,
      unreadCount: r.unreadCount,
      userReadSeq: r.room.userReadSeq,
    }));
  }

  async partnerMessages(staffSeq: number, q: MessageQuery) {
    checkMessageQuery(q);
    return this.page(await this.staffRoom(staffSeq, q.chattingRoomId), q);
  }

  async partnerSend(staffSeq: number, input: SendInput, now: Date) {
    await this.staffRoom(staffSeq, input.chattingRoomId);
    const clientId =
      input.clientId ?? `srv-${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    return this.append(input.chattingRoomId, 'SHOP', staffSeq, { ...input, clientId }, now);
  }

  async partnerRead(staffSeq: number, chattingRoomId: number, lastSeq: number) {
    const room = await this.staffRoom(staffSeq, chattingRoomId);
    return this.markRead(room, 'SHOP', lastSeq);
  }

  async settings(staffSeq: number, shopId: number, now: Date) {
    const shop = await this.staffShop(staffSeq, shopId);
    const op = await this.operation(shop, now);
    return {
      shopId,
      hours: op.hours,
      usesShopHours: op.usesShopHours,
      notOperationTimeMessage: op.notOperationTimeMessage,
      inquiryForm: op.inquiryForm,
    };
  }

  async saveSettings(
    staffSeq: number,
    body: {
      shopId: number;
      hours: ShopHour[] | null;
      notOperationTimeMessage: string;
      inquiryForm: ChatInquiryForm;
    },
    now: Date,
  ) {
    await this.staffShop(staffSeq, body.shopId);
    const invalid = settingsErrors(body);
    if (invalid.length) throw validationError(invalid);
    await this.repos.chatting.saveSettings(body.shopId, body, now);
    return this.settings(staffSeq, body.shopId, now);
  }

  staffTicket(staffSeq: number, now: Date) {
    return this.repos.chatting.issueStaffTicket(staffSeq, now);
  }

  // ---- realtime ----------------------------------------------------------------------------------------

  /** Who a socket ticket belongs to: an owner's CHAT token or a staff ticket; null when neither (or expired). */
  async resolveTicket(
    ticket: string,
    now: Date,
  ): Promise<{ userSeq: number } | { staffSeq: number; shopIds: number[] } | null> {
    const owner = await this.repos.sessions.resolve(ticket, 'CHAT');
    if (owner) return { userSeq: owner.userSeq };
    const staff = await this.repos.chatting.resolveStaffTicket(ticket, now);
    if (!staff) return null;
    return { staffSeq: staff.staffSeq, shopIds: await this.repos.partners.shopIds(staff.staffSeq) };
  }

  // ---- shared writes -----------------------------------------------------------------------------------

  /**
   * Stores a message as the room's next sequence (or answers the one already stored with this client id),
   * notifies the owner of a shop message in their 소식 (unless the room is muted), then announces it.
   */
  private async append(
    chattingRoomId: number,
    sender: ChatSender,
    staffSeq: number | null,
    input: SendInput & { clientId: string },
    now: Date,
    inquiry: ChatInquiry | null = null,
  ) {
    // Text that shows nothing (spaces, zero-width marks, Hangul fillers) is no text: a photo goes without a
    // caption, and a message of it alone is refused as blank instead of posting an empty bubble.
    const trimmed = input.message.trim();
    const body = SHOWS_TEXT.test(trimmed) ? trimmed : '';
    if (!inquiry && body === '' && input.mediaSeqs.length === 0) {
      throw new AppError('VALIDATION_ERROR', '메시지를 입력해 주세요.', {
        fields: [{ field: 'message', message: '메시지를 입력해 주세요.' }],
      });
    }
    const { row, room, created } = await this.uow(async ({ repos, services }) => {
      const locked = await repos.chatting.lockRoom(chattingRoomId);
      if (!locked) throw new AppError('CHAT_ROOM_NOT_FOUND');
      const existing = await repos.chatting.byClientId(chattingRoomId, sender, input.clientId);
      if (existing) return { row: existing, room: locked, created: false };
      const kind = inquiry ? 'INQUIRY' : input.mediaSeqs.length ? 'IMAGE' : 'TEXT';
      // Photos must be the sender's own fresh uploads (MEDIA_NOT_FOUND / MEDIA_ALREADY_ATTACHED otherwise).
      if (input.mediaSeqs.length) {
        await services.media.claim(
          sender === 'USER' ? { kind: 'USER', seq: locked.userSeq } : { kind: 'STAFF', seq: staffSeq! },
          input.mediaSeqs,
          now,
        );
      }
      const stored = await repos.chatting.append(
        locked,
        {
          sender,
          staffSeq,
          kind,
          body,
          mediaSeqs: [...new Set(input.mediaSeqs)],
          inquiry,
          clientId: input.clientId,
        },
        now,
      );
      if (sender === 'SHOP' && !locked.userMuted) {
        // One 소식 entry per room while it is unread, however many messages a burst has: it says how many the owner
        // has not read and the newest. Sends to a room are serialised by its lock, and notifyGrouped locks too.
        const shop = await repos.chatting.shop(locked.shopId);
        const [unread] = await repos.chatting.unreadCounts(locked.userSeq, chattingRoomId);
        await services.notifications.notifyGrouped(
          locked.userSeq,
          'CHAT',
          {
            title: chatNewsTitle(shop?.name, unread?.count ?? 1),
            body: previewOf(stored).slice(0, 100),
          },
          chatRoomLink(chattingRoomId),
          now,
        );
      }
      return { row: stored, room: locked, created: true };
    });
    const view = (await this.messageViews([row]))[0];
    if (created) {
      this.rememberStored(view);
      await this.announce(room, {
        type: 'message',
        chattingRoomId,
        messageSeq: row.messageSeq,
        seq: row.seq,
      });
      // Writing moved the sender's read mark to their message (repository.append). Said as any mark move is: the
      // same account's other phone drops its unread badge and refreshes its room list (the last message is theirs).
      await this.announce(room, { type: 'read', chattingRoomId, reader: sender, seq: row.seq });
    }
    return view;
  }

  private async markRead(room: ChatRoomRow, reader: ChatSender, lastSeq: number) {
    const readSeq = await this.repos.chatting.markRead(room.chattingRoomId, reader, lastSeq);
    await this.announce(room, { type: 'read', chattingRoomId: room.chattingRoomId, reader, seq: readSeq });
    return { chattingRoomId: room.chattingRoomId, readSeq };
  }

  /** The row is committed; a bus that is down delays delivery (clients resync) but does not fail the call. */
  private async announce(room: ChatRoomRow, event: ChatEvent) {
    try {
      await this.bus.publish(topicsOf(room), event);
    } catch {
      // Clients resync from their last sequence on reconnect, foreground and network return.
    }
  }
}
