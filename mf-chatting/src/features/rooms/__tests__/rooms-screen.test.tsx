import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, useSessionStore } from '@guardian/shared';
import { room } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-at';
import { RoomsScreen } from '../components/rooms-screen';
import { awayUntil } from '@guardian/shared/test/away';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
}));

const routes = [
  { path: '/chatting', Component: RoomsScreen },
  { path: '/shop', element: <p>내 매장 화면</p> },
  { path: '/shop/search', element: <p>매장 찾기 화면</p> },
];

beforeEach(() => useSessionStore.getState().setToken('token-1'));

describe('채팅 목록', () => {
  it('lists rooms with the shop, last message and unread badge, linking to the room', async () => {
    vi.mocked(apiGet).mockResolvedValue([
      { ...room, unreadCount: 2, lastMessage: '내일 뵐게요' },
      { ...room, chattingRoomId: 8, shopName: '냥냥호텔', unreadCount: 0 },
    ]);
    renderAt('/chatting', routes);
    // Named by what the row shows, the badge in words.
    const first = await screen.findByRole('link', { name: /^멍멍살롱 .+ 내일 뵐게요 안 읽은 메시지 2$/ });
    expect(first).toHaveAttribute('href', '/chatting/7');
    expect(screen.getAllByTestId('room-unread')).toHaveLength(1);
    const second = screen.getByRole('link', { name: /^냥냥호텔/ });
    expect(second).toHaveAttribute('href', '/chatting/8');
    expect(second).not.toHaveAccessibleName(/안 읽은/);
  });

  it('marks a room holding a message of mine that failed to send', async () => {
    useSessionStore.getState().leave('/');
    useSessionStore.getState().setToken('token-1');
    localStorage.setItem(
      'guardian.draft.chat.8.unsent',
      JSON.stringify([{ clientId: 'c-1', text: '토요일 가능할까요?', mediaSeqs: [] }]),
    );
    vi.mocked(apiGet).mockResolvedValue([
      { ...room, lastMessage: '내일 뵐게요', unreadCount: 0 },
      { ...room, chattingRoomId: 8, shopName: '냥냥호텔', lastMessage: '네 알겠습니다', unreadCount: 0 },
    ]);
    renderAt('/chatting', routes);
    expect(
      await screen.findByRole('link', { name: /^냥냥호텔 .+ 전송 실패 네 알겠습니다$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^멍멍살롱/ })).not.toHaveAccessibleName(/전송 실패/);
  });

  it('puts a space between a pinned room’s pin and its name', async () => {
    vi.mocked(apiGet).mockResolvedValue([{ ...room, isPinned: true, shopName: '바둑펫뷰티' }]);
    renderAt('/chatting', routes);
    const name = (await screen.findByText('바둑펫뷰티', { exact: false })).closest('strong');
    expect(name).toHaveTextContent('📌 바둑펫뷰티', { normalizeWhitespace: false });
  });

  it('marks a room whose alerts are turned off', async () => {
    vi.mocked(apiGet).mockResolvedValue([
      { ...room, isMuted: true, lastMessage: '내일 뵐게요' },
      { ...room, chattingRoomId: 8, shopName: '냥냥호텔' },
    ]);
    renderAt('/chatting', routes);
    expect(
      await screen.findByRole('link', { name: /^멍멍살롱 알림 꺼짐 .+ 내일 뵐게요$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^냥냥호텔/ })).not.toHaveAccessibleName(/알림 꺼짐/);
  });

  it("writes the year of a conversation last held in an earlier year, not only this year's day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T03:00:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.mocked(apiGet).mockResolvedValue([
      { ...room, lastMessageAt: '2026-11-20T03:00:00.000Z' },
      { ...room, chattingRoomId: 8, shopName: '냥냥호텔', lastMessageAt: '2025-03-01T03:00:00.000Z' },
    ]);
    renderAt('/chatting', routes);
    const older = await screen.findByRole('link', { name: /^냥냥호텔/ });
    expect(older.querySelector('time')).toHaveTextContent('2025년 3월 1일');
    expect(screen.getByRole('link', { name: /^멍멍살롱/ }).querySelector('time')).toHaveTextContent(
      /^11월 20일$/,
    );
  });

  it('says a message of today by its date once the list, left open overnight, is shown again the next day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T05:05:00Z')); // 14:05 in Seoul
    onTestFinished(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
    });
    vi.mocked(apiGet).mockResolvedValue([{ ...room, lastMessageAt: '2026-12-03T05:00:00.000Z' }]);
    renderAt('/chatting', routes);
    const row = await screen.findByRole('link', { name: /^멍멍살롱/ });
    expect(row.querySelector('time')).toHaveTextContent('오후 2:00');

    // Behind KakaoTalk until the next morning, then shown again (the list itself is not asked for again).
    awayUntil('2026-12-04T00:00:00Z');
    expect(row.querySelector('time')).toHaveTextContent(/^12월 3일$/);
  });

  it('leads to my shops when there is no conversation yet', async () => {
    useSessionStore.setState({ user: { userShops: [{ shopId: 3, customerSeq: 1 }] } as never });
    onTestFinished(() => useSessionStore.setState({ user: null }));
    vi.mocked(apiGet).mockResolvedValue([]);
    const user = userEvent.setup();
    renderAt('/chatting', routes);
    expect(await screen.findByText('아직 매장과 나눈 대화가 없어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '내 매장 보기' }));
    expect(await screen.findByText('내 매장 화면')).toBeInTheDocument();
  });

  it('a new owner with no shop yet is led to find one and ask there, not to an empty 내 매장', async () => {
    useSessionStore.setState({ user: { userShops: [] } as never });
    onTestFinished(() => useSessionStore.setState({ user: null }));
    vi.mocked(apiGet).mockResolvedValue([]);
    const user = userEvent.setup();
    renderAt('/chatting', routes);
    expect(await screen.findByText('아직 매장과 나눈 대화가 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '내 매장 보기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '매장 찾아 문의하기' }));
    expect(await screen.findByText('매장 찾기 화면')).toBeInTheDocument();
  });

  it('offers a retry when the list does not load', async () => {
    vi.mocked(apiGet).mockRejectedValueOnce(new Error('down')).mockResolvedValue([room]);
    const user = userEvent.setup();
    renderAt('/chatting', routes);
    await user.click(await screen.findByRole('button', { name: /다시/ }));
    expect(await screen.findByText('멍멍살롱')).toBeInTheDocument();
  });
});
