/** Schemas of the chatting domain (owner and partner chat, the shop's chat settings). */
import { type Static, Type } from '@sinclair/typebox';
import { dateStr, defaulted, enumOf, list, obj, S, VISIBLE_TEXT } from '../../http/schemas.js';
import { mediaSchema } from '../media/schemas.js';

const { str, int, bool, nullable, dateTime } = S;

export const PAGE_SIZE = 10;
/**
 * The most messages a page (`size`) may ask for: a phone reading back fast takes more than ten at a time (a page of ten
 * is less than a screen), and no more than a few screens' worth, so that a page stays quick to answer and to draw.
 */
export const PAGE_MAX = 50;
/** The most messages one resync (`afterSeq`, `editedSince`) answers; a client further behind asks again from the last one. */
export const RESYNC_MAX = 100;
/**
 * How far before `editedSince` the edits are answered again: an edit's time is the clock of the API instance that
 * saved it, and an edit saved a moment before another may be committed after it. A phone's mark comes from what
 * this API answered, so it is never ahead of these; the slack only repeats an edit or two the phone already has.
 */
export const EDIT_SLACK_MS = 60_000;

const roomId = Type.Integer({ minimum: 1 });
const hhmm = Type.String({ pattern: '^([01]\\d|2[0-4]):[0-5]\\d$', description: 'HH:MM (Asia/Seoul)' });

export const chatSenderEnum = enumOf(['USER', 'SHOP']);
export const chatKindEnum = enumOf(['TEXT', 'IMAGE', 'INQUIRY']);

/** A photo sent in a message: the media module's view of it. */
export const chatImageSchema = mediaSchema;

export const chatInquirySchema = obj({
  type: nullable(str),
  date: nullable(str),
  userData: nullable(obj({ name: str, phoneNumber: str })),
  pets: list(obj({ petSeq: int, name: str, kind: str, breedName: nullable(str) })),
  etcData: list(obj({ question: str, answer: str })),
});

export const chatMessageSchema = obj({
  messageSeq: int,
  chattingRoomId: int,
  seq: Type.Integer({ description: 'Per-room sequence: 1, 2, 3 … in the order the room stored them' }),
  sender: chatSenderEnum,
  kind: chatKindEnum,
  message: str,
  images: list(chatImageSchema),
  inquiry: nullable(chatInquirySchema),
  clientId: str,
  createdAt: dateTime,
  editedAt: nullable(dateTime),
});
export type ChatMessageView = Static<typeof chatMessageSchema>;

export const shopHourSchema = obj({
  dayOfWeek: Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday' }),
  open: hhmm,
  close: hhmm,
  closed: bool,
});

const operation = {
  isOperationTime: bool,
  notOperationTimeMessage: str,
};

export const chatRoomSchema = obj({
  chattingRoomId: int,
  shopId: int,
  shopName: str,
  shopImageUrl: nullable(str),
  lastMessage: nullable(str),
  lastMessageAt: nullable(dateTime),
  lastSeq: int,
  unreadCount: int,
  shopReadSeq: Type.Integer({ description: 'The shop has read up to this sequence (읽음 on my messages)' }),
  isPinned: bool,
  isMuted: bool,
  ...operation,
});

/** When the shop answers, for the out-of-hours notice: its hours and, while it is closed, when it opens next. */
const schedule = {
  hours: Type.Array(shopHourSchema, {
    description: 'The consultation hours (the chat settings’, else the shop page’s; none: always open)',
  }),
  nextOpenAt: nullable(dateTime, {
    description:
      'While closed, when the shop next opens (Asia/Seoul wall clock as an instant); null when open now or never',
  }),
};

/** One room (GET, POST, PATCH metadata): the list's row, with when the shop answers and how far I had read. */
export const chatRoomDetailSchema = obj({
  ...chatRoomSchema.properties,
  ...schedule,
  userReadSeq: Type.Integer({
    description: 'I have read up to this sequence: the room opens with "여기까지 읽었어요" after it',
  }),
});

export const partnerChatRoomSchema = obj({
  chattingRoomId: int,
  shopId: int,
  shopName: str,
  userSeq: int,
  nickname: str,
  lastMessage: nullable(str),
  lastMessageAt: nullable(dateTime),
  lastSeq: int,
  unreadCount: int,
  userReadSeq: int,
});

export const unreadCountSchema = obj({ chattingRoomId: int, count: int });

export const inquiryFormSchema = obj({
  askUser: bool,
  askPet: bool,
  askDate: bool,
  types: Type.Array(Type.String({ minLength: 1, maxLength: 30, pattern: VISIBLE_TEXT }), { maxItems: 10 }),
  etcQuestions: Type.Array(Type.String({ minLength: 1, maxLength: 100, pattern: VISIBLE_TEXT }), {
    maxItems: 5,
  }),
});

