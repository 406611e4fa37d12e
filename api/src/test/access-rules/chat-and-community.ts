/**
 * Access-control entries of chat (owner and partner sides) and the community (issue 9). See
 * `../access-control-table.ts` for the shape of an entry and the world every `make` runs in.
 *
 * Chat rooms belong to one owner and one shop: another owner's room, or a room of a shop the staff member does
 * not work at, is 404 CHAT_ROOM_NOT_FOUND. Community posts and comments are public to every owner; only editing
 * and deleting them is owned (anyone else: 404 COMMUNITY_POST_NOT_FOUND / COMMUNITY_COMMENT_NOT_FOUND).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { AccessRule, World } from '../access-control-table.js';

const data = (r: LightMyRequestResponse) => {
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json().data as unknown;
};

let n = 0;
const clientId = () => `access-${Date.now().toString(36)}-${(n++).toString(36)}`;

/**
 * ownerA's room at shop A (one room per owner and shop, so every rule adds to the same room) with a new message
 * of each side; the shop's is unread. Each rule's state is read before and after its intruders, so sharing is fine.
 */
async function room(w: World) {
  const { chatting } = w.t.app.services;
  const now = w.clock.now();
  const opened = await chatting.openRoom(w.ownerA.userSeq, w.shopA.shopId, now);
  const roomId = opened.chattingRoomId;
  const mine = await chatting.send(
    w.ownerA.userSeq,
    { chattingRoomId: roomId, clientId: clientId(), message: '목욕 예약 문의드려요', mediaSeqs: [] },
    now,
  );
  const shopSent = await w.t.inject({
    method: 'POST',
    url: '/v2/partner/chatting/message/send',
    headers: w.staffA.auth,
    payload: { chattingRoomId: roomId, message: '네, 언제 오시나요?' },
  });
  const reply = data(shopSent) as { seq: number };
  return { roomId, messageSeq: mine.messageSeq, lastSeq: reply.seq };
}

/** The room as its owner sees it (read marks, pin, mute, last message) and all its messages. */
const ownerRoomState = (w: World, roomId: number) => async () => ({
  room: data(await w.get(`/v2/chatting/room/${roomId}`, w.ownerA.auth)),
  messages: data(await w.get(`/v2/chatting/message?chattingRoomId=${roomId}&afterSeq=0`, w.ownerA.auth)),
});

/** The room as the shop sees it (its read mark, the owner's read mark). */
const shopRoomState = (w: World, roomId: number) => async () => ({
  room: (
    data(await w.get(`/v2/partner/chatting/room?shopId=${w.shopA.shopId}`, w.staffA.auth)) as {
      chattingRoomId: number;
    }[]
  ).find((r) => r.chattingRoomId === roomId),
  messages: data(
    await w.get(`/v2/partner/chatting/message?chattingRoomId=${roomId}&afterSeq=0`, w.staffA.auth),
  ),
});

/** A fresh post of ownerA (through the service: the per-user posting budget is not what is tested here). */
async function post(w: World) {
  const created = await w.t.app.services.community.create(
    w.ownerA.userSeq,
    { content: `산책 다녀왔어요 ${clientId()}`, mediaSeqs: [] },
    w.clock.now(),
  );
  return created.communitySeq;
}

const postState = (w: World, seq: number) => async () => ({
  post: data(await w.get(`/v2/community/${seq}`, w.ownerA.auth)),
  comments: data(await w.get(`/v2/community/${seq}/comments`, w.ownerA.auth)),
});

/** A fresh comment of ownerA on a fresh post of ownerA. */
async function comment(w: World) {
  const communitySeq = await post(w);
  const commentSeq = await w.t.app.services.community.comment(
    w.ownerA.userSeq,
    communitySeq,
    { content: '저도 다녀왔어요' },
    w.clock.now(),
  );
  return { communitySeq, commentSeq, state: postState(w, communitySeq) };
}

