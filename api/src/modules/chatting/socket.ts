/**
 * GET /v2/chatting/ws?ticket=: the live channel. The ticket is an owner's CHAT token (POST /v2/auth/chatting) or a
 * staff ticket (POST /v2/partner/auth/chatting); an owner hears the rooms of `user:<userSeq>`, staff the rooms of
 * `shop:<shopId>` for each of their shops, so a room of another owner or shop is never delivered. The bus carries
 * ids; this instance reads each row once (not at all when it stored the message itself) and sends the same encoded
 * frame to its sockets on that topic, in the bus's order.
 *
 * Server → client: {type:'ready'} | {type:'message'|'edited', message} | {type:'read', chattingRoomId, reader, seq}
 * | {type:'pong'}. Client → server: {type:'ping'}. The server also pings every 25 s and drops a socket that missed
 * a pong. Clients resync with GET …/message?afterSeq= after every (re)connect.
 */
import websocket from '@fastify/websocket';
import { Type } from '@sinclair/typebox';
import type { WebSocket } from 'ws';
import type { TypedApp } from '../../http/typed-app.js';
import { obj } from '../../http/schemas.js';
import { AppError } from '../../lib/errors.js';
import type { ChatBus, ChatEvent, ChatTopic } from '../../infra/realtime/bus.js';
import type { ChatMessageView } from './schemas.js';

export const HEARTBEAT_MS = 25_000;

type Frame =
  | { type: 'message' | 'edited'; message: ChatMessageView }
  | { type: 'read'; chattingRoomId: number; reader: 'USER' | 'SHOP'; seq: number };

interface TopicState {
  sockets: Set<WebSocket>;
  unsubscribe: Promise<() => Promise<void>>;
  /** Deliveries of this topic, one after another, so a socket sees the bus's order. */
  chain: Promise<void>;
}

type MessageEvent = Extract<ChatEvent, { type: 'message' | 'edited' }>;

/** Sent as a text frame: the browser's `event.data` is the JSON string, as with `send(string)`. */
const TEXT = { binary: false } as const;

/** The frame key of an event: one frame per event however many of this instance's topics carry it. */
const frameKey = (event: MessageEvent) =>
  event.type === 'edited'
    ? `edited:${event.messageSeq}:${event.editedAt}`
    : `message:${event.messageSeq}:${event.seq}`;

/**
 * This instance's sockets by topic, one bus subscription per topic. Per event and instance: at most one load of
 * the message (however many topics and sockets hear it), one JSON serialisation and one UTF-8 encoding; every
 * socket is then sent the same bytes (authorisation was decided when the socket joined its topics).
 */
export class ChatHub {
  private readonly topics = new Map<ChatTopic, TopicState>();
  private readonly frames = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly bus: ChatBus,
    private readonly load: (event: MessageEvent) => Promise<ChatMessageView | null>,
  ) {}

  get size() {
    let n = 0;
    for (const t of this.topics.values()) n += t.sockets.size;
    return n;
  }

  /** Resolves once the bus delivers this topic to this socket (the client's resync comes after it). */
  async join(socket: WebSocket, topics: ChatTopic[]) {
    await Promise.all(
      topics.map((topic) => {
        let state = this.topics.get(topic);
        if (!state) {
          const created: TopicState = {
            sockets: new Set(),
            chain: Promise.resolve(),
            unsubscribe: this.bus.subscribe(topic, (event) => this.deliver(created, event)),
          };
          state = created;
          this.topics.set(topic, state);
        }
        state.sockets.add(socket);
        return state.unsubscribe;
      }),
    );
  }

  leave(socket: WebSocket, topics: ChatTopic[]) {
    for (const topic of topics) {
      const state = this.topics.get(topic);
      if (!state) continue;
      state.sockets.delete(socket);
      if (state.sockets.size === 0) {
        this.topics.delete(topic);
        void state.unsubscribe.then((off) => off()).catch(() => {});
      }
    }
  }

  private deliver(state: TopicState, event: ChatEvent) {
    const frame = this.frame(event);
    state.chain = state.chain.then(async () => {
      const raw = await frame.catch(() => null);
      if (!raw) return;
      for (const socket of state.sockets) if (socket.readyState === socket.OPEN) socket.send(raw, TEXT);
    });
  }

  /** One load of the row per event on this instance, however many topics and sockets hear it. */
  private frame(event: ChatEvent): Promise<Buffer | null> {
    if (event.type === 'read') return Promise.resolve(encode(event satisfies Frame));
    const key = frameKey(event);
    let frame = this.frames.get(key);
    if (!frame) {
      frame = this.load(event).then((message) =>
        message ? encode({ type: event.type, message } satisfies Frame) : null,
      );
      this.frames.set(key, frame);
      setTimeout(() => this.frames.delete(key), 2_000).unref();
    }
    return frame;
  }
}

const encode = (frame: Frame) => Buffer.from(JSON.stringify(frame));

const wsQuery = obj({ ticket: Type.String({ minLength: 10, maxLength: 200 }) });

export default async function chattingSocketRoutes(app: TypedApp) {
  await app.register(websocket, { options: { maxPayload: 4 * 1024 } });
  const chat = app.services.chatting;
  const hub = new ChatHub(app.chatBus, (event) => chat.deliveryView(event));

  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (!alive.has(socket)) {
        socket.terminate();
        continue;
      }
      alive.delete(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(
    '/chatting/ws',
    {
      websocket: true,
      schema: { hide: true, querystring: wsQuery },
      preValidation: async (request) => {
        const { ticket } = request.query as { ticket?: string };
        const who = ticket ? await chat.resolveTicket(ticket, app.now()) : null;
        if (!who) throw new AppError('INVALID_CHAT_TICKET');
        (request as unknown as { chatWho: typeof who }).chatWho = who;
      },
    },
    (socket, request) => {
      const who = (
        request as unknown as { chatWho: { userSeq: number } | { staffSeq: number; shopIds: number[] } }
      ).chatWho;
      const topics: ChatTopic[] =
        'userSeq' in who ? [`user:${who.userSeq}`] : who.shopIds.map((id) => `shop:${id}` as const);
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      socket.on('message', (raw) => {
        alive.add(socket);
        let msg: { type?: string } | null = null;
        try {
          msg = JSON.parse(String(raw)) as { type?: string };
        } catch {
          // not ours
        }
        if (msg?.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      });
      socket.on('close', () => hub.leave(socket, topics));
      void hub.join(socket, topics).then(
        () => {
          if (socket.readyState === socket.OPEN) {
            socket.send(JSON.stringify({ type: 'ready', side: 'userSeq' in who ? 'USER' : 'SHOP' }));
          }
        },
        () => socket.close(1011, 'bus unavailable'),
      );
    },
  );
}
