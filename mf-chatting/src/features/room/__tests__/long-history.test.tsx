// A room with years of history: the older messages come as the reader scrolls up, and a button leads back to the
// newest, counting the shop's messages that came meanwhile.
import { act, fireEvent, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost, loadChatLive, useSessionStore, type ChatLiveListener } from '@guardian/shared';
import { message, room } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-at';
import { RoomScreen } from '../components/room-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  loadChatLive: vi.fn(),
}));

let live: ChatLiveListener | null = null;
let history = Array.from({ length: 500 }, (_, i) => message(i + 1));

beforeEach(() => {
  vi.mocked(apiGet).mockClear();
  history = Array.from({ length: 500 }, (_, i) => message(i + 1));
  localStorage.clear();
  useSessionStore.getState().leave('/');
  useSessionStore.getState().setToken('token-1');
  live = null;
  vi.mocked(loadChatLive).mockResolvedValue({
    subscribeChat: (l) => {
      live = l;
      return () => {
        live = null;
      };
    },
    isChatLiveOpen: () => true,
  });
  vi.mocked(apiGet).mockImplementation(async (url, params) => {
    if (url === '/v2/chatting/room/7') return { ...room, lastSeq: 500 };
    const p = (params ?? {}) as { lastSeq?: number; afterSeq?: number; size?: number };
    if (p.afterSeq !== undefined) return history.filter((m) => m.seq > p.afterSeq!);
    return history.filter((m) => p.lastSeq === undefined || m.seq < p.lastSeq).slice(-(p.size ?? 10));
  });
  vi.mocked(apiPost).mockResolvedValue({ chattingRoomId: 7, readSeq: 500 });
});

const seqs = () => screen.getAllByTestId('chat-message').map((el) => Number(el.dataset.seq));

/** The older pages asked for, by their lastSeq, in order. */
const olderAsked = () =>
  vi
    .mocked(apiGet)
    .mock.calls.map(
      ([url, params]) => url === '/v2/chatting/message' && (params as { lastSeq?: number }).lastSeq,
    )
    .filter((lastSeq) => typeof lastSeq === 'number');

/**
 * jsdom lays nothing out: the list is given a height (`above`, 4,400 px by default, and 60 px a message, in a 700 px
 * window) from the start, as a phone lays it out, and scrolled by hand.
 */
function layOut(above = 4400) {
  const el = screen.getByTestId('chat-scroll');
  let scrollTop = 0;
  // What a test changes: the messages grown by `grown` px (the text made larger), the list `client` px high.
  const layout = { grown: 0, client: 700 };
  const height = () => above + layout.grown + 60 * screen.queryAllByTestId('chat-message').length;
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: height });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => layout.client });
  Object.defineProperty(el, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (v: number) => (scrollTop = Math.max(0, Math.min(v, height() - layout.client))),
  });
  return layout;
}

/** A ResizeObserver that reports when told to (jsdom has none): `resized()` reports to every one observing. */
function observeResizes() {
  const observers = new Set<{ cb: ResizeObserverCallback; self: ResizeObserver }>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private cb: ResizeObserverCallback) {}
      observe() {
        observers.add({ cb: this.cb, self: this as unknown as ResizeObserver });
      }
      unobserve() {}
      disconnect() {
        for (const o of observers) if (o.self === (this as unknown as ResizeObserver)) observers.delete(o);
      }
    },
  );
  return () => act(() => observers.forEach((o) => o.cb([], o.self)));
}

afterEach(() => vi.unstubAllGlobals());

function openRoom(queryClient?: QueryClient) {
  const rendered = renderAt('/chatting/7', [{ path: '/chatting/:url', Component: RoomScreen }], queryClient);
  layOut();
  return rendered;
}

function scrollTo(top: number) {
  const el = screen.getByTestId('chat-scroll');
  el.scrollTop = top;
  fireEvent.scroll(el);
  return el;
}

