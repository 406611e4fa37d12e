// A room opened with unread messages: "여기까지 읽었어요" where the reading stopped, and, when more came than a screen
// holds, the room opens there (under the out-of-hours notice) instead of at the newest. A closed shop's notice says when
// it answers.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  apiGet,
  apiPost,
  loadChatLive,
  queryKeys,
  useSessionStore,
  type ChatLiveListener,
} from '@guardian/shared';
import { message, room } from '../../../test/fixtures';
import { renderAt, testQueryClient } from '../../../test/render-at';
import { RoomScreen } from '../components/room-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  loadChatLive: vi.fn(),
}));

let live: ChatLiveListener | null = null;
/** The shop's burst after what I had read (up to 10): its answers, one a minute. */
let history = Array.from({ length: 30 }, (_, i) => message(i + 1, { sender: i + 1 > 10 ? 'SHOP' : 'USER' }));
let shop = { ...room, lastSeq: 30, userReadSeq: 10, unreadCount: 20 };

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().leave('/');
  useSessionStore.getState().setToken('token-1');
  history = Array.from({ length: 30 }, (_, i) => message(i + 1, { sender: i + 1 > 10 ? 'SHOP' : 'USER' }));
  shop = { ...room, lastSeq: 30, userReadSeq: 10, unreadCount: 20 };
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
    if (url === '/v2/chatting/room/7') return shop;
    const p = (params ?? {}) as { lastSeq?: number; afterSeq?: number; size?: number };
    if (p.afterSeq !== undefined) return history.filter((m) => m.seq > p.afterSeq!);
    return history.filter((m) => p.lastSeq === undefined || m.seq < p.lastSeq).slice(-(p.size ?? 10));
  });
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiPost).mockResolvedValue({ chattingRoomId: 7, readSeq: 30 });
});
afterEach(() => vi.restoreAllMocks());

const rect = (top: number, height: number) =>
  ({ top, height, bottom: top + height, left: 0, right: 0, width: 0, x: 0, y: top }) as DOMRect;

/**
 * jsdom lays nothing out: the list is laid out as a phone's, 700 px high, 60 px a message under 100 px of the list's
 * start (이전 메시지 보기), the out-of-hours notice 44 px over its top.
 */
function layOut(above = 100) {
  const el = screen.getByTestId('chat-scroll');
  let scrollTop = 0;
  const messages = () => screen.queryAllByTestId('chat-message');
  const height = () => above + 60 * messages().length;
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: height });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => 700 });
  Object.defineProperty(el, 'scrollTop', {
    configurable: true,
    get: () => scrollTop,
    set: (v: number) => (scrollTop = Math.max(0, Math.min(v, height() - 700))),
  });
  /** Where the divider is in the list (from its start). */
  const dividerTop = () => {
    const divider = screen.getByRole('separator', { name: '여기까지 읽었어요' });
    const before = messages().filter(
      (m) => m.compareDocumentPosition(divider) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).length;
    return above + 60 * before;
  };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this === el) return rect(0, 700);
    if (this.hasAttribute('data-sticky-notice')) return rect(0, 44);
    if (this.hasAttribute('data-unread-divider')) return rect(dividerTop() - scrollTop, 20);
    return rect(0, 0);
  });
  return { el, dividerTop, bottom: () => height() - 700 };
}

const openRoom = (queryClient = testQueryClient()) => {
  renderAt('/chatting/7', [{ path: '/chatting/:url', Component: RoomScreen }], queryClient);
  return layOut();
};
const seqs = () => screen.getAllByTestId('chat-message').map((m) => Number(m.dataset.seq));

