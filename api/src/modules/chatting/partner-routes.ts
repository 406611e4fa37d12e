import type { TypedApp } from '../../http/typed-app.js';
import { list, responses } from '../../http/schemas.js';
import { ok } from '../../lib/envelope.js';
import { currentPartner } from '../../plugins/auth.js';
import {
  chatMessageSchema,
  chatSettingsBody,
  chatSettingsSchema,
  messagesQuery,
  partnerChatRoomSchema,
  partnerRoomsQuery,
  partnerSendBody,
  readQuery,
  readSchema,
  shopIdQuery,
  ticketSchema,
} from './schemas.js';

const tags = ['chatting'];
const partner = { config: { auth: 'partner' as const } };
const security = [{ partnerAuth: [] }];

/** The shop's side of chat: staff of the room's shop only (another shop's room is 404 CHAT_ROOM_NOT_FOUND). */
export default async function partnerChattingRoutes(app: TypedApp) {
  const chat = app.services.chatting;

  app.get(
    '/partner/chatting/room',
    {
      ...partner,
      schema: {
        tags,
        summary: '내 매장 채팅방 (최근 대화순, 안 읽은 수)',
        description: 'Without shopId: every shop of mine. A shopId without a role: 403 FORBIDDEN.',
        security,
        querystring: partnerRoomsQuery,
        response: responses(list(partnerChatRoomSchema)),
      },
    },
    async (request) => ok(await chat.partnerRooms(currentPartner(request).staffSeq, request.query.shopId)),
  );

  app.get(
    '/partner/chatting/message',
    {
      ...partner,
      schema: {
        tags,
        summary: '채팅방 메시지 (10개씩 위로, afterSeq로 재동기화, editedSince로 놓친 수정)',
        description: 'As the owner’s GET /v2/chatting/message.',
        security,
        querystring: messagesQuery,
        response: responses(list(chatMessageSchema)),
      },
    },
    async (request) => ok(await chat.partnerMessages(currentPartner(request).staffSeq, request.query)),
  );

  app.post(
    '/partner/chatting/message/send',
    {
      ...partner,
      schema: {
        tags,
        summary: '매장 답변 보내기',
        description: 'The owner gets it live and as a 소식 notification (unless the room is muted).',
        security,
        body: partnerSendBody,
        response: responses(chatMessageSchema),
      },
    },
    async (request) => ok(await chat.partnerSend(currentPartner(request).staffSeq, request.body, app.now())),
  );

  app.post(
    '/partner/chatting/message/read',
    {
      ...partner,
      schema: {
        tags,
        summary: '매장 읽음 표시',
        security,
        querystring: readQuery,
        response: responses(readSchema),
      },
    },
    async (request) =>
      ok(
        await chat.partnerRead(
          currentPartner(request).staffSeq,
          request.query.chattingRoomId,
          request.query.lastSeq,
        ),
      ),
  );

  app.get(
    '/partner/chatting/settings',
    {
      ...partner,
      schema: {
        tags,
        summary: '채팅 설정 (상담 시간, 상담 시간 외 안내, 상담 신청서)',
        security,
        querystring: shopIdQuery,
        response: responses(chatSettingsSchema),
      },
    },
    async (request) =>
      ok(await chat.settings(currentPartner(request).staffSeq, request.query.shopId, app.now())),
  );

  app.put(
    '/partner/chatting/settings',
    {
      ...partner,
      schema: {
        tags,
        summary: '채팅 설정 저장',
        security,
        body: chatSettingsBody,
        response: responses(chatSettingsSchema),
      },
    },
    async (request) => ok(await chat.saveSettings(currentPartner(request).staffSeq, request.body, app.now())),
  );

  app.post(
    '/partner/auth/chatting',
    {
      ...partner,
      schema: {
        tags,
        summary: '매장 직원용 실시간 채팅 연결 티켓 (10분)',
        security,
        response: responses(ticketSchema),
      },
    },
    async (request) => ok(await chat.staffTicket(currentPartner(request).staffSeq, app.now())),
  );
}