describe('a room with a long history', () => {
  it('reads ahead as the reader scrolls up: the older ten are asked for three screens before the top, once', async () => {
    openRoom();
    expect(await screen.findByText('메시지 500')).toBeInTheDocument();
    expect(seqs()[0]).toBe(491);

    // Opened, the room loads no further ahead than its screen: 5,000 px, 2,500 px above the screen.
    scrollTo(2500);
    await new Promise((r) => setTimeout(r, 50));
    expect(olderAsked()).toEqual([]);

    // A slow network: each page waits until it is let through.
    const waiting: (() => void)[] = [];
    const answer = vi.mocked(apiGet).getMockImplementation()!;
    vi.mocked(apiGet).mockImplementation(
      (url, params) => new Promise((resolve) => waiting.push(() => resolve(answer(url, params)))),
    );
    // Three screens (2,100 px) from the top, the reader still going up: the page is on its way before the top is near.
    scrollTo(2000);
    await vi.waitFor(() => expect(olderAsked()).toEqual([491]));
    // Scrolled on meanwhile, it is not asked for again.
    scrollTo(1600);
    scrollTo(1200);
    await new Promise((r) => setTimeout(r, 50));
    expect(olderAsked()).toEqual([491]);

    await act(async () => waiting.shift()!());
    expect(await screen.findByText('메시지 481')).toBeInTheDocument();
    // Put on top (600 px), they keep the message under the finger where it is: from where the reader is now (1,200 px),
    // not from where the page was asked for (2,000 px: the list jumped back down 800 px).
    expect(screen.getByTestId('chat-scroll').scrollTop).toBe(1800);
    // Still within three screens of the top: the next page comes at once, and then none until the reader goes on.
    await vi.waitFor(() => expect(olderAsked()).toEqual([491, 481]));
    // Read back beyond the first screen's pages of ten, thirty come at once (1,800 px).
    await act(async () => waiting.shift()!());
    expect(await screen.findByText('메시지 451')).toBeInTheDocument();
    expect(screen.getByTestId('chat-scroll').scrollTop).toBe(3600);
    await new Promise((r) => setTimeout(r, 50));
    expect(olderAsked()).toEqual([491, 481]);
    expect(seqs()).toHaveLength(50);
  });

  it('read back, asks the pages after the first screen’s two thirty at a time: a skim to the beginning waits on 18 pages, not 50', async () => {
    openRoom();
    expect(await screen.findByText('메시지 500')).toBeInTheDocument();
    // A reader skimming up as fast as the pages come: at the top each time one has landed.
    for (let i = 0; i < 60 && !screen.queryByText('대화의 처음이에요.'); i++) {
      scrollTo(0);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(screen.getByText('대화의 처음이에요.')).toBeInTheDocument();
    expect(seqs()).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));

    const pages = vi
      .mocked(apiGet)
      .mock.calls.filter(([url, params]) => url === '/v2/chatting/message' && params && 'lastSeq' in params)
      .map(([, params]) => params as { lastSeq?: number; size?: number });
    // The first screen's pages are asked as before (ten, no size); then thirty a page, each once, down to the first.
    expect(pages[0]).toEqual({ chattingRoomId: 7, lastSeq: undefined });
    expect(pages[1]).toEqual({ chattingRoomId: 7, lastSeq: 491 });
    expect(pages.slice(2).map((p) => [p.lastSeq, p.size])).toEqual(
      Array.from({ length: 17 }, (_, i) => [481 - 30 * i, 30]),
    );
    // Its budget: 500 messages rendered in jsdom over 18 pages take 3-6 s on a 2-core machine (the 5 s default
    // failed under load with nothing wrong); the pages it counts, not its time, are what it checks.
  }, 20_000);

  it('reads ahead no further than the room’s first message: a page of fewer than ten is its beginning', async () => {
    history = history.slice(0, 25);
    vi.mocked(apiGet).mockImplementation(async (url, params) => {
      if (url === '/v2/chatting/room/7') return { ...room, lastSeq: 25 };
      const p = (params ?? {}) as { lastSeq?: number; size?: number };
      return history.filter((m) => p.lastSeq === undefined || m.seq < p.lastSeq).slice(-(p.size ?? 10));
    });
    openRoom();
    expect(await screen.findByText('메시지 25')).toBeInTheDocument();

    scrollTo(100);
    expect(await screen.findByText('대화의 처음이에요.')).toBeInTheDocument();
    expect(seqs()).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    scrollTo(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(olderAsked()).toEqual([16, 6]);
  });

  it('fills a phone’s screen with older messages by itself when the newest ten are short and fit it (no scroll to ask)', async () => {
    renderAt('/chatting/7', [{ path: '/chatting/:url', Component: RoomScreen }]);
    // Laid out as a phone does: 60 px a message in a 700 px list, which scrolls only once they overflow it.
    layOut(0);

    expect(await screen.findByText('메시지 471')).toBeInTheDocument();
    // Enough to scroll (1,800 px, 1,100 px above the screen), and no more until the reader scrolls up.
    await new Promise((r) => setTimeout(r, 50));
    expect(seqs()).toHaveLength(30);
    expect(screen.getByTestId('chat-scroll').scrollTop).toBe(1100);
    expect(screen.getByText('메시지 500')).toBeInTheDocument();
  });

  it('opened again after a long read upward, draws its newest messages, not all it had loaded; the older ones come again', async () => {
    const first = openRoom();
    expect(await screen.findByText('메시지 500')).toBeInTheDocument();
    // Near the top, the pages ahead come one after another: three screens of them (60 px a message, 700 px a screen).
    scrollTo(100);
    expect(await screen.findByText('메시지 451')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(seqs()).toHaveLength(50);
    first.unmount();

    openRoom(first.queryClient);
    expect(await screen.findByText('메시지 500')).toBeInTheDocument();
    expect(seqs()).toEqual(Array.from({ length: 20 }, (_, i) => 481 + i));
    // Read back again, thirty a page from the oldest kept: two pages (3,700 px above the reader).
    scrollTo(100);
    expect(await screen.findByText('메시지 421')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(seqs()).toHaveLength(80);
    expect(seqs()[0]).toBe(421);
  });

  it('left while an older page is on its way, opens again with its newest only', async () => {
    const first = openRoom();
    expect(await screen.findByText('메시지 500')).toBeInTheDocument();
    scrollTo(100);
    expect(await screen.findByText('메시지 471')).toBeInTheDocument();
    const waiting: (() => void)[] = [];
    const answer = vi.mocked(apiGet).getMockImplementation()!;
    vi.mocked(apiGet).mockImplementation(
      (url, params) => new Promise((resolve) => waiting.push(() => resolve(answer(url, params)))),
    );
    scrollTo(100);
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    first.unmount();
    // The answer comes after the room was left: it does not bring back all that was loaded.
    await act(async () => waiting.shift()!());
    await new Promise((r) => setTimeout(r, 50));

    vi.mocked(apiGet).mockImplementation(answer);
    openRoom(first.queryClient);
    expect(await screen.findByText('메시지 500')).toBeInTheDocument();
    expect(seqs()).toEqual(Array.from({ length: 20 }, (_, i) => 481 + i));
  });

  it('offers a way back to the newest when scrolled up, counting what the shop sent meanwhile', async () => {
    const user = userEvent.setup();
    openRoom();
    expect(await screen.findByText('메시지 500')).toBeInTheDocument();
    await vi.waitFor(() => expect(live).not.toBeNull());
    expect(screen.queryByRole('button', { name: '최신 메시지로 이동' })).not.toBeInTheDocument();

    const list = scrollTo(3000);
    expect(await screen.findByRole('button', { name: '최신 메시지로 이동' })).toBeInTheDocument();

    act(() => live!({ type: 'message', message: message(501, { sender: 'SHOP', message: '네 가능해요!' }) }));
    act(() =>
      live!({ type: 'message', message: message(502, { sender: 'SHOP', message: '몇 시가 좋으세요?' }) }),
    );
    // Out of sight below: the list stays where it is being read, and the button says what came.
    expect(list.scrollTop).toBe(3000);
    await user.click(await screen.findByRole('button', { name: /새 메시지 2개/ }));

    expect(list.scrollTop).toBe(list.scrollHeight - 700);
    expect(screen.queryByRole('button', { name: /새 메시지|최신 메시지로 이동/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('메시지 입력')).toHaveFocus();
  });

  it('keeps the newest in sight when the list changes before its own scroll’s event comes (the text made larger, the keyboard up)', async () => {
    const resized = observeResizes();
    openRoom();
    const layout = layOut();
    expect(await screen.findByText('메시지 500')).toBeInTheDocument();
    const list = screen.getByTestId('chat-scroll');
    expect(list.scrollTop).toBe(list.scrollHeight - 700);
    // The text made larger: the messages grow, and the list follows them to the newest.
    layout.grown = 300;
    resized();
    expect(list.scrollTop).toBe(list.scrollHeight - 700);
    // That scroll's event comes a frame later, after the box took more lines and the keyboard came up: the list is
    // 240 px shorter, the newest under the box. It read as the reader having scrolled up, and the list stayed there.
    layout.client = 460;
    fireEvent.scroll(list);
    resized();
    expect(list.scrollTop).toBe(list.scrollHeight - 460);
    expect(screen.queryByRole('button', { name: '최신 메시지로 이동' })).not.toBeInTheDocument();
    // The reader going up still leaves the newest.
    scrollTo(list.scrollTop - 300);
    resized();
    expect(list.scrollTop).toBe(list.scrollHeight - 460 - 300);
    expect(await screen.findByRole('button', { name: '최신 메시지로 이동' })).toBeInTheDocument();
  });

  it('a flick to the top whose event has not come yet when the page draws again asks thirty, as read back', async () => {
    openRoom();
    // Twenty short messages a little taller than the screen: the room opens with its two pages of ten.
    layOut(100);
    expect(await screen.findByText('메시지 481')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(olderAsked()).toEqual([491]);
    await vi.waitFor(() => expect(live).not.toBeNull());
    // The reader flicks to the top; before its scroll event, the page draws again (the shop read the messages).
    screen.getByTestId('chat-scroll').scrollTop = 0;
    act(() => live!({ type: 'read', chattingRoomId: 7, reader: 'SHOP', seq: 500 }));
    await vi.waitFor(() => expect(olderAsked()).toEqual([491, 481]));
    expect(vi.mocked(apiGet)).toHaveBeenLastCalledWith('/v2/chatting/message', {
      chattingRoomId: 7,
      lastSeq: 481,
      size: 30,
    });
  });

  it('names the shop once over a run of its messages, not over each one (a screen reader still hears it)', async () => {
    const shop = (seq: number, text: string) => message(seq, { sender: 'SHOP', message: text });
    history = [
      message(1, { sender: 'USER', message: '토요일 미용 되나요?' }),
      shop(2, '네 가능해요'),
      shop(3, '몇 시가 좋으세요?'),
      shop(4, '오전은 마감이에요'),
      message(5, { sender: 'USER', message: '오후 2시요' }),
      shop(6, '예약해 드렸어요'),
    ];
    renderAt('/chatting/7', [{ path: '/chatting/:url', Component: RoomScreen }]);
    expect(await screen.findByText('예약해 드렸어요')).toBeInTheDocument();
    const named = screen.getAllByTestId('chat-sender').map((name) => {
      expect(name).toHaveTextContent('멍멍살롱');
      return Number(name.closest<HTMLElement>('[data-testid="chat-message"]')!.dataset.seq);
    });
    expect(named).toEqual([2, 6]);
    for (const seq of [3, 4]) expect(bubbleOf(seq)).toHaveTextContent(/^멍멍살롱/);
  });
});

const bubbleOf = (seq: number) =>
  screen.getAllByTestId('chat-message').find((b) => Number(b.dataset.seq) === seq)!;