export const CHAT_AND_COMMUNITY_RULES: Record<string, AccessRule> = {
  // ---- chat, owner side ----------------------------------------------------------------------------------
  'POST /v2/chatting/room': {
    open: 'opens (or finds) the caller’s own room with a shop; any owner may ask any shop that takes chats',
  },
  'GET /v2/chatting/prepare': {
    open: 'a shop’s chat hours and inquiry form are public; the room it names is the caller’s own',
  },
  'GET /v2/chatting/room/{chattingRoomId}': {
    owned: 'owner',
    async make(w) {
      const { roomId } = await room(w);
      return { url: `/v2/chatting/room/${roomId}`, state: ownerRoomState(w, roomId) };
    },
  },
  'GET /v2/chatting/message': {
    owned: 'owner',
    async make(w) {
      const { roomId } = await room(w);
      return { url: `/v2/chatting/message?chattingRoomId=${roomId}`, state: ownerRoomState(w, roomId) };
    },
  },
  'PUT /v2/chatting/message/{messageSeq}': {
    owned: 'owner',
    async make(w) {
      const { roomId, messageSeq } = await room(w);
      return {
        url: `/v2/chatting/message/${messageSeq}`,
        body: { message: '침입자가 고친 메시지' },
        state: ownerRoomState(w, roomId),
      };
    },
  },
  'POST /v2/chatting/message/read': {
    owned: 'owner',
    async make(w) {
      const { roomId, lastSeq } = await room(w);
      return {
        url: `/v2/chatting/message/read?chattingRoomId=${roomId}&lastSeq=${lastSeq}`,
        state: shopRoomState(w, roomId),
      };
    },
  },
  'GET /v2/chatting/un-read/count': {
    owned: 'owner',
    async make(w) {
      const { roomId } = await room(w);
      return { url: `/v2/chatting/un-read/count?chattingRoomId=${roomId}`, state: ownerRoomState(w, roomId) };
    },
  },

  // ---- chat, shop side -----------------------------------------------------------------------------------
  'GET /v2/partner/chatting/room': {
    owned: 'partner',
    refused: {
      status: 403,
      why: 'a shopId the staff member has no role at is FORBIDDEN, as for partner reservations; shops are public',
    },
    async make(w) {
      const { roomId } = await room(w);
      return { url: `/v2/partner/chatting/room?shopId=${w.shopA.shopId}`, state: shopRoomState(w, roomId) };
    },
  },
  'GET /v2/partner/chatting/message': {
    owned: 'partner',
    async make(w) {
      const { roomId } = await room(w);
      return {
        url: `/v2/partner/chatting/message?chattingRoomId=${roomId}`,
        state: shopRoomState(w, roomId),
      };
    },
  },
  'POST /v2/partner/chatting/message/read': {
    owned: 'partner',
    async make(w) {
      const { roomId, lastSeq } = await room(w);
      return {
        url: `/v2/partner/chatting/message/read?chattingRoomId=${roomId}&lastSeq=${lastSeq}`,
        state: ownerRoomState(w, roomId),
      };
    },
  },
  'GET /v2/partner/chatting/settings': {
    owned: 'partner',
    async make(w) {
      return {
        url: `/v2/partner/chatting/settings?shopId=${w.shopA.shopId}`,
        state: async () =>
          data(await w.get(`/v2/partner/chatting/settings?shopId=${w.shopA.shopId}`, w.staffA.auth)),
      };
    },
  },

  // ---- community -------------------------------------------------------------------------------------------
  'GET /v2/community': { open: 'breedSeq filters the public feed by a public breed' },
  'GET /v2/community/search': { open: 'breedSeq filters the public search by a public breed' },
  'GET /v2/community/{communitySeq}': {
    open: 'posts are public to every owner (a post hidden after reports is 404 to all but its author)',
  },
  'GET /v2/community/{communitySeq}/comments': { open: 'the comments of a public post are public' },
  'GET /v2/community/{communitySeq}/comment-threads': {
    open: 'the comments of a public post are public; a hidden post is 404 to all but its author',
  },
  'GET /v2/community/comments/{commentSeq}/replies': {
    open: 'the replies of a public post are public; a hidden post is 404 to all but its author',
  },
  'POST /v2/community/{communitySeq}/comments': {
    open: 'any owner may comment on a public post; the comment is the caller’s own',
  },
  'POST /v2/community/{communitySeq}/like': {
    open: 'any owner may like a public post; it writes only the caller’s own like',
  },
  'DELETE /v2/community/{communitySeq}/like': { open: 'removes only the caller’s own like' },
  'POST /v2/community/blocks/{userSeq}': {
    open: 'the id names the person the caller blocks, not an object anyone owns; only the caller’s own block list changes',
  },
  'DELETE /v2/community/blocks/{userSeq}': {
    open: 'removes only the caller’s own block of that person; no one else’s list changes',
  },
  'POST /v2/community/{communitySeq}/report': {
    open: 'any owner may report a public post once; the report is the caller’s own (the author: 409)',
  },
  'POST /v2/community/comments/{commentSeq}/report': {
    open: 'any owner may report a public comment once; the report is the caller’s own (the author: 409)',
  },
  'PUT /v2/community/{communitySeq}': {
    owned: 'owner',
    async make(w) {
      const seq = await post(w);
      return {
        url: `/v2/community/${seq}`,
        body: { content: '침입자가 고친 글', mediaSeqs: [] },
        state: postState(w, seq),
      };
    },
  },
  'DELETE /v2/community/{communitySeq}': {
    owned: 'owner',
    async make(w) {
      const seq = await post(w);
      return { url: `/v2/community/${seq}`, state: postState(w, seq) };
    },
  },
  'PUT /v2/community/comments/{commentSeq}': {
    owned: 'owner',
    async make(w) {
      const c = await comment(w);
      return {
        url: `/v2/community/comments/${c.commentSeq}`,
        body: { content: '침입자 댓글' },
        state: c.state,
      };
    },
  },
  'DELETE /v2/community/comments/{commentSeq}': {
    owned: 'owner',
    async make(w) {
      const c = await comment(w);
      return { url: `/v2/community/comments/${c.commentSeq}`, state: c.state };
    },
  },
};
