import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatEvent, RedisChatBus } from '../../../infra/realtime/bus.js';
import { redisAvailable, TEST_REDIS_URL, uniquePrefix } from './redis.js';

const hasRedis = await redisAvailable();

describe.skipIf(!hasRedis)('the Redis bus', () => {
  const prefix = uniquePrefix();
  let a: RedisChatBus;
  let b: RedisChatBus;
  let other: RedisChatBus;

  beforeAll(async () => {
    a = new RedisChatBus(TEST_REDIS_URL, prefix);
    b = new RedisChatBus(TEST_REDIS_URL, prefix);
    other = new RedisChatBus(TEST_REDIS_URL, `${prefix}other:`);
    await Promise.all([a.ready(), b.ready(), other.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close(), other.close()]);
  });

  const event = (seq: number): ChatEvent => ({
    type: 'message',
    chattingRoomId: 7,
    messageSeq: 100 + seq,
    seq,
  });

  it('carries events between instances, in order, per topic, and only under its own prefix', async () => {
    const onB: ChatEvent[] = [];
    const onOther: ChatEvent[] = [];
    const offB = await b.subscribe('user:1', (e) => onB.push(e));
    await other.subscribe('user:1', (e) => onOther.push(e));
    const onShop: ChatEvent[] = [];
    await b.subscribe('shop:2', (e) => onShop.push(e));

    for (let seq = 1; seq <= 50; seq++) await a.publish(['user:1', 'shop:2'], event(seq));
    await expect.poll(() => onB.length).toBe(50);
    expect(onB.map((e) => (e.type === 'message' ? e.seq : 0))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(onShop).toHaveLength(50);
    expect(onOther).toEqual([]);

    await offB();
    await a.publish(['user:1'], event(51));
    await a.publish(['shop:2'], event(52));
    await expect.poll(() => onShop.length).toBe(51);
    expect(onB).toHaveLength(50);
  });
});
