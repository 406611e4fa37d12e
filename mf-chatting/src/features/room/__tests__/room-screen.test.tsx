import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  apiGet,
  apiPost,
  apiPut,
  createQueryClient,
  dialog,
  loadChatLive,
  toast,
  useSessionStore,
  type ChatLiveListener,
} from '@guardian/shared';
import { message, room } from '../../../test/fixtures';
import { renderAt, testQueryClient } from '../../../test/render-at';
import { RoomScreen } from '../components/room-screen';
import { textareaHeightFollowsLines } from '@guardian/shared/test/textarea-lines';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { doubleTap } from '@guardian/shared/test/double-tap';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  apiPut: vi.fn(),
  loadChatLive: vi.fn(),
  // The picker as it answers once two photos are uploaded (its uploads are its own tests').
  PhotoPicker: ({ onChange }: { onChange: (c: unknown) => void }) => (
    <button
      type="button"
      onClick={() => onChange({ mediaSeqs: [41, 42], photos: [], busy: false, failed: 0 })}
    >
      사진 2장 고르기
    </button>
  ),
}));

let live: ChatLiveListener | null = null;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
let history: ReturnType<typeof message>[] = [];

beforeEach(() => {
  localStorage.clear();
  // Each test starts signed in afresh: no unsent message of an earlier one is held.
  useSessionStore.getState().leave('/');
  useSessionStore.getState().setToken('token-1');
  live = null;
  history = range(1, 12);
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
    if (url === '/v2/chatting/room/7') return room;
    const p = (params ?? {}) as {
      lastSeq?: number;
      afterSeq?: number;
      editedSince?: string;
      fromSeq?: number;
    };
    if (p.afterSeq !== undefined) return history.filter((m) => m.seq > p.afterSeq!);
    // As the API: those from fromSeq on edited since the time less a minute, in the order they were edited.
    if (p.editedSince !== undefined)
      return history
        .filter((m) => m.seq >= (p.fromSeq ?? 1) && m.editedAt)
        .filter((m) => Date.parse(m.editedAt!) >= Date.parse(p.editedSince!) - 60_000)
        .sort((a, b) => Date.parse(a.editedAt!) - Date.parse(b.editedAt!));
    const before = history.filter((m) => p.lastSeq === undefined || m.seq < p.lastSeq);
    return before.slice(-10);
  });
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiPost).mockResolvedValue({ chattingRoomId: 7, readSeq: 12 });
  vi.mocked(apiPut).mockReset();
});

const openRoom = (queryClient = testQueryClient()) =>
  renderAt('/chatting/7', [{ path: '/chatting/:url', Component: RoomScreen }], queryClient);
const sendCalls = () => vi.mocked(apiPost).mock.calls.filter((c) => c[0] === '/v2/chatting/message/send');
const clientIdOf = (call: unknown[]) => (call[1] as { clientId: string }).clientId;
/** Sends fail (offline); the rest (read marks) is answered. */
const sendsFail = () =>
  vi.mocked(apiPost).mockImplementation(async (url) => {
    if (url === '/v2/chatting/message/send')
      throw new ApiError({
        status: 0,
        resultCode: 'NETWORK_ERROR',
        message: '네트워크 연결을 확인해 주세요.',
      });
    return { chattingRoomId: 7, readSeq: 12 };
  });
/** Sends are stored as the room's next message. */
const sendsGoThrough = () =>
  vi.mocked(apiPost).mockImplementation(async (url, body) => {
    if (url !== '/v2/chatting/message/send') return { chattingRoomId: 7, readSeq: 13 };
    const { clientId, message: text } = body as { clientId: string; message: string };
    const sent = message(history.length + 1, { sender: 'USER', message: text, clientId });
    history.push(sent);
    return sent;
  });
const failSend = async (text: string) => {
  sendsFail();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('메시지 입력'), text);
  await user.click(screen.getByRole('button', { name: '보내기' }));
  expect(await screen.findByText('전송 실패')).toBeInTheDocument();
};
/** The requests a tap started are on their way (a save runs through the mutation cache, a task later). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const UNSENT_KEY = 'guardian.draft.chat.7.unsent';
const seqs = () => screen.getAllByTestId('chat-message').map((el) => Number(el.dataset.seq));

/**
 * The API refuses every request with 401 (the token revoked: the password was changed, or a logout, on another
 * phone); §8's alert is answered 로그인하기. Returns the alert's spy and the real shared module, whose client knows
 * the token each request carried.
 */
async function refuseEveryRequestWith401() {
  const envelope = { resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.', data: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(envelope), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  onTestFinished(() => void vi.unstubAllGlobals());
  const confirm = vi.spyOn(dialog, 'confirm').mockResolvedValue(true);
  onTestFinished(() => confirm.mockRestore());
  const actual = await vi.importActual<typeof import('@guardian/shared')>('@guardian/shared');
  return { confirm, actual };
}

/** 메시지 11's edit sheet opened, its words replaced by '고친 메시지': the box. */
async function typeEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '메시지 11, 눌러서 수정' }));
  const input = await screen.findByLabelText('수정할 메시지');
  await user.clear(input);
  await user.type(input, '고친 메시지');
  return input;
}

/** 수정하기, then the sheet closed (뒤로) while the save is on its way. */
async function saveThenClose(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '수정하기' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByLabelText('수정할 메시지')).not.toBeInTheDocument());
}

/** The failed edit's sheet open again with what was typed and why, then 수정하기 again, this time saved. */
async function reopenedThenSaved(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByLabelText('수정할 메시지')).toHaveValue('고친 메시지');
  expect(screen.getByRole('dialog', { name: '메시지 수정' })).toHaveTextContent(
    '네트워크 연결을 확인해 주세요.',
  );
  vi.mocked(apiPut).mockResolvedValue(
    message(11, { message: '고친 메시지', editedAt: '2026-11-24T03:00:00Z' }),
  );
  await user.click(screen.getByRole('button', { name: '수정하기' }));
}

/** The edit's save held on a bad connection; the returned call makes it fail as the phone's network does. */
function holdEditThenFail() {
  let fail: () => void = () => {};
  vi.mocked(apiPut).mockImplementation(
    () =>
      new Promise((_, reject) => {
        fail = () =>
          reject(
            new ApiError({
              status: 0,
              resultCode: 'NETWORK_ERROR',
              message: '네트워크 연결을 확인해 주세요.',
            }),
          );
      }),
  );
  return () => fail();
}

