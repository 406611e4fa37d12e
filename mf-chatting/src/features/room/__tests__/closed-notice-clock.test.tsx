// A closed shop's room left open: at the shop's opening time its notice goes (and the room is read again), and its
// 오늘/내일 follow the clock past midnight. The page stays on screen; its clock (Date and its 30-second tick) is fake.
import { act, screen, waitFor } from '@testing-library/react';
import { apiGet, apiPost, loadChatLive, useSessionStore } from '@guardian/shared';
import { message, room } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-at';
import { RoomScreen } from '../components/room-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  loadChatLive: vi.fn(),
}));

const weekdays = Array.from({ length: 7 }, (_, dayOfWeek) => ({
  dayOfWeek,
  open: '10:00',
  close: '20:00',
  closed: dayOfWeek === 0 || dayOfWeek === 6,
}));
/** Closed until Tuesday 24 November 2026, 10:00 in Seoul, as the API answers before then. */
const closedRoom = {
  ...room,
  isOperationTime: false,
  notOperationTimeMessage: '지금은 상담 시간이 아니에요.',
  hours: weekdays,
  nextOpenAt: '2026-11-24T01:00:00.000Z',
};
let shop: typeof room = closedRoom;
const roomReads = () => vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/chatting/room/7').length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  useSessionStore.getState().setToken('token-1');
  shop = closedRoom;
  vi.mocked(loadChatLive).mockResolvedValue({ subscribeChat: () => () => {}, isChatLiveOpen: () => true });
  vi.mocked(apiPost).mockResolvedValue({ chattingRoomId: 7, readSeq: 12 });
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url) =>
    url === '/v2/chatting/room/7' ? shop : [message(11), message(12)],
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The room stays on screen while the clock moves on by `ms`. */
const stayOpen = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const openRoom = () => renderAt('/chatting/7', [{ path: '/chatting/:url', Component: RoomScreen }]);

describe('a closed shop’s notice, the room left open', () => {
  it('goes at the opening time, and the room is read again', async () => {
    vi.setSystemTime(new Date('2026-11-24T00:58:00Z')); // Tuesday 09:58 in Seoul
    openRoom();
    expect(await screen.findByText(/오늘 오전 10:00부터 답변드려요/)).toHaveAttribute('role', 'status');
    expect(roomReads()).toBe(1);

    stayOpen(60_000); // 09:59: still closed
    expect(screen.getByText(/오늘 오전 10:00부터 답변드려요/)).toBeInTheDocument();
    expect(roomReads()).toBe(1);

    // From 10:00 the API says the shop answers.
    shop = { ...room, hours: weekdays, nextOpenAt: null };
    stayOpen(60_000); // 10:00
    expect(screen.queryByText(/답변드려요/)).not.toBeInTheDocument();
    expect(screen.queryByText('지금은 상담 시간이 아니에요.')).not.toBeInTheDocument();
    await waitFor(() => expect(roomReads()).toBe(2));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says 오늘, not 내일, once midnight has passed', async () => {
    vi.setSystemTime(new Date('2026-11-23T14:59:00Z')); // Monday 23:59 in Seoul
    openRoom();
    expect(await screen.findByText(/내일\(화\) 오전 10:00부터 답변드려요/)).toBeInTheDocument();

    stayOpen(90_000); // Tuesday 00:00:30
    expect(screen.getByText(/오늘 오전 10:00부터 답변드려요/)).toBeInTheDocument();
    expect(screen.queryByText(/내일/)).not.toBeInTheDocument();
    expect(roomReads()).toBe(1);
  });

  it('shows again with the shop’s next opening when, read again at its opening time, it is still closed', async () => {
    vi.setSystemTime(new Date('2026-11-24T00:59:30Z'));
    openRoom();
    await screen.findByText(/오늘 오전 10:00부터 답변드려요/);
    // Its hours changed meanwhile: it opens at 11:00 now.
    shop = { ...closedRoom, nextOpenAt: '2026-11-24T02:00:00.000Z' };
    stayOpen(60_000);
    expect(await screen.findByText(/오늘 오전 11:00부터 답변드려요/)).toBeInTheDocument();
  });
});
