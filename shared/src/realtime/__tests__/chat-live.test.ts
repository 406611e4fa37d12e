import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient, configureApiClient } from '../../api/client';
import { setRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config';
import { removeAccessToken, setAccessToken } from '../../session/access-token';
import { fakeServer, ok } from '../../test/fake-server';
import { subscribeChat } from '../chat-live';
import type { ChatLiveEvent } from '../chat-live-types';

/** The browser's socket, driven by the test: `serverSays` delivers a frame, `drop` closes it from afar. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
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
