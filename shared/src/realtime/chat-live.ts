// The one chat socket of the page (DESIGN.md "realtime"): a short-lived ticket (POST /v2/auth/chatting), the
// socket on the API's origin (through the site's /api proxy), an app-level ping every 20 s (a browser cannot see
// protocol pings) and a reconnect with exponential backoff and jitter. After every (re)connect, when the tab comes
// back to the foreground and when the network returns, listeners get `resync` and fetch from their last sequence,
// so whatever the socket missed still arrives, once. Loaded lazily (loadChatLive): it is not in any first load.
import { getRuntimeConfig } from '../index';
import { backoffMs } from './backoff';
import { apiPost, getAccessToken, type ChatLiveEvent, type ChatLiveListener } from '../index';

const PING_MS = 20_000;
const SILENCE_MS = 45_000;

const listeners = new Set<ChatLiveListener>();
let socket: WebSocket | null = null;
let opening = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let pingTimer: ReturnType<typeof setInterval> | null = null;
let attempt = 0;
let lastFrameAt = 0;
let windowHooked = false;
/** The server said `ready` on the current socket: it is subscribed, and frames from now on reach listeners. */
let ready = false;

function tell(listener: ChatLiveListener, event: ChatLiveEvent) {
  try {
    listener(event);
  } catch {
    // one listener's bug must not starve the others
  }
}

function emit(event: ChatLiveEvent) {
  for (const listener of [...listeners]) tell(listener, event);
}

function socketUrl(ticket: string) {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const url = new URL(`${base}/v2/chatting/ws`, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

function clearTimers() {
  if (retryTimer) clearTimeout(retryTimer);
  if (pingTimer) clearInterval(pingTimer);
  retryTimer = null;
  pingTimer = null;
}

function scheduleReconnect() {
  if (!listeners.size || retryTimer || !getAccessToken()) return;
  const ceiling = backoffMs(attempt);
  attempt += 1;
  // "Equal jitter": half the ceiling plus a random half, so a crowd of clients does not return at once.
  const delay = ceiling / 2 + Math.random() * (ceiling / 2);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void open();
  }, delay);
}

async function open() {
  if (socket || opening || !listeners.size || !getAccessToken()) return;
  opening = true;
  let ticket: string;
  try {
    ticket = (await apiPost<{ chatToken: string }>('/v2/auth/chatting')).chatToken;
  } catch {
    opening = false;
    scheduleReconnect();
    return;
  }
  opening = false;
  if (!listeners.size || socket) return;
  const ws = new WebSocket(socketUrl(ticket));
  socket = ws;
  ws.onopen = () => {
    lastFrameAt = Date.now();
    pingTimer = setInterval(() => {
      if (Date.now() - lastFrameAt > SILENCE_MS) ws.close();
      else if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
    }, PING_MS);
  };
  ws.onmessage = (e: MessageEvent) => {
    lastFrameAt = Date.now();
    let frame: { type?: string } & Record<string, unknown>;
    try {
      frame = JSON.parse(String(e.data));
    } catch {
      return;
    }
    if (frame.type === 'ready') {
      attempt = 0;
      ready = true;
      emit({ type: 'resync' });
    } else if (frame.type === 'message' || frame.type === 'edited' || frame.type === 'read') {
      emit(frame as unknown as ChatLiveEvent);
    }
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    ready = false;
    clearTimers();
    scheduleReconnect();
  };
}

/** Foreground or network back: reconnect now if we are down, and let listeners resync either way. */
function wake() {
  if (!listeners.size) return;
  if (!socket) {
    attempt = 0;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    void open();
  } else {
    emit({ type: 'resync' });
  }
}

function hookWindow() {
  if (windowHooked) return;
  windowHooked = true;
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wake();
  });
}

export function subscribeChat(listener: ChatLiveListener): () => void {
  listeners.add(listener);
  hookWindow();
  // Joining a socket that is already up (another screen holds it: the tab bar's red dot), this listener gets
  // no `ready` of its own, yet its cache may be older than the socket's frames: a room screen that unmounted
  // for a moment missed whatever arrived meanwhile. It resyncs once, on its own.
  if (ready)
    queueMicrotask(() => {
      if (ready && listeners.has(listener)) tell(listener, { type: 'resync' });
    });
  void open();
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    clearTimers();
    const ws = socket;
    socket = null;
    ready = false;
    ws?.close();
  };
}

export function isChatLiveOpen(): boolean {
  return socket?.readyState === WebSocket.OPEN;
}