describe('a room opened with unread messages', () => {
  it('opens at 여기까지 읽었어요 when more came than a screen holds, reading back to the first of them', async () => {
    const list = openRoom();
    const divider = await screen.findByRole('separator', { name: '여기까지 읽었어요' });
    // Right before the first message after the mark the room opened with.
    expect(divider.nextElementSibling).toHaveAttribute('data-seq', '11');
    expect(seqs()).toContain(11);
    await waitFor(() => expect(list.el.scrollTop).toBe(list.dividerTop()));
    expect(list.el.scrollTop).toBeLessThan(list.bottom());
    // Reading from there (the scroll's event, as a browser sends it), the way to the newest is offered.
    fireEvent.scroll(list.el);
    expect(await screen.findByRole('button', { name: '최신 메시지로 이동' })).toBeInTheDocument();
  });

  it('reads back further than the first screen’s pages to the first unread message (40 unread)', async () => {
    history = Array.from({ length: 50 }, (_, i) => message(i + 1, { sender: i + 1 > 10 ? 'SHOP' : 'USER' }));
    shop = { ...shop, lastSeq: 50, userReadSeq: 10, unreadCount: 40 };
    const list = openRoom();
    const divider = await screen.findByRole('separator', { name: '여기까지 읽었어요' });
    expect(divider.nextElementSibling).toHaveAttribute('data-seq', '11');
    await waitFor(() => expect(list.el.scrollTop).toBe(list.dividerTop()));
  });

  it('opens at the divider too when the room was kept from an earlier visit and the unread messages come with its resync', async () => {
    const queryClient = testQueryClient();
    // Left after reading up to 10: the pages it held then.
    queryClient.setQueryData(queryKeys.chatting.messages(7), {
      pages: [history.slice(0, 10)],
      pageParams: [undefined],
    });
    const list = openRoom(queryClient);
    expect(await screen.findByText('메시지 10')).toBeInTheDocument();
    await waitFor(() => expect(live).not.toBeNull());
    await act(async () => live?.({ type: 'resync' }));
    const divider = await screen.findByRole('separator', { name: '여기까지 읽었어요' });
    expect(divider.nextElementSibling).toHaveAttribute('data-seq', '11');
    await waitFor(() => expect(list.el.scrollTop).toBe(list.dividerTop()));
    expect(list.el.scrollTop).toBeLessThan(list.bottom());
  });

  it('puts the divider just under a closed shop’s notice', async () => {
    shop = { ...shop, isOperationTime: false, notOperationTimeMessage: '지금은 상담 시간이 아니에요.' };
    const list = openRoom();
    await screen.findByRole('separator', { name: '여기까지 읽었어요' });
    await waitFor(() => expect(list.el.scrollTop).toBe(list.dividerTop() - 44));
  });

  it('opens at the newest, the divider above, when the unread messages fit on the screen', async () => {
    history = history.slice(0, 12);
    shop = { ...shop, lastSeq: 12, userReadSeq: 10, unreadCount: 2 };
    const list = openRoom();
    const divider = await screen.findByRole('separator', { name: '여기까지 읽었어요' });
    expect(divider.nextElementSibling).toHaveAttribute('data-seq', '11');
    await waitFor(() => expect(list.el.scrollTop).toBe(list.bottom()));
    expect(screen.queryByRole('button', { name: '최신 메시지로 이동' })).not.toBeInTheDocument();
  });

  it('keeps the divider where the reading stopped when the room opened, after the room is marked read', async () => {
    const list = openRoom();
    await screen.findByRole('separator', { name: '여기까지 읽었어요' });
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith('/v2/chatting/message/read', undefined, {
        params: { chattingRoomId: 7, lastSeq: 30 },
      }),
    );
    shop = { ...shop, userReadSeq: 30, unreadCount: 0 };
    await act(async () => live?.({ type: 'resync' }));
    expect(screen.getByRole('separator', { name: '여기까지 읽었어요' }).nextElementSibling).toHaveAttribute(
      'data-seq',
      '11',
    );
    expect(list.el.scrollTop).toBeLessThan(list.bottom());
  });

  it('shows no divider with nothing unread, nor for what arrives while the room is open', async () => {
    shop = { ...shop, userReadSeq: 30, unreadCount: 0 };
    const list = openRoom();
    expect(await screen.findByText('메시지 30')).toBeInTheDocument();
    await waitFor(() => expect(list.el.scrollTop).toBe(list.bottom()));
    await waitFor(() => expect(live).not.toBeNull());
    const next = message(31, { sender: 'SHOP', message: '방금 온 답변' });
    history.push(next);
    await act(async () => live?.({ type: 'message', message: next }));
    expect(await screen.findByText('방금 온 답변')).toBeInTheDocument();
    expect(screen.queryByRole('separator', { name: '여기까지 읽었어요' })).not.toBeInTheDocument();
  });
});

describe('a closed shop’s notice in the room', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:20:00Z') }); // Monday 21:20 in Seoul
  });
  afterEach(() => vi.useRealTimers());

  it('says first when the shop answers, then its hours and its message', async () => {
    shop = {
      ...shop,
      isOperationTime: false,
      notOperationTimeMessage: '지금은 상담 시간이 아니에요.',
      hours: Array.from({ length: 7 }, (_, dayOfWeek) => ({
        dayOfWeek,
        open: '10:00',
        close: '20:00',
        closed: dayOfWeek === 0 || dayOfWeek === 6,
      })),
      nextOpenAt: '2026-11-24T01:00:00.000Z',
    };
    renderAt('/chatting/7', [{ path: '/chatting/:url', Component: RoomScreen }]);
    const notice = await screen.findByText(/내일\(화\) 오전 10:00부터 답변드려요/);
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice.innerHTML).toBe(
      '내일(화) 오전 10:00부터 답변드려요<br>상담 시간: 평일 10:00~20:00<br>지금은 상담 시간이 아니에요.',
    );
  });
});
