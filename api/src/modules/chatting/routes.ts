import type { TypedApp } from '../../http/typed-app.js';
import { bearer, list, responses } from '../../http/schemas.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/auth.js';
import { petSchema } from '../pets/schemas.js';
import {
  chatMessageSchema,
  chatRoomDetailSchema,
  chatRoomSchema,
  editBody,
  editParams,
  inputInfoBody,
  inputInfoResult,
  messagesQuery,
  metadataBody,
  optionalRoomQuery,
  prepareSchema,
  readQuery,
  readSchema,
  roomParams,
  sendBody,
  shopIdQuery,
  unreadCountSchema,
} from './schemas.js';

const tags = ['chatting'];
const auth = { config: { auth: 'required' as const } };

/** The owner's side of chat (spec §7 chatting, plus the + calls the screens need). */
export default async function chattingRoutes(app: TypedApp) {
  const chat = app.services.chatting;

  app.get(
    '/chatting/room',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 채팅방 목록 (고정한 방 먼저, 최근 대화순)',
        description: 'Rooms with at least one message. unreadCount = the shop messages after my read mark.',
        security: bearer,
        response: responses(list(chatRoomSchema)),
      },
    },
    async (request) => ok(await chat.rooms(currentUser(request).userSeq, app.now())),
  );

  app.post(
    '/chatting/room',
    {
      ...auth,
      schema: {
        tags,
        summary: '매장과의 채팅방 열기 (없으면 생성)',
        description: '404 SHOP_NOT_FOUND; 409 CHAT_NOT_AVAILABLE when the shop takes no chats.',
        security: bearer,
        querystring: shopIdQuery,
        response: responses(chatRoomDetailSchema),
      },
    },
    async (request) => ok(await chat.openRoom(currentUser(request).userSeq, request.query.shopId, app.now())),
  );

  app.get(
    '/chatting/room/:chattingRoomId',
    {
      ...auth,
      schema: {
        tags,
        summary: '채팅방 한 곳 (+): 매장, 상담 시간 여부, 읽음 표시',
        description: "Another owner's room: 404 CHAT_ROOM_NOT_FOUND.",
        security: bearer,
        params: roomParams,
        response: responses(chatRoomDetailSchema),
      },
    },
    async (request) =>
      ok(await chat.room(currentUser(request).userSeq, request.params.chattingRoomId, app.now())),
  );

  app.patch(
    '/chatting/room/metadata',
    {
      ...auth,
      schema: {
        tags,
        summary: '채팅방 고정･알림 끄기',
        description: 'A muted room adds no 소식 notification and no native alert for new shop messages.',
        security: bearer,
        body: metadataBody,
        response: responses(chatRoomDetailSchema),
      },
    },
    async (request) => ok(await chat.setMetadata(currentUser(request).userSeq, request.body, app.now())),
  );

  app.get(
    '/chatting/message',
    {
      ...auth,
      schema: {
        tags,
        summary: '메시지 (10개씩 위로: lastSeq 이전)',
        description:
          'Without lastSeq: the newest 10. With lastSeq: the 10 before it. A page of fewer than 10 is the first. ' +
          'size (+) asks a page of up to 50 instead of 10 (a phone reading back fast); one shorter than asked is the first. ' +
          'afterSeq (+) is the resync after a reconnect: up to 100 after it. Oldest first in these cases. ' +
          'editedSince (+), with fromSeq: the edits the phone missed while its socket was down, among the messages it ' +
          'holds: up to 100 edited since that time (less a minute), in the order they were edited; a full answer: ask ' +
          'again from the last one’s editedAt. The time is one this API answered (a message’s createdAt or editedAt), ' +
          'never the phone’s clock. With lastSeq or afterSeq, size with either of those, or fromSeq alone: 400 ' +
          'VALIDATION_ERROR.',
        security: bearer,
        querystring: messagesQuery,
        response: responses(list(chatMessageSchema)),
      },
    },
    async (request) => ok(await chat.messages(currentUser(request).userSeq, request.query)),
  );

  app.put(
    '/chatting/message/:messageSeq',
    {
      ...auth,
      schema: {
        tags,
        summary: '내 메시지 수정 (수정됨)',
        description:
          'Own text messages only: anything else is 404 CHAT_MESSAGE_NOT_FOUND; photos and the inquiry form 409 CHAT_MESSAGE_NOT_EDITABLE. ' +
          'With `editedAt` (as the phone shows it), a message edited since on another phone is 409 CHAT_MESSAGE_CHANGED ' +
          'with `data.message` (as it is now) and is not overwritten.',
        security: bearer,
        params: editParams,
        body: editBody,
        response: responses(chatMessageSchema),
      },
    },
    async (request) =>
      ok(
        await chat.edit(
          currentUser(request).userSeq,
          request.params.messageSeq,
          request.body.message,
          app.now(),
          request.body.editedAt,
        ),
      ),
  );

  app.post(
    '/chatting/message/read',
    {
      ...auth,
      schema: {
        tags,
        summary: '읽음 표시 (lastSeq까지)',
        description: "The owner's 소식 entries of the shop's messages up to readSeq are read with it.",
        security: bearer,
        querystring: readQuery,
        response: responses(readSchema),
      },
    },
    async (request) =>
      ok(
        await chat.read(
          currentUser(request).userSeq,
          request.query.chattingRoomId,
          request.query.lastSeq,
          app.now(),
        ),
      ),
  );

  app.post(
    '/chatting/message/send',
    {
      ...auth,
      schema: {
        tags,
        summary: '메시지 보내기 (clientId로 재전송해도 한 번만 저장)',
        description:
          'Stored as the room’s next sequence, then delivered live. The same clientId again answers the stored message.',
        security: bearer,
        body: sendBody,
        response: responses(chatMessageSchema),
      },
    },
    async (request) => ok(await chat.send(currentUser(request).userSeq, request.body, app.now())),
  );

  app.get(
    '/chatting/un-read/count',
    {
      ...auth,
      schema: {
        tags,
        summary: '안 읽은 메시지 수 (방별)',
        description:
          'Rooms with unread shop messages; with chattingRoomId, that room (also at 0). Empty list: nothing unread.',
        security: bearer,
        querystring: optionalRoomQuery,
        response: responses(list(unreadCountSchema)),
      },
    },
    async (request) =>
      ok(await chat.unreadCounts(currentUser(request).userSeq, request.query.chattingRoomId)),
  );

  app.get(
    '/chatting/pet',
    {
      ...auth,
      schema: {
        tags,
        summary: '상담할 반려동물 고르기',
        security: bearer,
        response: responses(list(petSchema)),
      },
    },
    async (request) => ok(await chat.pets(currentUser(request).userSeq)),
  );

  app.get(
    '/chatting/prepare',
    {
      ...auth,
      schema: {
        tags,
        summary: '상담 준비 (+): 상담 시간 여부, 매장의 상담 신청서',
        security: bearer,
        querystring: shopIdQuery,
        response: responses(prepareSchema),
      },
    },
    async (request) => ok(await chat.prepare(currentUser(request).userSeq, request.query.shopId, app.now())),
  );

  app.post(
    '/chatting/cs/input-info',
    {
      ...auth,
      schema: {
        tags,
        summary: '상담 신청서 보내기 → 채팅방',
        description:
          'Checked against the shop’s form (400 CHAT_INQUIRY_INCOMPLETE with data.fields); opens the room and posts the form as its INQUIRY message.',
        security: bearer,
        body: inputInfoBody,
        response: responses(inputInfoResult),
      },
    },
    async (request) => ok(await chat.inputInfo(currentUser(request).userSeq, request.body, app.now())),
  );
}
