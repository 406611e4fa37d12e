import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  apiGet,
  apiPatch,
  apiPost,
  loadChatLive,
  queryKeys,
  toast,
  useSessionStore,
} from '@guardian/shared';
import { message, room } from '../../../test/fixtures';
import { renderAt, testQueryClient } from '../../../test/render-at';
import { RoomScreen } from '../components/room-screen';

vi.mock('@guardian/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@guardian/shared')>();
  return {
    ...actual,
    apiGet: vi.fn(),
    apiPost: vi.fn(),
    apiPatch: vi.fn(),
    loadChatLive: vi.fn(),
    // toastError (the real one) calls toast.error through this very object: the spies go on it, so they see it too.
    toast: Object.assign(actual.toast, { error: vi.fn() }),
  };
});

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().setToken('token-1');
  vi.mocked(loadChatLive).mockResolvedValue({ subscribeChat: () => () => {}, isChatLiveOpen: () => true });
  vi.mocked(apiGet).mockImplementation(async (url) =>
    url === '/v2/chatting/room/7' ? room : [message(1), message(2)],
  );
  vi.mocked(apiPost).mockResolvedValue({ chattingRoomId: 7, readSeq: 2 });
  vi.mocked(apiPatch).mockReset();
  vi.mocked(toast.error).mockReset();
});

const openSettings = async () => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.chatting.rooms(), [room, { ...room, chattingRoomId: 8 }]);
  renderAt('/chatting/7', [{ path: '/chatting/:url', Component: RoomScreen }], queryClient);
  await userEvent.click(await screen.findByRole('button', { name: '채팅방 설정' }));
  return { queryClient, sheet: await screen.findByRole('dialog', { name: '채팅방 설정' }) };
};

describe('채팅방 설정', () => {
  it('turns the room’s alerts off, saved at once, and the chat list knows it is muted', async () => {
    vi.mocked(apiPatch).mockResolvedValue({ ...room, isMuted: true });
    const { queryClient, sheet } = await openSettings();
    const alerts = within(sheet).getByRole('switch', { name: '채팅방 알림' });
    expect(alerts).toBeChecked();

    await userEvent.click(alerts);

    expect(apiPatch).toHaveBeenCalledWith('/v2/chatting/room/metadata', { chattingRoomId: 7, isMuted: true });
    await vi.waitFor(() => expect(alerts).not.toBeChecked());
    const rooms = queryClient.getQueryData<(typeof room)[]>(queryKeys.chatting.rooms());
    expect(rooms?.find((r) => r.chattingRoomId === 7)?.isMuted).toBe(true);
    expect(rooms?.find((r) => r.chattingRoomId === 8)?.isMuted).toBe(false);
  });

  it('switches when its row’s words or the line under them are tapped, the switch keeping its name and description', async () => {
    vi.mocked(apiPatch).mockImplementation(async (_url, body) => ({ ...room, ...(body as object) }));
    const { sheet } = await openSettings();
    const pin = within(sheet).getByRole('switch', { name: '채팅 목록 맨 위에 고정' });
    expect(pin).toHaveAccessibleDescription('이 매장과의 대화를 채팅 목록 맨 위에 보여 드려요.');

    await userEvent.click(within(sheet).getByText('채팅 목록 맨 위에 고정'));
    expect(apiPatch).toHaveBeenLastCalledWith('/v2/chatting/room/metadata', {
      chattingRoomId: 7,
      isPinned: true,
    });
    await vi.waitFor(() => expect(pin).toBeChecked());

    await userEvent.click(within(sheet).getByText('이 매장과의 대화를 채팅 목록 맨 위에 보여 드려요.'));
    await vi.waitFor(() => expect(pin).not.toBeChecked());
    expect(apiPatch).toHaveBeenCalledTimes(2);

    // The switch itself still switches once a tap, not twice (its own tap and the row's).
    await userEvent.click(within(sheet).getByRole('switch', { name: '채팅방 알림' }));
    expect(apiPatch).toHaveBeenCalledTimes(3);
    expect(apiPatch).toHaveBeenLastCalledWith('/v2/chatting/room/metadata', {
      chattingRoomId: 7,
      isMuted: true,
    });
  });

  it('pins the room to the top of the chat list', async () => {
    vi.mocked(apiPatch).mockResolvedValue({ ...room, isPinned: true });
    const { sheet } = await openSettings();
    const pin = within(sheet).getByRole('switch', { name: '채팅 목록 맨 위에 고정' });
    expect(pin).not.toBeChecked();

    await userEvent.click(pin);

    expect(apiPatch).toHaveBeenCalledWith('/v2/chatting/room/metadata', {
      chattingRoomId: 7,
      isPinned: true,
    });
    await vi.waitFor(() => expect(pin).toBeChecked());
  });

  it('a change the server refuses is put back and says why', async () => {
    vi.mocked(apiPatch).mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    const { sheet } = await openSettings();
    const alerts = within(sheet).getByRole('switch', { name: '채팅방 알림' });

    await userEvent.click(alerts);

    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('네트워크 연결을 확인해 주세요.'));
    expect(alerts).toBeChecked();
    expect(alerts).toBeEnabled();
  });

  it('saves a quick double tap once, and the switch keeps the keyboard focus while it saves', async () => {
    let answer: (saved: typeof room) => void = () => {};
    vi.mocked(apiPatch).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { sheet } = await openSettings();
    const pin = within(sheet).getByRole('switch', { name: '채팅 목록 맨 위에 고정' });
    pin.focus();

    // Two taps in one go, before the saving state has reached the screen.
    fireEvent.click(pin);
    fireEvent.click(pin);

    await vi.waitFor(() => expect(pin).toBeChecked());
    expect(apiPatch).toHaveBeenCalledTimes(1);
    // A disabled switch would drop the focus to the page behind the sheet.
    expect(pin).toBeEnabled();
    expect(pin).toHaveFocus();
    answer({ ...room, isPinned: true });
    await vi.waitFor(() => expect(pin).toBeChecked());
    expect(apiPatch).toHaveBeenCalledTimes(1);
  });

  it('keeps a tap on the other switch while one saves: shown at once, saved after it, both kept', async () => {
    const answers: ((saved: typeof room) => void)[] = [];
    vi.mocked(apiPatch).mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const { sheet, queryClient } = await openSettings();
    const pin = within(sheet).getByRole('switch', { name: '채팅 목록 맨 위에 고정' });
    const alerts = within(sheet).getByRole('switch', { name: '채팅방 알림' });

    fireEvent.click(pin);
    fireEvent.click(alerts);

    await vi.waitFor(() => expect(alerts).not.toBeChecked());
    expect(pin).toBeChecked();
    // Each answer is the whole room: the second is asked once the first has answered, never beside it.
    expect(apiPatch).toHaveBeenCalledTimes(1);
    answers[0]({ ...room, isPinned: true });
    await vi.waitFor(() => expect(apiPatch).toHaveBeenCalledTimes(2));
    expect(apiPatch).toHaveBeenLastCalledWith('/v2/chatting/room/metadata', {
      chattingRoomId: 7,
      isMuted: true,
    });
    answers[1]({ ...room, isPinned: true, isMuted: true });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.chatting.room(7))).toMatchObject({
        isPinned: true,
        isMuted: true,
      }),
    );
    expect(toast.error).not.toHaveBeenCalled();
    expect(pin).toBeChecked();
    expect(alerts).not.toBeChecked();
  });
});