export const chatSettingsSchema = obj({
  shopId: int,
  hours: list(shopHourSchema),
  usesShopHours: bool,
  notOperationTimeMessage: str,
  inquiryForm: inquiryFormSchema,
});

export const chatSettingsBody = obj({
  shopId: roomId,
  hours: nullable(Type.Array(shopHourSchema, { maxItems: 7 }), {
    description: 'null: the shop page opening hours apply',
  }),
  notOperationTimeMessage: Type.String({ minLength: 1, maxLength: 300, pattern: VISIBLE_TEXT }),
  inquiryForm: inquiryFormSchema,
});

export const prepareSchema = obj({
  shopId: int,
  shopName: str,
  shopImageUrl: nullable(str),
  ...operation,
  ...schedule,
  form: inquiryFormSchema,
  chattingRoomId: nullable(int, { description: 'The room with this shop when one exists' }),
  userData: obj({ name: str, phoneNumber: str }),
});

export const shopIdQuery = obj({ shopId: roomId });
export const optionalRoomQuery = obj({ chattingRoomId: Type.Optional(roomId) });
export const partnerRoomsQuery = obj({ shopId: Type.Optional(roomId) });
export const roomParams = obj({ chattingRoomId: roomId });

export const messagesQuery = obj({
  chattingRoomId: roomId,
  lastSeq: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'The 10 (or `size`) messages before this sequence (paging upward)',
    }),
  ),
  size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PAGE_MAX,
      description:
        'How many messages a page has (+): 10 unless asked, up to 50. A page shorter than asked is the first. ' +
        'Only for a page (with or without lastSeq); not with afterSeq or editedSince.',
    }),
  ),
  afterSeq: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 2_147_483_647,
      description: 'Resync (+): up to 100 messages after this sequence, oldest first. Not with lastSeq.',
    }),
  ),
  editedSince: Type.Optional(
    Type.Unsafe<string>({
      type: 'string',
      format: 'date-time',
      description:
        'Edits missed (+): the messages edited since this time, as an `editedAt` or `createdAt` this API answered ' +
        '(not the phone’s clock), less a minute; up to 100, in the order they were edited. Not with lastSeq or afterSeq.',
    }),
  ),
  fromSeq: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 2_147_483_647,
      description: 'With editedSince: only messages from this sequence on (the oldest the phone holds)',
    }),
  ),
});

export const readQuery = obj({
  chattingRoomId: roomId,
  lastSeq: Type.Integer({ minimum: 0, description: 'Read up to this sequence' }),
});

export const readSchema = obj({ chattingRoomId: int, readSeq: int });

const clientId = Type.String({
  minLength: 8,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description:
    'Made by the client once per message; a retried send with the same id is answered, not stored again',
});
const text = Type.String({ maxLength: 1000, 'x-normalise-text': true });

export const sendBody = obj({
  chattingRoomId: roomId,
  clientId,
  message: defaulted(text, ''),
  mediaSeqs: defaulted(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10 }), []),
});

export const partnerSendBody = obj({
  chattingRoomId: roomId,
  clientId: Type.Optional(clientId),
  message: defaulted(text, ''),
  mediaSeqs: defaulted(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10 }), []),
});

export const editParams = obj({ messageSeq: Type.Integer({ minimum: 1 }) });
export const editBody = obj({
  // Edited to nothing that shows (zero-width marks alone) is refused as blank, like a new message.
  message: Type.String({ minLength: 1, maxLength: 1000, pattern: VISIBLE_TEXT, 'x-normalise-text': true }),
  // The same account on two phones: the edit is of the message as this phone shows it.
  editedAt: Type.Optional(
    nullable(dateTime, {
      description:
        'The message’s editedAt as the phone shows it (null: never edited). Edited since (on another phone) → ' +
        '409 CHAT_MESSAGE_CHANGED with `data.message`, the message as it is now; nothing is saved.',
    }),
  ),
});

export const metadataBody = obj({
  chattingRoomId: roomId,
  isPinned: Type.Optional(bool),
  isMuted: Type.Optional(bool),
});

export const inputInfoBody = obj({
  shopId: roomId,
  clientId,
  type: Type.Optional(Type.String({ maxLength: 30 })),
  date: Type.Optional(dateStr),
  petSeqs: defaulted(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10 }), []),
  userData: Type.Optional(
    obj({
      name: Type.String({ minLength: 1, maxLength: 20, pattern: VISIBLE_TEXT, 'x-normalise-text': true }),
      phoneNumber: Type.String({ pattern: '^01\\d{8,9}$' }),
    }),
  ),
  etcData: defaulted(
    Type.Array(obj({ question: Type.String({ maxLength: 100 }), answer: Type.String({ maxLength: 500 }) }), {
      maxItems: 5,
    }),
    [],
  ),
});
export type InputInfo = Static<typeof inputInfoBody>;

export const inputInfoResult = obj({ chattingRoomId: int, message: chatMessageSchema });
export const ticketSchema = obj({ chatToken: str, expiresAt: dateTime });
