/**
 * The realtime bus (DESIGN.md "realtime"): messages are stored first, the bus only says which rows changed, to
 * every API instance. In-process by default; Redis pub/sub when REDIS_URL is set, so clients connected to
 * different instances hear the same events. Pub/sub may drop events (a reconnecting subscriber, a dead
 * instance); clients resync from their last sequence, so a lost event delays a message and never loses it.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** What changed in a room; ids only; the instance that delivers it reads the rows. */
export type ChatEvent =
  | { type: 'message'; chattingRoomId: number; messageSeq: number; seq: number }
  /** `editedAt` (ms) tells two edits of one message apart, so each is read and delivered with its own text. */
  | { type: 'edited'; chattingRoomId: number; messageSeq: number; seq: number; editedAt: number }
  | { type: 'read'; chattingRoomId: number; reader: 'USER' | 'SHOP'; seq: number };

export type ChatTopic = `user:${number}` | `shop:${number}`;

export interface ChatBus {
  publish(topics: ChatTopic[], event: ChatEvent): Promise<void>;
  /** Listens to one topic; returns the unsubscribe function. */
  subscribe(topic: ChatTopic, handler: (event: ChatEvent) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export class InProcessChatBus implements ChatBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(topics: ChatTopic[], event: ChatEvent) {
    for (const topic of topics) this.emitter.emit(topic, event);
  }

  async subscribe(topic: ChatTopic, handler: (event: ChatEvent) => void) {
    this.emitter.on(topic, handler);
    return async () => {
      this.emitter.off(topic, handler);
    };
  }

  async close() {
    this.emitter.removeAllListeners();
  }
}

/**
 * Redis pub/sub: one publishing and one subscribing connection per instance; a channel is subscribed once
 * however many local sockets listen to it. `prefix` keeps several deployments (or test runs) apart.
 */
export class RedisChatBus implements ChatBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly local = new InProcessChatBus();
  private readonly counts = new Map<string, number>();

  constructor(
    url: string,
    private readonly prefix = 'guardian:chat:',
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    this.sub.on('message', (channel: string, raw: string) => {
      if (!channel.startsWith(this.prefix)) return;
      let event: ChatEvent;
      try {
        event = JSON.parse(raw) as ChatEvent;
      } catch {
        return;
      }
      void this.local.publish([channel.slice(this.prefix.length) as ChatTopic], event);
    });
    // A reconnect resubscribes by itself (ioredis autoResubscribe); errors are logged by the caller's clients.
    this.pub.on('error', () => {});
    this.sub.on('error', () => {});
  }

  async publish(topics: ChatTopic[], event: ChatEvent) {
    const raw = JSON.stringify(event);
    const pipeline = this.pub.pipeline();
    for (const topic of topics) pipeline.publish(this.prefix + topic, raw);
    await pipeline.exec();
  }

  async subscribe(topic: ChatTopic, handler: (event: ChatEvent) => void) {
    const unsubscribeLocal = await this.local.subscribe(topic, handler);
    const n = (this.counts.get(topic) ?? 0) + 1;
    this.counts.set(topic, n);
    if (n === 1) await this.sub.subscribe(this.prefix + topic);
    return async () => {
      await unsubscribeLocal();
      const left = (this.counts.get(topic) ?? 1) - 1;
      if (left > 0) {
        this.counts.set(topic, left);
        return;
      }
      this.counts.delete(topic);
      if (this.sub.status === 'ready') await this.sub.unsubscribe(this.prefix + topic);
    };
  }

  /** Resolves once both connections are up (tests and start-up wait for it). */
  async ready() {
    const up = (r: Redis) =>
      r.status === 'ready' ? Promise.resolve() : new Promise<void>((res) => r.once('ready', () => res()));
    await Promise.all([up(this.pub), up(this.sub)]);
  }

  async close() {
    await this.local.close();
    this.pub.disconnect();
    this.sub.disconnect();
  }
}

/** The bus for this process: Redis when `redisUrl` is set, else in-process. */
export function createChatBus(redisUrl: string | undefined, prefix?: string): ChatBus {
  return redisUrl ? new RedisChatBus(redisUrl, prefix) : new InProcessChatBus();
}
