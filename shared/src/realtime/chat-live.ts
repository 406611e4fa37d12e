// The one chat socket of the page (DESIGN.md "realtime"): a short-lived ticket (POST /v2/auth/chatting), the
// socket on the API's origin (through the site's /api proxy), an app-level ping every 20 s (a browser cannot see
// protocol pings) and a reconnect with exponential backoff and jitter. After every (re)connect, when the tab comes
// back to the foreground and when the network returns, listeners get `resync` and fetch from their last sequence,
// so whatever the socket missed still arrives, once. Loaded lazily (loadChatLive): it is not in any first load.
// In the background (the app behind KakaoTalk, the phone in a pocket) the page's own ping stops: the server's
// protocol pings (every 25 s) keep the connection, and the browser answers those without waking the page. A page
// hidden for HIDDEN_CLOSE_MS closes the socket and does not reconnect until it is shown again; then it opens a new
// one and every listener resyncs, so nothing is lost: a shop's message meanwhile reaches the phone as a push
// notification (the API's CHAT 소식), and the screen reads it on return. A quick look at another app keeps it.
import { getRuntimeConfig } from '../index';
import { backoffMs } from './backoff';
import { apiPost, getAccessToken, type ChatLiveEvent, type ChatLiveListener } from '../index';

const PING_MS = 20_000;
const SILENCE_MS = 45_000;
/** Hidden this long (another app in front, the screen off), the socket closes until the page is shown again. */
export const HIDDEN_CLOSE_MS = 5 * 60_000;

const listeners = new Set<ChatLiveListener>();
let socket: WebSocket | null = null;
let opening = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let pingTimer: ReturnType<typeof setInterval> | null = null;
let hiddenTimer: ReturnType<typeof setTimeout> | null = null;
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

const pageHidden = () => document.visibilityState === 'hidden';

function stopPing() {
  if (pingTimer) clearInterval(pingTimer);
  pingTimer = null;
}

/** The page's own ping, while it is in view: a socket silent for SILENCE_MS is taken for dead and replaced. */
function startPing(ws: WebSocket) {
  stopPing();
  if (pageHidden()) return;
  pingTimer = setInterval(() => {
    if (Date.now() - lastFrameAt > SILENCE_MS) ws.close();
    else if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
  }, PING_MS);
}

function clearTimers() {
  if (retryTimer) clearTimeout(retryTimer);
  if (hiddenTimer) clearTimeout(hiddenTimer);
  stopPing();
  retryTimer = null;
  hiddenTimer = null;
}

/** Closes the socket and forgets it without a reconnect (its onclose sees it is no longer the page's). */
function closeSocket() {
  clearTimers();
  const ws = socket;
  socket = null;
  ready = false;
  ws?.close();
}

function scheduleReconnect() {
  // Hidden, a retry would wake the phone for a socket nobody looks at: the page's return reconnects (wake).
  if (!listeners.size || retryTimer || !getAccessToken() || pageHidden()) return;
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
    // Opened while the page is hidden (a screen mounted in the background): it closes like one hidden later.
    if (pageHidden()) hide();
    else startPing(ws);
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
  if (!listeners.size || pageHidden()) return;
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
    if (pageHidden()) return hide();
    show();
    wake();
  });
}

/** Into the background: the ping stops, and the socket closes if the page stays hidden. */
function hide() {
  stopPing();
  if (hiddenTimer || !socket) return;
  hiddenTimer = setTimeout(() => {
    hiddenTimer = null;
    if (pageHidden()) closeSocket();
  }, HIDDEN_CLOSE_MS);
}

/** Back in view: the ping resumes at once, and the silence is counted from now (the ping's answer is a frame). */
function show() {
  if (hiddenTimer) clearTimeout(hiddenTimer);
  hiddenTimer = null;
  const ws = socket;
  if (!ws || ws.readyState !== WebSocket.OPEN) return;
  lastFrameAt = Date.now();
  ws.send('{"type":"ping"}');
  startPing(ws);
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
    closeSocket();
  };
}

export function isChatLiveOpen(): boolean {
  return socket?.readyState === WebSocket.OPEN;
}
