/**
 * The delivery hub of one instance: what it reads and what it sends per bus event, with sockets standing in for
 * `ws` sockets (they record what they are sent).
 */
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { type ChatEvent, type ChatTopic, InProcessChatBus } from '../../../infra/realtime/bus.js';
import type { ChatMessageView } from '../schemas.js';
import { ChatHub } from '../socket.js';

class FakeSocket {
  readonly OPEN = 1;
  readyState = 1;
  readonly sent: { data: unknown; binary: unknown }[] = [];
  send(data: unknown, opts?: { binary?: boolean }) {
    this.sent.push({ data, binary: opts?.binary });
  }
  frames() {
    return this.sent.map((s) => JSON.parse(String(s.data)) as { type: string; message?: ChatMessageView });
  }
}

const view = (messageSeq: number, seq: number, message: string): ChatMessageView => ({
  messageSeq,
  chattingRoomId: 7,
  seq,
  sender: 'SHOP',
  kind: 'TEXT',
  message,
  images: [],
  inquiry: null,
  clientId: `c-${messageSeq}`,
  createdAt: new Date('2026-11-25T03:00:00Z'),
  editedAt: null,
});

const msg = (messageSeq: number, seq: number): ChatEvent => ({
  type: 'message',
  chattingRoomId: 7,
  messageSeq,
  seq,
});

async function hubWith(load: (event: Extract<ChatEvent, { type: 'message' | 'edited' }>) => unknown) {
  const bus = new InProcessChatBus();
  const loader = vi.fn(load) as unknown as ConstructorParameters<typeof ChatHub>[1] &
    ReturnType<typeof vi.fn>;
  const hub = new ChatHub(bus, loader);
  const join = async (n: number, topics: ChatTopic[]) => {
    const sockets = Array.from({ length: n }, () => new FakeSocket());
    await Promise.all(sockets.map((s) => hub.join(s as unknown as WebSocket, topics)));
    return sockets;
  };
  const settle = () => new Promise((r) => setTimeout(r, 20));
  return { bus, hub, loader, join, settle };
}

describe('one instance’s delivery hub', () => {
  it('loads a message once per event, however many sockets and topics hear it, and sends everyone the same text frame', async () => {
    const { bus, loader, join, settle } = await hubWith(async (e) => view(e.messageSeq, 1, '안녕하세요'));
    const owners = await join(500, ['user:1']);
    const staff = await join(3, ['shop:2']);

    await bus.publish(['user:1', 'shop:2'], msg(11, 1));
    await settle();

    expect(loader).toHaveBeenCalledTimes(1);
    const all = [...owners, ...staff];
    for (const s of all) {
      expect(s.sent).toHaveLength(1);
      expect(s.sent[0].binary).toBe(false); // a text frame: the browser gets a string
    }
    // Serialised and encoded once: every socket is handed the very same bytes.
    expect(new Set(all.map((s) => s.sent[0].data)).size).toBe(1);
    expect(owners[0].frames()[0]).toMatchObject({
      type: 'message',
      message: { messageSeq: 11, message: '안녕하세요' },
    });
  });

  it('keeps the bus’s order when an earlier message loads slower than a later one', async () => {
    const { bus, join, settle } = await hubWith(async (e) => {
      if (e.seq === 1) await new Promise((r) => setTimeout(r, 40));
      return view(e.messageSeq, e.seq, `m${e.seq}`);
    });
    const [socket] = await join(1, ['user:1']);

    await bus.publish(['user:1'], msg(21, 1));
    await bus.publish(['user:1'], msg(22, 2));
    await settle();
    await new Promise((r) => setTimeout(r, 60));

    expect(socket.frames().map((f) => f.message?.seq)).toEqual([1, 2]);
  });

  it('delivers each of two quick edits of one message with its own text', async () => {
    let text = '첫 수정';
    const { bus, loader, join, settle } = await hubWith(async (e) => view(e.messageSeq, 3, text));
    const [socket] = await join(1, ['user:1']);

    await bus.publish(['user:1'], {
      type: 'edited',
      chattingRoomId: 7,
      messageSeq: 31,
      seq: 3,
      editedAt: 1000,
    });
    await settle();
    text = '두 번째 수정';
    await bus.publish(['user:1'], {
      type: 'edited',
      chattingRoomId: 7,
      messageSeq: 31,
      seq: 3,
      editedAt: 2000,
    });
    await settle();

    expect(loader).toHaveBeenCalledTimes(2);
    expect(socket.frames().map((f) => f.message?.message)).toEqual(['첫 수정', '두 번째 수정']);
  });

  it('sends nothing to a socket that left or closed, and sends nothing when the message is gone', async () => {
    const { bus, hub, join, settle } = await hubWith(async (e) =>
      e.messageSeq === 42 ? null : view(e.messageSeq, 1, 'x'),
    );
    const [left, closed, open] = await join(3, ['user:1']);
    hub.leave(left as unknown as WebSocket, ['user:1']);
    closed.readyState = 3;

    await bus.publish(['user:1'], msg(41, 1));
    await bus.publish(['user:1'], msg(42, 2));
    await settle();

    expect(left.sent).toHaveLength(0);
    expect(closed.sent).toHaveLength(0);
    expect(open.frames().map((f) => f.message?.messageSeq)).toEqual([41]);
  });
});