describe('채팅방', () => {
  it('a room that is not there (or not mine) says so and leads to the chat list, with no retry', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 404, resultCode: 'NOT_FOUND', message: '채팅방을 찾을 수 없어요.' }),
    );
    renderAt('/chatting/7', [
      { path: '/chatting/:url', Component: RoomScreen },
      { path: '/chatting', element: <p>채팅 목록</p> },
    ]);
    expect(await screen.findByText('채팅방을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '채팅 목록으로' }));
    expect(await screen.findByText('채팅 목록')).toBeInTheDocument();
  });

  it('an address naming no room says so at once and asks the API nothing', async () => {
    vi.mocked(apiGet).mockClear();
    renderAt('/chatting/abc', [{ path: '/chatting/:url', Component: RoomScreen }]);
    expect(await screen.findByText('채팅방을 찾을 수 없어요.')).toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
  });

  it('shows the newest ten, pages upward, and stops when a page is short', async () => {
    const user = userEvent.setup();
    openRoom();
    expect(await screen.findByText('메시지 12')).toBeInTheDocument();
    expect(seqs()).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    await user.click(screen.getByRole('button', { name: '이전 메시지 보기' }));
    await screen.findByText('메시지 1');
    expect(seqs()).toEqual(range(1, 12).map((m) => m.seq));
    expect(screen.queryByRole('button', { name: '이전 메시지 보기' })).not.toBeInTheDocument();
    expect(screen.getByText('대화의 처음이에요.')).toBeInTheDocument();
  });

  it('messages that fail to load (offline) say why and offer 다시 시도, which shows them', async () => {
    const user = userEvent.setup();
    const answer = vi.mocked(apiGet).getMockImplementation()!;
    vi.mocked(apiGet).mockImplementation(async (url) => {
      if (url === '/v2/chatting/room/7') return room;
      throw new ApiError({
        status: 0,
        resultCode: 'NETWORK_ERROR',
        message: '네트워크 연결을 확인해 주세요.',
      });
    });
    openRoom();
    expect(await screen.findByText('네트워크 연결을 확인해 주세요.')).toBeInTheDocument();
    vi.mocked(apiGet).mockImplementation(answer);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('메시지 12')).toBeInTheDocument();
  });

  it('older messages that fail to load keep the conversation on screen and say so on the button', async () => {
    const user = userEvent.setup();
    const answer = vi.mocked(apiGet).getMockImplementation()!;
    openRoom();
    expect(await screen.findByText('메시지 12')).toBeInTheDocument();
    vi.mocked(apiGet).mockImplementation(async (url, params) => {
      if ((params as { lastSeq?: number } | undefined)?.lastSeq !== undefined)
        throw new ApiError({
          status: 0,
          resultCode: 'NETWORK_ERROR',
          message: '네트워크 연결을 확인해 주세요.',
        });
      return answer(url, params);
    });

    await user.click(screen.getByRole('button', { name: '이전 메시지 보기' }));

    const retry = await screen.findByRole('button', { name: '이전 메시지를 불러오지 못했어요. 다시 시도' });
    expect(seqs()).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    vi.mocked(apiGet).mockImplementation(answer);
    await user.click(retry);
    await screen.findByText('메시지 1');
    expect(seqs()).toEqual(range(1, 12).map((m) => m.seq));
  });

  it('marks my messages the shop has read as 읽음, and marks the room read', async () => {
    openRoom();
    await screen.findByText('메시지 12');
    const eleventh = screen.getAllByTestId('chat-message').find((el) => el.dataset.seq === '11')!;
    expect(within(eleventh).getByText('읽음')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith('/v2/chatting/message/read', undefined, {
        params: { chattingRoomId: 7, lastSeq: 12 },
      }),
    );
  });

  it('opens its live feed and sends its read mark only once the page has settled', async () => {
    vi.mocked(loadChatLive).mockClear();
    const queryClient = testQueryClient();
    // Another read of the page (the tab bar's, say) still on its way.
    let answer = () => {};
    void queryClient.fetchQuery({
      queryKey: ['elsewhere'],
      queryFn: () => new Promise<number>((resolve) => (answer = () => resolve(1))),
    });
    renderAt('/chatting/7', [{ path: '/chatting/:url', Component: RoomScreen }], queryClient);
    await screen.findByText('메시지 12');
    await new Promise((r) => setTimeout(r, 50));
    expect(loadChatLive).not.toHaveBeenCalled();
    expect(apiPost).not.toHaveBeenCalled();

    answer();
    await vi.waitFor(() => expect(live).not.toBeNull());
    await vi.waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith('/v2/chatting/message/read', undefined, {
        params: { chattingRoomId: 7, lastSeq: 12 },
      }),
    );
  });

  it('sends its read mark again when the network returns after a mark that failed offline', async () => {
    vi.mocked(apiPost).mockRejectedValueOnce(new Error('offline'));
    openRoom();
    await screen.findByText('메시지 12');
    await vi.waitFor(() => expect(apiPost).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(apiPost).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(apiPost).toHaveBeenCalledTimes(2));
    expect(apiPost).toHaveBeenLastCalledWith('/v2/chatting/message/read', undefined, {
      params: { chattingRoomId: 7, lastSeq: 12 },
    });
  });

  it('the message box grows with a long message, so it can be read over before sending, and is one line again once sent', async () => {
    const restore = textareaHeightFollowsLines();
    try {
      vi.mocked(apiPost).mockImplementation(async (url) =>
        url === '/v2/chatting/message/send'
          ? message(13, { message: '토요일 오전에\n전체 미용\n가능할까요?' })
          : { chattingRoomId: 7, readSeq: 13 },
      );
      const user = userEvent.setup();
      openRoom();
      await screen.findByText('메시지 12');
      const box = screen.getByLabelText('메시지 입력');
      await user.click(box);
      await user.paste('토요일 오전에\n전체 미용\n가능할까요?');
      expect(box).toHaveStyle({ height: '96px' });

      await user.click(screen.getByRole('button', { name: '보내기' }));
      expect(box).toHaveValue('');
      expect(box).toHaveStyle({ height: '48px' });
    } finally {
      restore();
    }
  });

  it('a paste over 1,000 characters is kept whole: it says how much to cut and sends nothing until it fits', async () => {
    sendsGoThrough();
    const user = userEvent.setup();
    openRoom();
    await screen.findByText('메시지 12');
    const box = screen.getByLabelText('메시지 입력');
    const long = '가'.repeat(1200);
    await user.click(box);
    await user.paste(long);

    expect(box).toHaveValue(long);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '메시지는 1,000자까지 보낼 수 있어요. 200자를 줄여 주세요.',
    );
    expect(box).toHaveAccessibleDescription('메시지는 1,000자까지 보낼 수 있어요. 200자를 줄여 주세요.');
    expect(screen.getByRole('button', { name: '보내기' })).toBeDisabled();
    await user.type(box, '{Enter}');
    expect(sendCalls()).toHaveLength(0);

    await user.clear(box);
    await user.paste('가'.repeat(1000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(sendCalls()).toHaveLength(1);
  });

  it('an edit over 1,000 characters is kept whole and says how much to cut before it can be saved', async () => {
    const user = userEvent.setup();
    openRoom();
    await user.click(await screen.findByRole('button', { name: '메시지 11, 눌러서 수정' }));
    const input = await screen.findByLabelText('수정할 메시지');
    await user.clear(input);
    await user.click(input);
    await user.paste('나'.repeat(1005));

    expect(input).toHaveValue('나'.repeat(1005));
    expect(screen.getByRole('alert')).toHaveTextContent('5자를 줄여 주세요.');
    // Grey, described by that error, and a tap sends nothing and goes back to the box.
    const save = screen.getByRole('button', { name: '수정하기' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription(/5자를 줄여 주세요/);
    await user.click(save);
    expect(input).toHaveFocus();
    expect(vi.mocked(apiPut)).not.toHaveBeenCalled();
  });

  it('수정하기 with the words unchanged says so, and a tap goes to the box and saves nothing', async () => {
    const user = userEvent.setup();
    openRoom();
    await user.click(await screen.findByRole('button', { name: '메시지 11, 눌러서 수정' }));
    const save = await screen.findByRole('button', { name: '수정하기' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription('메시지를 고치면 수정할 수 있어요.');
    screen.getByLabelText('수정할 메시지').blur();
    await user.click(save);
    expect(screen.getByLabelText('수정할 메시지')).toHaveFocus();
    expect(vi.mocked(apiPut)).not.toHaveBeenCalled();
  });

  it('on a phone, the keyboard’s return key writes a new line and 보내기 sends; with a keyboard, Enter sends', async () => {
    sendsGoThrough();
    const coarse = (matches: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query === '(pointer: coarse)' }));
    onTestFinished(() => void vi.unstubAllGlobals());

    coarse(true);
    const user = userEvent.setup();
    const phone = openRoom();
    await screen.findByText('메시지 12');
    const box = screen.getByLabelText('메시지 입력');
    expect(box).toHaveAttribute('enterkeyhint', 'enter');
    await user.type(box, '토요일 오전에{Enter}가능할까요?');
    expect(sendCalls()).toHaveLength(0);
    expect(box).toHaveValue('토요일 오전에\n가능할까요?');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(sendCalls()).toHaveLength(1);
    expect(sendCalls()[0][1]).toMatchObject({ message: '토요일 오전에\n가능할까요?' });
    phone.unmount();

    coarse(false);
    openRoom();
    await screen.findByText('메시지 12');
    const keyboardBox = screen.getByLabelText('메시지 입력');
    expect(keyboardBox).toHaveAttribute('enterkeyhint', 'send');
    await user.type(keyboardBox, '네{Shift>}{Enter}{/Shift}감사합니다{Enter}');
    expect(sendCalls()).toHaveLength(2);
    expect(sendCalls()[1][1]).toMatchObject({ message: '네\n감사합니다' });
  });

  it("a photo opens full screen over the room, and the phone's back closes it, not the room", async () => {
    const photo = (mediaSeq: number) => ({
      mediaSeq,
      width: 1200,
      height: 1200,
      url: `/v2/media/${mediaSeq}/w1280`,
      thumbnailUrl: `/v2/media/${mediaSeq}/w320`,
      srcSet: `/v2/media/${mediaSeq}/w320 320w, /v2/media/${mediaSeq}/w1280 1280w`,
    });
    history = [
      ...range(1, 11),
      message(12, { sender: 'SHOP', kind: 'IMAGE', message: '', images: [photo(5), photo(6)] }),
    ];
    const user = userEvent.setup();
    const { router } = openRoom();
    // A tap used to open the file in another tab, out of the app.
    await user.click(await screen.findByRole('link', { name: '사진 크게 보기 2 / 2' }));
    const viewer = await screen.findByRole('dialog', { name: '사진 2 / 2' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/v2/media/6/w1280');

    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chatting/7');
    expect(screen.getByRole('link', { name: '사진 크게 보기 1 / 2' })).toBeInTheDocument();
  });

  it('keeps what was typed and not sent when I leave the room, opens with it, and forgets it once sent', async () => {
    vi.mocked(apiPost).mockImplementation(async (url) =>
      url === '/v2/chatting/message/send'
        ? message(13, { message: '토요일 오후 2시 가능할까요?' })
        : { readSeq: 13 },
    );
    const user = userEvent.setup();
    const first = openRoom();
    await screen.findByText('메시지 12');
    await user.type(screen.getByLabelText('메시지 입력'), '토요일 오후 2시 가능할까요?');
    first.unmount();

    openRoom();
    await screen.findByText('메시지 12');
    expect(screen.getByLabelText('메시지 입력')).toHaveValue('토요일 오후 2시 가능할까요?');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('토요일 오후 2시 가능할까요?')).toBeInTheDocument();
    expect(screen.getByLabelText('메시지 입력')).toHaveValue('');
    expect(localStorage.getItem('guardian.draft.chat.7')).toBeNull();
  });

  it('a link from one room to another opens the other with its own box, not what was typed in the first', async () => {
    const user = userEvent.setup();
    const answer = vi.mocked(apiGet).getMockImplementation()!;
    vi.mocked(apiGet).mockImplementation(async (url, params) =>
      answer(url === '/v2/chatting/room/8' ? '/v2/chatting/room/7' : url, params),
    );
    const { router } = openRoom();
    await screen.findByText('메시지 12');
    await user.type(screen.getByLabelText('메시지 입력'), '방 7에 쓰던 말');
    await act(() => router.navigate('/chatting/8'));
    await screen.findByText('메시지 12');
    expect(screen.getByLabelText('메시지 입력')).toHaveValue('');
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('메시지 입력')).toHaveValue('방 7에 쓰던 말');
  });

  it('keeps a failed send with 재전송, and the retry is the same message', async () => {
    const user = userEvent.setup();
    openRoom();
    await screen.findByText('메시지 12');
    vi.mocked(apiPost).mockImplementation(async (url) => {
      if (url === '/v2/chatting/message/send') throw new Error('offline');
      return { chattingRoomId: 7, readSeq: 12 };
    });
    await user.type(screen.getByLabelText('메시지 입력'), '토요일 예약 가능할까요?');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('전송 실패')).toBeInTheDocument();
    const firstId = (
      vi.mocked(apiPost).mock.calls.find((c) => c[0] === '/v2/chatting/message/send')![1] as {
        clientId: string;
      }
    ).clientId;

    vi.mocked(apiPost).mockImplementation(async (url, body) => {
      if (url !== '/v2/chatting/message/send') return { chattingRoomId: 7, readSeq: 13 };
      const sent = message(13, {
        message: '토요일 예약 가능할까요?',
        clientId: (body as { clientId: string }).clientId,
      });
      history.push(sent);
      return sent;
    });
    await user.click(screen.getByRole('button', { name: '재전송' }));
    await vi.waitFor(() => expect(seqs()).toContain(13));
    const sends = vi.mocked(apiPost).mock.calls.filter((c) => c[0] === '/v2/chatting/message/send');
    expect(sends.map((c) => (c[1] as { clientId: string }).clientId)).toEqual([firstId, firstId]);
    expect(screen.queryByTestId('chat-pending')).not.toBeInTheDocument();
    expect(screen.getAllByText('토요일 예약 가능할까요?')).toHaveLength(1);
  });

  it('keeps a failed send when I leave the room: it is at the end of the conversation when I come back, and 재전송 sends it once', async () => {
    const first = openRoom();
    await screen.findByText('메시지 12');
    await failSend('토요일 예약 가능할까요?');
    const firstId = clientIdOf(sendCalls()[0]);
    first.unmount();

    const user = userEvent.setup();
    openRoom();
    await screen.findByText('메시지 12');
    const kept = screen.getByTestId('chat-pending');
    expect(kept).toHaveTextContent('토요일 예약 가능할까요?');
    expect(kept).toHaveTextContent('전송 실패');
    const messages = screen.getAllByTestId('chat-message');
    expect(messages[messages.length - 1].compareDocumentPosition(kept)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    sendsGoThrough();
    await user.click(within(kept).getByRole('button', { name: '재전송' }));
    await vi.waitFor(() => expect(seqs()).toContain(13));
    expect(sendCalls().map(clientIdOf)).toEqual([firstId, firstId]);
    expect(screen.queryByTestId('chat-pending')).not.toBeInTheDocument();
    expect(screen.getAllByText('토요일 예약 가능할까요?')).toHaveLength(1);
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();
  });

  it('삭제 removes a failed send for good', async () => {
    const user = userEvent.setup();
    const first = openRoom();
    await screen.findByText('메시지 12');
    await failSend('지울 메시지');
    await user.click(screen.getByRole('button', { name: '삭제' }));
    expect(screen.queryByTestId('chat-pending')).not.toBeInTheDocument();
    first.unmount();

    openRoom();
    await screen.findByText('메시지 12');
    expect(screen.queryByText('지울 메시지')).not.toBeInTheDocument();
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();
  });

  it('sends a message once on a double tap of 보내기', async () => {
    const user = userEvent.setup();
    openRoom();
    await screen.findByText('메시지 12');
    sendsGoThrough();
    await user.click(screen.getByLabelText('메시지 입력'));
    await user.paste('조금 늦을 것 같아요');
    doubleTap(screen.getByRole('button', { name: '보내기' }));

    expect(screen.getAllByTestId('chat-pending')).toHaveLength(1);
    // Stored: in the conversation once, and no longer on its way.
    await waitFor(() => expect(screen.queryByTestId('chat-pending')).not.toBeInTheDocument());
    expect(screen.getAllByText('조금 늦을 것 같아요')).toHaveLength(1);
    expect(sendCalls()).toHaveLength(1);
  });

  it('sends a 재전송 once on a double tap, the same message', async () => {
    openRoom();
    await screen.findByText('메시지 12');
    await failSend('토요일 예약 가능할까요?');
    const firstId = clientIdOf(sendCalls()[0]);
    let answer: (m: unknown) => void = () => {};
    vi.mocked(apiPost).mockImplementation((url, body) =>
      url === '/v2/chatting/message/send'
        ? new Promise((resolve) => {
            answer = () =>
              resolve(
                message(13, {
                  sender: 'USER',
                  message: '토요일 예약 가능할까요?',
                  clientId: clientIdOf([url, body]),
                }),
              );
          })
        : Promise.resolve({ chattingRoomId: 7, readSeq: 13 }),
    );
    doubleTap(screen.getByRole('button', { name: '재전송' }));
    await settle();
    expect(sendCalls().map(clientIdOf)).toEqual([firstId, firstId]);
    expect(await screen.findByText('보내는 중')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '재전송' })).not.toBeInTheDocument();
    await act(async () => answer(null));
    await waitFor(() => expect(screen.queryByTestId('chat-pending')).not.toBeInTheDocument());
    expect(screen.getAllByText('토요일 예약 가능할까요?')).toHaveLength(1);
    expect(sendCalls()).toHaveLength(2);
  });

  it('sends the photos once on a double tap of 사진 N장 보내기', async () => {
    const user = userEvent.setup();
    openRoom();
    await screen.findByText('메시지 12');
    vi.mocked(apiPost).mockImplementation(() => new Promise(() => {})); // held: the network is slow
    await user.click(screen.getByRole('button', { name: '사진 첨부' }));
    await user.click(await screen.findByRole('button', { name: '사진 2장 고르기' }));
    doubleTap(screen.getByRole('button', { name: '사진 2장 보내기' }));
    await settle();

    expect(sendCalls()).toEqual([
      [
        '/v2/chatting/message/send',
        { chattingRoomId: 7, clientId: expect.any(String), message: '', mediaSeqs: [41, 42] },
      ],
    ]);
    expect(screen.getAllByTestId('chat-pending')).toHaveLength(1);
    expect(screen.getByTestId('chat-pending')).toHaveTextContent('사진 2장');
    expect(JSON.parse(localStorage.getItem(UNSENT_KEY)!)).toHaveLength(1);
  });

  it('keeps the focus in the message box after 보내기, so the next message is typed at once', async () => {
    const user = userEvent.setup();
    openRoom();
    await screen.findByText('메시지 12');
    sendsGoThrough();
    const box = screen.getByLabelText('메시지 입력');
    await user.type(box, '토요일 예약 가능할까요?');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('토요일 예약 가능할까요?')).toBeInTheDocument();
    expect(box).toHaveFocus();
    // From the keyboard: Tab to 보내기, Enter. The button, disabled once the box is empty, would drop the focus.
    await user.type(box, '오후 2시요');
    await user.tab();
    expect(screen.getByRole('button', { name: '보내기' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('오후 2시요')).toBeInTheDocument();
    expect(box).toHaveFocus();
  });

  it('삭제 of a failed send leaves the focus in the message box, not at the top of the page', async () => {
    const user = userEvent.setup();
    openRoom();
    await screen.findByText('메시지 12');
    await failSend('지울 메시지');
    await user.click(screen.getByRole('button', { name: '삭제' }));
    expect(screen.queryByTestId('chat-pending')).not.toBeInTheDocument();
    expect(screen.getByLabelText('메시지 입력')).toHaveFocus();
  });

  it('reads out a send that failed and a shop answer that arrives, but not the messages already there', async () => {
    openRoom();
    await screen.findByText('메시지 12');
    const region = screen.getByTestId('chat-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(/^$/);
    await failSend('토요일 예약 가능할까요?');
    expect(region).toHaveTextContent('메시지를 보내지 못했어요. 재전송하거나 삭제할 수 있어요.');

    await vi.waitFor(() => expect(live).not.toBeNull());
    act(() => live!({ type: 'message', message: message(13, { sender: 'SHOP', message: '네 가능해요!' }) }));
    expect(await screen.findByText('네 가능해요!')).toBeInTheDocument();
    expect(region).toHaveTextContent('멍멍살롱에서 새 메시지가 왔어요. 네 가능해요!');
  });

  it('forgets failed sends at logout, like the message box’s draft', async () => {
    const first = openRoom();
    await screen.findByText('메시지 12');
    await failSend('보호자만 볼 메시지');
    first.unmount();
    const again = openRoom();
    expect(await screen.findByText('보호자만 볼 메시지')).toBeInTheDocument();
    again.unmount();

    useSessionStore.getState().leave('/my-info/setting');
    useSessionStore.getState().setToken('token-2');
    openRoom();
    await screen.findByText('메시지 12');
    expect(screen.queryByText('보호자만 볼 메시지')).not.toBeInTheDocument();
    expect(screen.queryByText('전송 실패')).not.toBeInTheDocument();
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();
  });

  it('keeps failed sends for the same person after their session expired, and forgets them when someone else logs in', async () => {
    const person = (userSeq: number) =>
      ({ userSeq }) as Parameters<ReturnType<typeof useSessionStore.getState>['setUser']>[0];
    const session = useSessionStore.getState();
    session.setUser(person(1));
    const first = openRoom();
    await screen.findByText('메시지 12');
    await failSend('1번 보호자의 메시지');
    first.unmount();

    session.clear();
    session.setToken('token-1');
    session.setUser(person(1));
    const same = openRoom();
    expect(await screen.findByText('1번 보호자의 메시지')).toBeInTheDocument();
    same.unmount();

    session.clear();
    session.setToken('token-2');
    session.setUser(person(2));
    openRoom();
    await screen.findByText('메시지 12');
    expect(screen.queryByText('1번 보호자의 메시지')).not.toBeInTheDocument();
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();
  });

  it('a send refused because the session ended on another phone says so in §8’s alert; 로그인하기 ends it here too, and the message waits as 전송 실패', async () => {
    // The API refuses the token (revoked: the password was changed elsewhere); the send goes over the real client,
    // which knows the token it carried.
    const { confirm, actual } = await refuseEveryRequestWith401();
    openRoom(createQueryClient());
    await screen.findByText('메시지 12');
    vi.mocked(apiPost).mockImplementation(async (url, body) => {
      if (url === '/v2/chatting/message/send') return actual.apiPost(url, body);
      return { chattingRoomId: 7, readSeq: 12 };
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('메시지 입력'), '토요일 예약 문의드려요');
    await user.click(screen.getByRole('button', { name: '보내기' }));

    expect(await screen.findByText('전송 실패')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith({
      text: '정상적인 접근이 아닙니다. 다시 시도해주세요.',
      confirmText: '로그인하기',
      hideCancel: true,
    });
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(localStorage.getItem(UNSENT_KEY)).toContain('토요일 예약 문의드려요');
  });

  it('an edit refused because the session ended on another phone says so in §8’s alert (로그인하기), not under the box; back in the room, 메시지 수정 is open with what I typed', async () => {
    // The API refuses the token; the edit goes over the real client, which knows the token it carried.
    const { confirm, actual } = await refuseEveryRequestWith401();
    vi.mocked(apiPut).mockImplementation((url, body) => actual.apiPut(url, body));
    const user = userEvent.setup();
    const first = openRoom(createQueryClient());
    await user.click(await screen.findByRole('button', { name: '메시지 11, 눌러서 수정' }));
    const input = await screen.findByLabelText('수정할 메시지');
    await user.clear(input);
    await user.type(input, '일요일 2시로 바꿀게요');
    await user.click(screen.getByRole('button', { name: '수정하기' }));

    await vi.waitFor(() =>
      expect(confirm).toHaveBeenCalledWith({
        text: '정상적인 접근이 아닙니다. 다시 시도해주세요.',
        confirmText: '로그인하기',
        hideCancel: true,
      }),
    );
    await vi.waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('수정할 메시지')).toHaveValue('일요일 2시로 바꿀게요');
    first.unmount();

    // Logged in again (the login page brings them back to the room).
    useSessionStore.getState().setToken('token-2');
    vi.mocked(apiPut).mockReset();
    vi.mocked(apiPut).mockResolvedValue(
      message(11, { message: '일요일 2시로 바꿀게요', editedAt: '2026-11-24T03:00:00Z' }),
    );
    const second = openRoom();
    expect(await screen.findByLabelText('수정할 메시지')).toHaveValue('일요일 2시로 바꿀게요');
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    expect(apiPut).toHaveBeenCalledWith('/v2/chatting/message/1011', {
      message: '일요일 2시로 바꿀게요',
      editedAt: null,
    });
    expect(await screen.findByText('수정됨')).toBeInTheDocument();
    second.unmount();
    // Saved: the room no longer opens it.
    openRoom();
    await screen.findByText('메시지 12');
    expect(screen.queryByLabelText('수정할 메시지')).not.toBeInTheDocument();
  });

  it('a send still on its way when I leave is kept as 전송 실패 if it then fails', async () => {
    let fail: (e: Error) => void = () => {};
    vi.mocked(apiPost).mockImplementation((url) =>
      url === '/v2/chatting/message/send'
        ? new Promise((_, reject) => (fail = reject))
        : Promise.resolve({ chattingRoomId: 7, readSeq: 12 }),
    );
    const user = userEvent.setup();
    const queryClient = testQueryClient();
    const first = openRoom(queryClient);
    await screen.findByText('메시지 12');
    await user.type(screen.getByLabelText('메시지 입력'), '가는 중에 나간 메시지');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('보내는 중')).toBeInTheDocument();
    first.unmount();
    await act(async () => fail(new Error('offline')));

    openRoom(queryClient);
    const kept = await screen.findByTestId('chat-pending');
    expect(kept).toHaveTextContent('가는 중에 나간 메시지');
    expect(kept).toHaveTextContent('전송 실패');
  });

  it('a send still on its way when I leave that goes through is shown once when I come back, not as unsent', async () => {
    let answer: () => void = () => {};
    vi.mocked(apiPost).mockImplementation((url, body) => {
      if (url !== '/v2/chatting/message/send') return Promise.resolve({ chattingRoomId: 7, readSeq: 13 });
      const sent = message(13, {
        message: '가는 중에 나간 메시지',
        clientId: (body as { clientId: string }).clientId,
      });
      history.push(sent);
      return new Promise((resolve) => (answer = () => resolve(sent)));
    });
    const user = userEvent.setup();
    const queryClient = testQueryClient();
    const first = openRoom(queryClient);
    await screen.findByText('메시지 12');
    await user.type(screen.getByLabelText('메시지 입력'), '가는 중에 나간 메시지');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('보내는 중')).toBeInTheDocument();
    first.unmount();
    await act(async () => answer());

    openRoom(queryClient);
    await vi.waitFor(() => expect(seqs()).toContain(13));
    expect(screen.getAllByText('가는 중에 나간 메시지')).toHaveLength(1);
    expect(screen.queryByTestId('chat-pending')).not.toBeInTheDocument();
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();
    expect(sendCalls()).toHaveLength(1);
  });

  it('a send whose answer was lost but which the server stored shows once when I come back, and is no longer kept', async () => {
    vi.mocked(apiPost).mockImplementation(async (url, body) => {
      if (url !== '/v2/chatting/message/send') return { chattingRoomId: 7, readSeq: 13 };
      history.push(
        message(13, { message: '답이 끊긴 메시지', clientId: (body as { clientId: string }).clientId }),
      );
      throw new ApiError({ status: 0, resultCode: 'TIMEOUT', message: '응답이 늦어지고 있어요.' });
    });
    const user = userEvent.setup();
    const first = openRoom();
    await screen.findByText('메시지 12');
    await user.type(screen.getByLabelText('메시지 입력'), '답이 끊긴 메시지');
    await user.click(screen.getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('전송 실패')).toBeInTheDocument();
    first.unmount();

    openRoom();
    await vi.waitFor(() => expect(seqs()).toContain(13));
    expect(screen.getAllByText('답이 끊긴 메시지')).toHaveLength(1);
    expect(screen.queryByText('전송 실패')).not.toBeInTheDocument();
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();
  });

  it('재전송 of a message the server stored long ago (its answer lost) leaves it in its place above, not at the end', async () => {
    history = range(1, 12);
    history[1] = message(2, { sender: 'USER', message: '오래전에 보낸 메시지', clientId: 'wlongago0001' });
    localStorage.setItem(
      UNSENT_KEY,
      JSON.stringify([{ clientId: 'wlongago0001', text: '오래전에 보낸 메시지', mediaSeqs: [] }]),
    );
    vi.mocked(apiPost).mockImplementation(async (url) =>
      url === '/v2/chatting/message/send' ? history[1] : { chattingRoomId: 7, readSeq: 12 },
    );
    const user = userEvent.setup();
    openRoom();
    const kept = await screen.findByTestId('chat-pending');
    await user.click(within(kept).getByRole('button', { name: '재전송' }));
    await vi.waitFor(() => expect(screen.queryByTestId('chat-pending')).not.toBeInTheDocument());
    expect(seqs()).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: '이전 메시지 보기' }));
    await screen.findByText('메시지 1');
    expect(seqs()).toEqual(range(1, 12).map((m) => m.seq));
    expect(screen.getAllByText('오래전에 보낸 메시지')).toHaveLength(1);
  });

  it('photos that failed to send are there after a reload; once the server no longer keeps them it says so and offers only 삭제', async () => {
    // Left by the page before the reload: photos uploaded (their ids), their message never sent.
    localStorage.setItem(
      UNSENT_KEY,
      JSON.stringify([{ clientId: 'wphotos0001', text: '사진 2장', mediaSeqs: [41, 42] }]),
    );
    vi.mocked(apiPost).mockImplementation(async (url) => {
      if (url !== '/v2/chatting/message/send') return { chattingRoomId: 7, readSeq: 12 };
      throw new ApiError({ status: 404, resultCode: 'MEDIA_NOT_FOUND', message: '사진을 찾을 수 없어요.' });
    });
    const user = userEvent.setup();
    openRoom();
    const kept = await screen.findByTestId('chat-pending');
    expect(kept).toHaveTextContent('사진 2장');
    expect(kept).toHaveTextContent('전송 실패');

    await user.click(within(kept).getByRole('button', { name: '재전송' }));
    expect(await within(kept).findByRole('alert')).toHaveTextContent(
      '사진의 보관 기간이 지나 보낼 수 없어요. 삭제 후 다시 보내 주세요.',
    );
    expect(sendCalls()).toEqual([
      [
        '/v2/chatting/message/send',
        { chattingRoomId: 7, clientId: 'wphotos0001', message: '', mediaSeqs: [41, 42] },
      ],
    ]);
    expect(within(kept).queryByRole('button', { name: '재전송' })).not.toBeInTheDocument();
    await user.click(within(kept).getByRole('button', { name: '삭제' }));
    expect(screen.queryByTestId('chat-pending')).not.toBeInTheDocument();
    expect(localStorage.getItem(UNSENT_KEY)).toBeNull();
  });

  it('shows a shop answer as it arrives, and fills a gap from the last sequence', async () => {
    openRoom();
    await screen.findByText('메시지 12');
    await vi.waitFor(() => expect(live).not.toBeNull());
    act(() => live!({ type: 'message', message: message(13, { sender: 'SHOP', message: '네 가능해요!' }) }));
    expect(await screen.findByText('네 가능해요!')).toBeInTheDocument();
    // 14 never came over the socket; 15 does: the screen fetches what it missed.
    history.push(message(13, { sender: 'SHOP', message: '네 가능해요!' }), message(14), message(15));
    act(() => live!({ type: 'message', message: message(15) }));
    await vi.waitFor(() => expect(seqs().slice(-3)).toEqual([13, 14, 15]));
    expect(new Set(seqs()).size).toBe(seqs().length);
  });

  it('fetches the shop’s answer the socket missed when my own send comes back past it', async () => {
    const user = userEvent.setup();
    openRoom();
    await screen.findByText('메시지 12');
    await vi.waitFor(() => expect(live).not.toBeNull());
    // The socket is down: the shop answers (13) unseen, then my send is stored after it (14) and answered over HTTP.
    history.push(message(13, { sender: 'SHOP', message: '3시에 가능해요' }));
    vi.mocked(apiPost).mockImplementation(async (url, body) => {
      if (url !== '/v2/chatting/message/send') return { chattingRoomId: 7, readSeq: 14 };
      const sent = message(14, {
        message: '그럼 3시로 할게요',
        clientId: (body as { clientId: string }).clientId,
      });
      history.push(sent);
      return sent;
    });
    await user.type(screen.getByLabelText('메시지 입력'), '그럼 3시로 할게요');
    await user.click(screen.getByRole('button', { name: '보내기' }));

    expect(await screen.findByText('3시에 가능해요')).toBeInTheDocument();
    expect(seqs().slice(-3)).toEqual([12, 13, 14]);
    // The socket's return resyncs from the last message held with none missing before it, never from past a hole.
    vi.mocked(apiGet).mockClear();
    act(() => live!({ type: 'resync' }));
    await vi.waitFor(() =>
      expect(apiGet).toHaveBeenCalledWith('/v2/chatting/message', { chattingRoomId: 7, afterSeq: 14 }),
    );
  });

  it('shows the new text of an older message, loaded by scrolling up, edited on my other phone while this one’s socket was down', async () => {
    const user = userEvent.setup();
    history = range(1, 30);
    openRoom();
    await screen.findByText('메시지 30');
    await user.click(screen.getByRole('button', { name: '이전 메시지 보기' }));
    await screen.findByText('메시지 11');
    await vi.waitFor(() => expect(live).not.toBeNull());
    // Phone A fixes message 13, twenty messages up; phone B's socket was down and heard nothing.
    history[12] = message(13, { message: '토요일 3시로 바꿀게요', editedAt: '2026-11-24T03:00:00.000Z' });

    act(() => live!({ type: 'resync' }));

    expect(await screen.findByText('토요일 3시로 바꿀게요')).toBeInTheDocument();
    expect(screen.queryByText('메시지 13')).not.toBeInTheDocument();
    expect(seqs()).toEqual(range(11, 30).map((m) => m.seq));
    // Asked of every message held, from the oldest (11); the API answers only those edited.
    expect(apiGet).toHaveBeenCalledWith('/v2/chatting/message', expect.objectContaining({ fromSeq: 11 }));
  });

  it('asks for the edits since a time the API answered, never the phone’s clock, and moves it on as edits come', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-05T05:05:05Z')); // the phone's clock is years off
    try {
      openRoom();
      await screen.findByText('메시지 12');
      await vi.waitFor(() => expect(live).not.toBeNull());
      vi.mocked(apiGet).mockClear();
      const editAsks = () =>
        vi
          .mocked(apiGet)
          .mock.calls.filter((c) => (c[1] as { editedSince?: string } | undefined)?.editedSince)
          .map((c) => c[1]);

      // The first resync: no mark yet, so every edit of what is held (from the oldest message's time).
      act(() => live!({ type: 'resync' }));
      await vi.waitFor(() => expect(editAsks()).toHaveLength(1));
      expect(editAsks()[0]).toEqual({ chattingRoomId: 7, editedSince: message(3).createdAt, fromSeq: 3 });

      // Then from the newest time held when it was answered: message 12's.
      history[4] = message(5, { message: '고친 메시지 5', editedAt: '2026-11-24T02:00:00.000Z' });
      act(() => live!({ type: 'resync' }));
      expect(await screen.findByText('고친 메시지 5')).toBeInTheDocument();
      expect(editAsks()[1]).toEqual({ chattingRoomId: 7, editedSince: message(12).createdAt, fromSeq: 3 });

      // And then from the edit it was answered, the latest time it has.
      act(() => live!({ type: 'resync' }));
      await vi.waitFor(() => expect(editAsks()).toHaveLength(3));
      expect(editAsks()[2]).toEqual({
        chattingRoomId: 7,
        editedSince: '2026-11-24T02:00:00.000Z',
        fromSeq: 3,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps an edit heard live while the edits answer was on its way, not the older text it brings', async () => {
    openRoom();
    await screen.findByText('메시지 12');
    await vi.waitFor(() => expect(live).not.toBeNull());
    history[10] = message(11, { message: '3시로 할게요', editedAt: '2026-11-24T03:00:00.000Z' });
    let answer: (m: ReturnType<typeof message>[]) => void = () => {};
    const fallback = vi.mocked(apiGet).getMockImplementation()!;
    vi.mocked(apiGet).mockClear();
    vi.mocked(apiGet).mockImplementation((url, params) =>
      (params as { editedSince?: string } | undefined)?.editedSince
        ? new Promise((resolve) => (answer = resolve as typeof answer))
        : fallback(url, params),
    );
    act(() => live!({ type: 'resync' }));
    await vi.waitFor(() =>
      expect(apiGet).toHaveBeenCalledWith('/v2/chatting/message', expect.objectContaining({ fromSeq: 3 })),
    );
    // Edited once more on the other phone, heard live; then the answer with the first edit arrives.
    act(() =>
      live!({
        type: 'edited',
        message: message(11, { message: '4시로 할게요', editedAt: '2026-11-24T03:05:00.000Z' }),
      }),
    );
    expect(await screen.findByText('4시로 할게요')).toBeInTheDocument();
    await act(async () => {
      answer([history[10]]);
      await new Promise((resolve) => setTimeout(resolve, 20)); // the cache's change reaches the screen
    });
    expect(screen.getByText('4시로 할게요')).toBeInTheDocument();
    expect(screen.queryByText('3시로 할게요')).not.toBeInTheDocument();
  });

  it('shows the new text of a message edited on my other phone while this one’s socket was down, once the socket is back', async () => {
    openRoom();
    await screen.findByText('메시지 11');
    await vi.waitFor(() => expect(live).not.toBeNull());
    // Phone A edits message 11 and the shop answers; phone B's socket was down and heard neither.
    history[10] = message(11, { message: '토요일 3시로 바꿀게요', editedAt: '2026-11-24T03:00:00.000Z' });
    history.push(message(13, { message: '네 알겠어요' }));

    act(() => live!({ type: 'resync' }));

    expect(await screen.findByText('토요일 3시로 바꿀게요')).toBeInTheDocument();
    expect(screen.queryByText('메시지 11')).not.toBeInTheDocument();
    expect(screen.getByText('수정됨')).toBeInTheDocument();
    expect(seqs()).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('an edit of a message above those loaded waits for its page, and asks for nothing', async () => {
    openRoom();
    await screen.findByText('메시지 12');
    await vi.waitFor(() => expect(live).not.toBeNull());
    vi.mocked(apiGet).mockClear();
    act(() => live!({ type: 'edited', message: message(1, { message: '고친 첫 메시지' }) }));
    act(() => live!({ type: 'edited', message: message(12, { message: '고친 마지막 메시지' }) }));
    expect(await screen.findByText('고친 마지막 메시지')).toBeInTheDocument();
    expect(screen.queryByText('고친 첫 메시지')).not.toBeInTheDocument();
    expect(seqs()).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    act(() => live!({ type: 'message', message: message(13) }));
    await vi.waitFor(() => expect(seqs()).toContain(13));
    expect(apiGet).not.toHaveBeenCalledWith('/v2/chatting/message', expect.objectContaining({ afterSeq: 1 }));
  });

  it('뒤로 returns to the page the room was opened from, not to a new chat list on top of it', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/shop/:id', element: <p>매장 페이지</p> },
        { path: '/chatting', element: <p>채팅 목록</p> },
        { path: '/chatting/:url', Component: RoomScreen },
      ],
      { initialEntries: ['/shop/3', '/chatting/7'], initialIndex: 1 },
    );
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByText('메시지 12');
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByText('매장 페이지')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('뒤로 on a room opened straight from a link goes to the chat list in its place', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/chatting/7', [
      { path: '/chatting/:url', Component: RoomScreen },
      { path: '/chatting', element: <p>채팅 목록</p> },
    ]);
    await screen.findByText('메시지 12');
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByText('채팅 목록')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('marks my message 읽음 when the shop’s answer comes by a resync, even if the room’s read mark is older', async () => {
    openRoom();
    await screen.findByText('메시지 12');
    await vi.waitFor(() => expect(live).not.toBeNull());
    // My question (13) and the shop's answer (14) arrived while this screen was not listening; the room
    // read again beside them was answered just before the shop wrote (its mark is still 11).
    history.push(message(13), message(14, { sender: 'SHOP', message: '네, 3시에 뵐게요' }));
    act(() => live!({ type: 'resync' }));
    expect(await screen.findByText('네, 3시에 뵐게요')).toBeInTheDocument();
    const mine = screen.getAllByTestId('chat-message').find((el) => el.dataset.seq === '13')!;
    expect(within(mine).getByText('읽음')).toBeInTheDocument();
  });

  it('keeps the conversation and its live feed when a resync’s room refetch fails (the network dropped)', async () => {
    const user = userEvent.setup();
    openRoom();
    await screen.findByText('메시지 12');
    await vi.waitFor(() => expect(live).not.toBeNull());
    await user.type(screen.getByLabelText('메시지 입력'), '쓰던 글');
    const online = vi.mocked(apiGet).getMockImplementation()!;
    vi.mocked(apiGet).mockImplementation(async (url, params) => {
      if (url === '/v2/chatting/room/7') throw new Error('offline');
      return online(url, params);
    });
    act(() => live!({ type: 'resync' }));
    await vi.waitFor(() => expect(apiGet).toHaveBeenLastCalledWith('/v2/chatting/room/7'));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    // The messages stay on screen, not a loading skeleton, while the room waits for its next read.
    expect(screen.getByText('메시지 12')).toBeInTheDocument();
    expect(screen.getByLabelText('메시지 입력')).toHaveValue('쓰던 글');
    expect(live).not.toBeNull();
    act(() =>
      live!({ type: 'message', message: message(13, { sender: 'SHOP', message: '잠시 후 연락드릴게요' }) }),
    );
    expect(await screen.findByText('잠시 후 연락드릴게요')).toBeInTheDocument();
  });

  it('edits my own message, shown as 수정됨', async () => {
    const user = userEvent.setup();
    openRoom();
    await typeEdit(user);
    vi.mocked(apiPut).mockResolvedValue(
      message(11, { message: '고친 메시지', editedAt: '2026-11-24T03:00:00Z' }),
    );
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    expect(await screen.findByText('고친 메시지')).toBeInTheDocument();
    expect(screen.getByText('수정됨')).toBeInTheDocument();
    expect(apiPut).toHaveBeenCalledWith('/v2/chatting/message/1011', {
      message: '고친 메시지',
      editedAt: null,
    });
  });

  it('saves an edit once on a double tap of 수정하기, busy at once and the box kept as typed until it is saved', async () => {
    const user = userEvent.setup();
    openRoom();
    const input = await typeEdit(user);
    let answer: () => void = () => {};
    vi.mocked(apiPut).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(message(11, { message: '고친 메시지', editedAt: '2026-11-24T03:00:00Z' }));
        }),
    );
    const save = screen.getByRole('button', { name: '수정하기' });
    doubleTap(save);
    await settle();

    expect(apiPut).toHaveBeenCalledTimes(1);
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('고친 메시지');
    await act(async () => answer());
    expect(await screen.findByText('수정됨')).toBeInTheDocument();
    expect(apiPut).toHaveBeenCalledTimes(1);
  });

  it('an edit that fails says why in Korean and keeps what I typed, to save again', async () => {
    const user = userEvent.setup();
    openRoom();
    const input = await typeEdit(user);
    vi.mocked(apiPut).mockRejectedValueOnce(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 연결을 확인해 주세요.');
    expect(input).toHaveValue('고친 메시지');
    expect(input).not.toHaveAttribute('readonly');
    vi.mocked(apiPut).mockResolvedValue(
      message(11, { message: '고친 메시지', editedAt: '2026-11-24T03:00:00Z' }),
    );
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    expect(await screen.findByText('수정됨')).toBeInTheDocument();
    expect(apiPut).toHaveBeenCalledTimes(2);
  });

  it('an edit that fails after its sheet was closed (뒤로 while it was on its way) opens again with what I typed, saying why', async () => {
    const user = userEvent.setup();
    openRoom();
    await typeEdit(user);
    const fail = holdEditThenFail();
    await saveThenClose(user);

    await act(async () => fail());
    await reopenedThenSaved(user);
    expect(await screen.findByText('수정됨')).toBeInTheDocument();
    expect(screen.getByText('고친 메시지')).toBeInTheDocument();
  });

  it('an edit that fails while another message’s sheet is open names its message in a toast, leaves that sheet as it is, and opens again with what I typed once that sheet is closed', async () => {
    const user = userEvent.setup();
    const toastError = vi.spyOn(toast, 'error');
    onTestFinished(() => toastError.mockRestore());
    openRoom();
    await typeEdit(user);
    const fail = holdEditThenFail();
    await saveThenClose(user);
    await user.click(screen.getByRole('button', { name: '메시지 9, 눌러서 수정' }));
    await user.type(await screen.findByLabelText('수정할 메시지'), ' 오후에요');

    await act(async () => fail());
    expect(toastError).toHaveBeenCalledWith(
      '‘메시지 11’ 수정을 저장하지 못했어요. 네트워크 연결을 확인해 주세요.',
    );
    // 메시지 9's sheet says nothing of 메시지 11's failure and is not 메시지 11's now.
    const sheet = screen.getByRole('dialog', { name: '메시지 수정' });
    expect(sheet).not.toHaveTextContent('네트워크 연결을 확인해 주세요.');
    expect(sheet).not.toHaveTextContent('지금 메시지');
    expect(screen.getByLabelText('수정할 메시지')).toHaveValue('메시지 9 오후에요');

    await user.keyboard('{Escape}');
    await reopenedThenSaved(user);
    expect(await screen.findByText('고친 메시지')).toBeInTheDocument();
    expect(apiPut).toHaveBeenLastCalledWith('/v2/chatting/message/1011', {
      message: '고친 메시지',
      editedAt: null,
    });
  });

  it('an edit saved after its sheet was closed leaves another message’s sheet opened meanwhile open', async () => {
    const user = userEvent.setup();
    openRoom();
    await typeEdit(user);
    let answer: () => void = () => {};
    vi.mocked(apiPut).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(message(11, { message: '고친 메시지', editedAt: '2026-11-24T03:00:00Z' }));
        }),
    );
    await saveThenClose(user);
    await user.click(screen.getByRole('button', { name: '메시지 9, 눌러서 수정' }));
    await user.type(await screen.findByLabelText('수정할 메시지'), ' 오후에요');

    await act(async () => answer());
    expect(await screen.findByText('고친 메시지')).toBeInTheDocument();
    expect(screen.getByLabelText('수정할 메시지')).toHaveValue('메시지 9 오후에요');
  });

  it('an edit that fails after I left the room is open with what I typed when I come back', async () => {
    const user = userEvent.setup();
    const first = openRoom();
    await typeEdit(user);
    const fail = holdEditThenFail();
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    first.unmount();
    await act(async () => fail());

    openRoom();
    expect(await screen.findByLabelText('수정할 메시지')).toHaveValue('고친 메시지');
  });

  it('opens 메시지 수정 with the focus in its box after the last word, ready to type (the phone’s keyboard up)', async () => {
    const user = userEvent.setup();
    openRoom();
    const bubble = await screen.findByRole('button', { name: '메시지 11, 눌러서 수정' });
    await user.click(bubble);
    const input = await screen.findByLabelText('수정할 메시지');
    expect(input).toHaveFocus();
    expect(input).toHaveProperty('selectionStart', '메시지 11'.length);
    await user.keyboard(' 수정');
    expect(input).toHaveValue('메시지 11 수정');
    // Closed, the focus goes back to the message, as from any sheet.
    await user.keyboard('{Escape}');
    expect(bubble).toHaveFocus();
  });

  it('메시지 수정’s box grows with the message as it is typed, so a long one reads whole before it is saved', async () => {
    const restore = textareaHeightFollowsLines();
    try {
      const user = userEvent.setup();
      openRoom();
      await user.click(await screen.findByRole('button', { name: '메시지 11, 눌러서 수정' }));
      const input = await screen.findByLabelText('수정할 메시지');
      // One line, and its padding.
      expect(input).toHaveStyle({ height: '48px' });
      await user.click(input);
      await user.paste('\n토요일 오전에\n전체 미용 가능할까요?');
      expect(input).toHaveValue('메시지 11\n토요일 오전에\n전체 미용 가능할까요?');
      expect(input).toHaveStyle({ height: '96px' });
    } finally {
      restore();
    }
  });

  it('an edit of a message edited meanwhile on another phone keeps what I typed, shows the message as it is now (from the refusal itself, with no second request on a bad connection), and then saves over it', async () => {
    const user = userEvent.setup();
    openRoom();
    await user.click(await screen.findByRole('button', { name: '메시지 11, 눌러서 수정' }));
    const input = await screen.findByLabelText('수정할 메시지');
    await user.clear(input);
    await user.type(input, '일요일 2시 가능할까요');
    // The other phone has edited it since this one showed it; the refusal carries it as it is now. The connection is
    // bad: asking the room for the message again would fail.
    const now = message(11, { message: '토요일 3시 가능할까요', editedAt: '2026-11-24T03:00:00.000Z' });
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    vi.mocked(apiPut).mockRejectedValueOnce(
      new ApiError({
        status: 409,
        resultCode: 'CHAT_MESSAGE_CHANGED',
        message: '다른 기기에서 먼저 수정한 메시지예요. 바뀐 내용을 확인하고 다시 수정해 주세요.',
        data: { message: now },
      }),
    );
    await user.click(screen.getByRole('button', { name: '수정하기' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('다른 기기에서 먼저 수정한 메시지예요.');
    expect(await screen.findByText('지금 메시지: 토요일 3시 가능할까요')).toBeInTheDocument();
    expect(screen.getByLabelText('수정할 메시지')).toHaveValue('일요일 2시 가능할까요');
    expect(apiPut).toHaveBeenLastCalledWith('/v2/chatting/message/1011', {
      message: '일요일 2시 가능할까요',
      editedAt: null,
    });

    vi.mocked(apiPut).mockResolvedValueOnce(
      message(11, { message: '일요일 2시 가능할까요', editedAt: '2026-11-24T03:05:00.000Z' }),
    );
    await user.click(screen.getByRole('button', { name: '수정하기' }));
    expect(await screen.findByText('일요일 2시 가능할까요')).toBeInTheDocument();
    expect(apiPut).toHaveBeenLastCalledWith('/v2/chatting/message/1011', {
      message: '일요일 2시 가능할까요',
      editedAt: '2026-11-24T03:00:00.000Z',
    });
  });

  it('the same words again are not an edit: nothing is saved and the message is not marked 수정됨', async () => {
    const user = userEvent.setup();
    openRoom();
    await user.click(await screen.findByRole('button', { name: '메시지 11, 눌러서 수정' }));
    await user.type(await screen.findByLabelText('수정할 메시지'), ' ');
    vi.mocked(apiPut).mockResolvedValue(message(11, { editedAt: '2026-11-24T03:00:00Z' }));

    await user.click(screen.getByRole('button', { name: '수정하기' }));

    expect(apiPut).not.toHaveBeenCalled();
    expect(screen.queryByText('수정됨')).not.toBeInTheDocument();
  });

  it('shows the shop’s out-of-hours message when it is closed', async () => {
    vi.mocked(apiGet).mockImplementation(async (url) =>
      url === '/v2/chatting/room/7'
        ? { ...room, isOperationTime: false, notOperationTimeMessage: '오전 10시부터 답변드려요' }
        : [],
    );
    openRoom();
    expect(await screen.findByText('오전 10시부터 답변드려요')).toHaveAttribute('role', 'status');
    expect(screen.getByText(/궁금한 점을 남겨 주세요/)).toBeInTheDocument();
  });

  it('keeps the messages for the room, so a closed shop’s notice never pushes a shown list down', async () => {
    let openShop: (value: typeof room) => void = () => {};
    vi.mocked(apiGet).mockImplementation((url) =>
      url === '/v2/chatting/room/7'
        ? new Promise((resolve) => (openShop = resolve))
        : Promise.resolve(range(3, 12)),
    );
    openRoom();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByText('메시지 12')).not.toBeInTheDocument();
    await act(async () =>
      openShop({ ...room, isOperationTime: false, notOperationTimeMessage: '오전 10시부터 답변드려요' }),
    );
    expect(await screen.findByText('메시지 12')).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('오전 10시부터 답변드려요');
    // In the list, ahead of its first message: one paint brings both.
    expect(screen.getByTestId('chat-scroll')).toContainElement(notice);
  });

  describe('the out-of-hours notice', () => {
    const LONG = '지금은 상담 시간이 아니에요. 메시지를 남겨 주시면 영업 시간에 순서대로 답변드릴게요.';
    const closedRoom = (notice: string) =>
      vi
        .mocked(apiGet)
        .mockImplementation(async (url) =>
          url === '/v2/chatting/room/7'
            ? { ...room, isOperationTime: false, notOperationTimeMessage: notice }
            : range(3, 12),
        );
    /** Lays the notice out as a 390 px phone does: a line holds 25 characters, 22 px high. */
    const layOutNotice = () => {
      const lines = (el: Element) => Math.ceil((el.textContent ?? '').length / 25);
      const folded = (el: Element) =>
        el.getAttribute('role') === 'status' && el.classList.contains('closedLine');
      vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
        return this.getAttribute('role') === 'status' ? 22 * lines(this) : 0;
      });
      vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
        return this.getAttribute('role') === 'status' ? 22 * (folded(this) ? 1 : lines(this)) : 0;
      });
      onTestFinished(() => void vi.restoreAllMocks());
    };

    it('is folded to its first line, the whole bar a 더보기 that opens it in full; 접기 folds it again', async () => {
      onTestFinished(applyStylesheet('../components/room.module.css', import.meta.url));
      layOutNotice();
      closedRoom(LONG);
      const user = userEvent.setup();
      openRoom();
      const notice = await screen.findByText(LONG);
      expect(notice).toHaveAttribute('role', 'status');
      expect(getComputedStyle(notice).overflow).toBe('hidden');
      expect(getComputedStyle(notice).getPropertyValue('-webkit-line-clamp')).toBe('1');
      const more = screen.getByRole('button', { name: '더보기' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(more).toHaveAttribute('aria-controls', notice.id);
      // The bar's whole width and height, not a word's: a tap anywhere on it opens the notice.
      expect(getComputedStyle(more).position).toBe('absolute');
      expect(getComputedStyle(more).getPropertyValue('inset')).toBe('0px');
      expect(getComputedStyle(more.parentElement!).position).toBe('sticky');

      await user.click(more);
      expect(getComputedStyle(notice).overflow).not.toBe('hidden');
      expect(getComputedStyle(notice).getPropertyValue('-webkit-line-clamp')).not.toBe('1');
      const fold = screen.getByRole('button', { name: '접기' });
      expect(fold).toHaveAttribute('aria-expanded', 'true');
      expect(parseFloat(getComputedStyle(fold).minHeight)).toBeGreaterThanOrEqual(44);

      await user.click(fold);
      expect(getComputedStyle(notice).getPropertyValue('-webkit-line-clamp')).toBe('1');
      expect(screen.getByRole('button', { name: '더보기' })).toHaveFocus();
    });

    it('has no 더보기 when it fits on its line', async () => {
      layOutNotice();
      closedRoom('오전 10시부터 답변드려요');
      openRoom();
      expect(await screen.findByText('오전 10시부터 답변드려요')).toHaveAttribute('role', 'status');
      expect(screen.queryByRole('button', { name: '더보기' })).not.toBeInTheDocument();
    });

    it('while I type (the keyboard up), is one line even where large text gives it two', async () => {
      onTestFinished(applyStylesheet('../components/room.module.css', import.meta.url));
      // The two lines of a narrow list (large text: its container query, which jsdom does not evaluate).
      const large = document.createElement('style');
      large.textContent = '.closedLine { -webkit-line-clamp: 2; }';
      document.head.append(large);
      onTestFinished(() => large.remove());
      layOutNotice();
      closedRoom(LONG);
      const user = userEvent.setup();
      openRoom();
      const notice = await screen.findByText(LONG);
      // jsdom keeps a computed style until the document changes, and a focus does not change it.
      const lines = () => {
        document.body.dataset.focus = document.activeElement?.tagName;
        return getComputedStyle(notice).getPropertyValue('-webkit-line-clamp');
      };
      expect(lines()).toBe('2');
      await user.click(screen.getByRole('textbox', { name: '메시지 입력' }));
      expect(lines()).toBe('1');
      await user.tab();
      expect(lines()).toBe('2');
    });

    it('while I type on a short screen (a phone held sideways), goes up with the history instead of staying over it', async () => {
      onTestFinished(applyStylesheet('../components/room.module.css', import.meta.url));
      // jsdom evaluates no media query: the short screen's rules are put in force as the phone would.
      const short = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .find(
          (rule): rule is CSSMediaRule =>
            rule instanceof CSSMediaRule && /max-height/.test(rule.conditionText),
        );
      const inForce = document.createElement('style');
      inForce.textContent = [...short!.cssRules].map((rule) => rule.cssText).join('\n');
      document.head.append(inForce);
      onTestFinished(() => inForce.remove());
      layOutNotice();
      closedRoom(LONG);
      const user = userEvent.setup();
      openRoom();
      const bar = (await screen.findByText(LONG)).parentElement!;
      const position = () => {
        document.body.dataset.focus = document.activeElement?.tagName;
        return getComputedStyle(bar).position;
      };
      expect(position()).toBe('sticky');
      await user.click(screen.getByRole('textbox', { name: '메시지 입력' }));
      expect(position()).toBe('relative');
      await user.tab();
      expect(position()).toBe('sticky');
    });
  });
});
