import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient, configureApiClient } from '../../api/client';
import { setRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config';
import { removeAccessToken, setAccessToken } from '../../session/access-token';
import { fakeServer, ok } from '../../test/fake-server';
import { HIDDEN_CLOSE_MS, subscribeChat } from '../chat-live';
import type { ChatLiveEvent } from '../chat-live-types';

/** The browser's socket, driven by the test: `serverSays` delivers a frame, `drop` closes it from afar. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  sent: string[] = [];
  /** The server answers the page's pings. */
  answersPings = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
    if (this.answersPings && data.includes('ping')) this.serverSays({ type: 'pong' });
  }
  close() {
    this.readyState = 3;
  }
  opened() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  /** Closed from afar (the network, the server): the browser tells the page. */
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  serverSays(frame: object) {
    this.readyState = FakeSocket.OPEN;
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

let server: ReturnType<typeof fakeServer>;
const offs: (() => void)[] = [];

function listen() {
  const events: ChatLiveEvent['type'][] = [];
  offs.push(subscribeChat((e) => events.push(e.type)));
  return { events, off: offs.at(-1)! };
}

/** Settles the ticket request and the microtasks behind it. */
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  setRuntimeConfig({ apiBaseUrl: '/api' } as RuntimeConfig);
  configureApiClient({ baseURL: '/api' });
  setAccessToken('owner-token');
  server = fakeServer(authClient, () => ok({ chatToken: 'ticket-1' }));
});

afterEach(() => {
  for (const off of offs.splice(0)) off();
  server.restore();
  removeAccessToken();
});

describe('the page’s one chat socket', () => {
  it('opens one socket for every listener with a ticket, and tells them to resync once it is ready', async () => {
    const tabBar = listen();
    const room = listen();
    await settle();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v2/auth/chatting']);
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0]!.url).toContain('ticket=ticket-1');

    FakeSocket.all[0]!.serverSays({ type: 'ready', side: 'USER' });
    expect(tabBar.events).toEqual(['resync']);
    expect(room.events).toEqual(['resync']);
  });

  it('a listener that joins a socket already up resyncs on its own: what arrived while it was away is not lost', async () => {
    const tabBar = listen();
    const room = listen();
    await settle();
    const socket = FakeSocket.all[0]!;
    socket.serverSays({ type: 'ready', side: 'USER' });

    // The room screen goes away for a moment (its room failed to load); the tab bar keeps the socket up.
    room.off();
    socket.serverSays({ type: 'message', message: { chattingRoomId: 3, seq: 2 } });
    expect(room.events).toEqual(['resync']);

    // Back on screen: no second socket and no `ready`, yet it is told to fetch after its last sequence.
    const roomAgain = listen();
    await settle();
    expect(FakeSocket.all).toHaveLength(1);
    expect(roomAgain.events).toEqual(['resync']);
    expect(tabBar.events).toEqual(['resync', 'message']);
  });

  it('a listener that joins before the socket is ready waits for the ready, and hears resync once', async () => {
    listen();
    await settle();
    const late = listen();
    await settle();
    expect(late.events).toEqual([]);
    FakeSocket.all[0]!.serverSays({ type: 'ready', side: 'USER' });
    await settle();
    expect(late.events).toEqual(['resync']);
  });

  it('the last listener leaving closes the socket; the next one opens a new socket and waits for its ready', async () => {
    const first = listen();
    await settle();
    const socket = FakeSocket.all[0]!;
    socket.serverSays({ type: 'ready', side: 'USER' });
    first.off();
    expect(socket.readyState).toBe(3);

    const next = listen();
    await settle();
    expect(FakeSocket.all).toHaveLength(2);
    expect(next.events).toEqual([]);
    FakeSocket.all[1]!.serverSays({ type: 'ready', side: 'USER' });
    expect(next.events).toEqual(['resync']);
  });
});

describe('the chat socket while the page is hidden', () => {
  const visibility = () => vi.spyOn(document, 'visibilityState', 'get');
  const setShown = (state: DocumentVisibilityState) => {
    visibility().mockReturnValue(state);
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const pings = (socket: FakeSocket) => socket.sent.filter((f) => f.includes('ping')).length;
  const tickets = () => server.requests.filter((r) => r.url.endsWith('/v2/auth/chatting')).length;

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function openSocket() {
    const room = listen();
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.all.at(-1)!;
    socket.opened();
    socket.serverSays({ type: 'ready', side: 'USER' });
    return { room, socket };
  }

  it('stops its ping while the page is hidden, and pings at once when it is shown again', async () => {
    const { socket } = await openSocket();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(pings(socket)).toBe(1);

    setShown('hidden');
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(pings(socket)).toBe(1);
    expect(socket.readyState).toBe(FakeSocket.OPEN);

    setShown('visible');
    expect(pings(socket)).toBe(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(pings(socket)).toBe(3);
  });

  it('closes the socket after five minutes hidden, asks for nothing more until shown, then reconnects and resyncs', async () => {
    const { room, socket } = await openSocket();
    setShown('hidden');
    await vi.advanceTimersByTimeAsync(HIDDEN_CLOSE_MS);
    expect(socket.readyState).toBe(3);

    // An afternoon in the pocket: no ticket, no socket, no timer.
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(tickets()).toBe(1);
    expect(FakeSocket.all).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);

    setShown('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(tickets()).toBe(2);
    const next = FakeSocket.all.at(-1)!;
    expect(next).not.toBe(socket);
    next.opened();
    next.serverSays({ type: 'ready', side: 'USER' });
    expect(room.events).toEqual(['resync', 'resync']);
  });

  it('a socket dropped while the page is hidden waits for the page to be shown to reconnect', async () => {
    const { socket } = await openSocket();
    setShown('hidden');
    socket.drop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(tickets()).toBe(1);

    setShown('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(tickets()).toBe(2);
  });

  it('a quick look at another app keeps the socket', async () => {
    const { socket } = await openSocket();
    socket.answersPings = true;
    setShown('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    setShown('visible');
    await vi.advanceTimersByTimeAsync(HIDDEN_CLOSE_MS);
    expect(socket.readyState).toBe(FakeSocket.OPEN);
    expect(tickets()).toBe(1);
  });
});
