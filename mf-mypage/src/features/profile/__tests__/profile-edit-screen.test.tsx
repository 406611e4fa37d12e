import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import {
  ApiError,
  apiDelete,
  apiPatch,
  apiPost,
  apiPut,
  uploadMedia,
  useSessionStore,
} from '@guardian/shared';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { me, renderAt } from '../../../test/render-at';
import { ProfileEditScreen } from '../components/profile-edit-screen';
import { NICKNAME_DRAFT_KEY } from '../lib/nickname-draft';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiPost: vi.fn(),
  apiPut: vi.fn(),
  apiPatch: vi.fn(),
  apiDelete: vi.fn(),
  uploadMedia: vi.fn(),
}));

const routes = [
  { path: '/my-info/profile/edit', Component: ProfileEditScreen },
  { path: '/my-info/profile', element: <p>프로필 화면</p> },
  { path: '/my-info', element: <p>마이페이지 화면</p> },
];

function renderEdit(profileImageUrl: string | null = null, history: string[] = []) {
  useSessionStore.getState().setToken('token-1');
  const view = renderAt([...history, '/my-info/profile/edit'], routes);
  view.queryClient.setQueryData(['user', 'me'], { ...me, profileImageUrl });
  return view;
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
const uploaded = (mediaSeq: number) => ({
  mediaSeq,
  width: 640,
  height: 640,
  url: `https://api.example.com/v2/media/${mediaSeq}/w1280`,
  thumbnailUrl: `https://api.example.com/v2/media/${mediaSeq}/w320`,
  srcSet: '',
});

/** Replaces the nickname in the form (the field loads with the current one). */
async function typeNickname(user: ReturnType<typeof userEvent.setup>, value: string) {
  const nickname = await screen.findByLabelText('닉네임');
  await user.clear(nickname);
  await user.type(nickname, value);
}

async function saveNickname(user: ReturnType<typeof userEvent.setup>, value: string) {
  await typeNickname(user, value);
  await user.click(screen.getByRole('button', { name: '저장' }));
}

beforeEach(() => {
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiPut)
    .mockReset()
    .mockResolvedValue({ ...me, nickname: '콩이언니' });
  vi.mocked(apiPatch).mockReset().mockResolvedValue(me);
  vi.mocked(apiDelete).mockReset().mockResolvedValue(me);
  vi.mocked(uploadMedia).mockReset().mockResolvedValue(uploaded(42));
});

describe('프로필 수정', () => {
  it('says a nickname the server finds taken is taken, and stays on the form', async () => {
    vi.mocked(apiPut).mockRejectedValue(
      new ApiError({ status: 409, resultCode: 'DUPLICATED_NICKNAME', message: '중복' }),
    );
    const user = userEvent.setup();
    renderEdit();

    await saveNickname(user, '콩이언니');

    expect(await screen.findByText(/이미 사용 중인 닉네임이에요/)).toBeInTheDocument();
    // One request, the change itself: no separate check before it.
    expect(apiPut).toHaveBeenCalledWith('/v2/me', { nickname: '콩이언니' });
    expect(apiPost).not.toHaveBeenCalled();
    expect(screen.queryByText('프로필 화면')).not.toBeInTheDocument();
  });

  it('저장 tapped offline waits for the connection and then saves, as the offline banner promises', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    const user = userEvent.setup();
    renderEdit();

    await saveNickname(user, '콩이언니');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(apiPut).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    online.mockReturnValue(true);
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('프로필 화면')).toBeInTheDocument();
    expect(apiPut).toHaveBeenCalledWith('/v2/me', { nickname: '콩이언니' });
    online.mockRestore();
  });

  it('saves a free nickname and a photo picked from the phone, then shows the profile', async () => {
    vi.mocked(apiPost).mockResolvedValue({ duplicated: false });
    const user = userEvent.setup();
    const { queryClient } = renderEdit();

    await typeNickname(user, '콩이언니');
    await user.upload(screen.getByLabelText('프로필 사진 선택'), photo());
    await user.click(await screen.findByRole('button', { name: '저장' }));

    expect(await screen.findByText('프로필 화면')).toBeInTheDocument();
    expect(uploadMedia).toHaveBeenCalledTimes(1);
    expect(apiPut).toHaveBeenCalledWith('/v2/me', { nickname: '콩이언니' });
    expect(apiPatch).toHaveBeenCalledWith('/v2/user/my-profile', undefined, { params: { mediaSeq: 42 } });
    expect(queryClient.getQueryState(['user', 'me'])?.isInvalidated).toBe(true);
  });

  it('a double tap on 저장 saves the nickname once', async () => {
    let done: (v: unknown) => void = () => {};
    vi.mocked(apiPut).mockReturnValue(new Promise((resolve) => (done = resolve)));
    const user = userEvent.setup();
    renderEdit();

    await typeNickname(user, '콩이언니');
    doubleTap(screen.getByRole('button', { name: '저장' }));
    done({ ...me, nickname: '콩이언니' });

    expect(await screen.findByText('프로필 화면')).toBeInTheDocument();
    expect(apiPut).toHaveBeenCalledTimes(1);
  });

  it('saved, goes back to the 프로필 it came from, so 뒤로 from there leaves 프로필', async () => {
    vi.mocked(apiPost).mockResolvedValue({ duplicated: false });
    const user = userEvent.setup();
    const { router } = renderEdit(null, ['/my-info', '/my-info/profile']);

    await saveNickname(user, '콩이언니');
    expect(await screen.findByText('프로필 화면')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/my-info');
  });

  it('holds 저장 while the photo is still uploading', async () => {
    let finish: (value: ReturnType<typeof uploaded>) => void = () => {};
    vi.mocked(uploadMedia).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderEdit();

    await user.upload(await screen.findByLabelText('프로필 사진 선택'), photo());

    expect(screen.getByRole('button', { name: '사진 올리는 중…' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: '프로필 사진 올리는 중' })).toBeInTheDocument();
    finish(uploaded(7));
    await user.click(await screen.findByRole('button', { name: '저장' }));
    expect(apiPatch).toHaveBeenCalledWith('/v2/user/my-profile', undefined, { params: { mediaSeq: 7 } });
  });

  it('says why a photo did not upload and keeps the picture I had', async () => {
    vi.mocked(uploadMedia).mockRejectedValue(
      new ApiError({
        status: 413,
        resultCode: 'MEDIA_TOO_LARGE',
        message: '사진이 너무 커요. 20MB 이하의 사진을 올려 주세요.',
      }),
    );
    const user = userEvent.setup();
    renderEdit('https://api.example.com/v2/media/3/w320');

    await user.upload(await screen.findByLabelText('프로필 사진 선택'), photo());

    expect(await screen.findByRole('alert')).toHaveTextContent('사진이 너무 커요');
    expect(screen.getByRole('group', { name: '프로필 사진' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://api.example.com/v2/media/3/w320',
    );
    // Nothing changed after all: 저장 still waits for a change.
    expect(screen.getByRole('button', { name: '저장' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('저장 before anything changed says so, and a tap goes to the nickname instead of doing nothing', async () => {
    const user = userEvent.setup();
    renderEdit();
    const nickname = await screen.findByLabelText('닉네임');
    // Grey, yet reached by a screen reader and described (a disabled 저장 was skipped and a tap did nothing).
    const save = screen.getByRole('button', { name: '저장' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toBeEnabled();
    expect(save).toHaveAccessibleDescription('닉네임이나 사진을 바꾸면 저장할 수 있어요.');
    expect(screen.getByRole('status')).toHaveTextContent('닉네임이나 사진을 바꾸면 저장할 수 있어요.');

    await user.click(save);
    expect(nickname).toHaveFocus();
    // The keyboard's Enter, the same: nothing is sent.
    await user.type(nickname, '{Enter}');
    expect(apiPost).not.toHaveBeenCalled();
    expect(apiPut).not.toHaveBeenCalled();
    expect(screen.queryByText('프로필을 저장했어요.')).not.toBeInTheDocument();

    // A change: the line goes and 저장 saves.
    await user.type(nickname, '2');
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(save).not.toHaveAccessibleDescription();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('기본 이미지로 removes the picture on 저장', async () => {
    const user = userEvent.setup();
    renderEdit('https://api.example.com/v2/media/3/w320');

    await user.click(await screen.findByRole('button', { name: '기본 이미지로' }));
    expect(screen.queryByRole('button', { name: '기본 이미지로' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('프로필 화면')).toBeInTheDocument();
    expect(apiDelete).toHaveBeenCalledWith('/v2/user/my-profile');
    expect(apiPatch).not.toHaveBeenCalled();
  });

  it('keeps focus in the picture field, on 사진 변경, when 기본 이미지로 takes itself away', async () => {
    const user = userEvent.setup();
    renderEdit('https://api.example.com/v2/media/3/w320');

    await user.click(await screen.findByRole('button', { name: '기본 이미지로' }));

    expect(screen.getByRole('button', { name: '사진 변경' })).toHaveFocus();
  });

  it('explains a nickname that breaks the rules before calling the server', async () => {
    const user = userEvent.setup();
    renderEdit();

    await saveNickname(user, '콩');

    expect(await screen.findByText('닉네임은 2자 이상 입력해 주세요.')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('keeps any nickname sign-up accepts: the API rule, trimmed, spaces and symbols allowed', async () => {
    vi.mocked(apiPost).mockResolvedValue({ duplicated: false });
    const user = userEvent.setup();
    renderEdit();

    await saveNickname(user, '  콩이 언니!  ');

    expect(await screen.findByText('프로필 화면')).toBeInTheDocument();
    expect(apiPut).toHaveBeenCalledWith('/v2/me', { nickname: '콩이 언니!' });
  });

  it('shows the API field message under the nickname and a failed save above the button', async () => {
    vi.mocked(apiPost).mockResolvedValue({ duplicated: false });
    vi.mocked(apiPut)
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          resultCode: 'VALIDATION_ERROR',
          message: '입력값을 확인해 주세요.',
          fields: [{ field: 'nickname', message: '12자 이하여야 합니다.' }],
        }),
      )
      .mockRejectedValueOnce(
        new ApiError({ status: 500, resultCode: 'INTERNAL_ERROR', message: '일시적인 오류' }),
      );
    const user = userEvent.setup();
    renderEdit();

    await saveNickname(user, '콩이언니');
    expect(await screen.findByText('12자 이하여야 합니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('닉네임')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('일시적인 오류')).toHaveAttribute('role', 'alert');
  });

  it('a nickname refused because the session ended says nothing more and is in the form again after the login', async () => {
    vi.mocked(apiPost).mockResolvedValue({ duplicated: false });
    vi.mocked(apiPut).mockRejectedValueOnce(
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
    );
    const user = userEvent.setup();
    const first = renderEdit();
    await saveNickname(user, '콩이언니');
    await vi.waitFor(() => expect(apiPut).toHaveBeenCalledTimes(1));
    // §8's alert (the shared 401 rule) says the session ended: no message of the form's own under it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    // Back from the login page: the nickname typed, still to be saved; saved, the next visit starts from the profile.
    renderEdit();
    expect(await screen.findByLabelText('닉네임')).toHaveValue('콩이언니');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('프로필 화면')).toBeInTheDocument();
    expect(apiPut).toHaveBeenLastCalledWith('/v2/me', { nickname: '콩이언니' });
  });

  it('the nickname kept is given back once: opened again later, the form shows the saved one', async () => {
    localStorage.setItem(NICKNAME_DRAFT_KEY, '콩이언니');
    const first = renderEdit();
    expect(await screen.findByLabelText('닉네임')).toHaveValue('콩이언니');
    first.unmount();
    renderEdit();
    expect(await screen.findByLabelText('닉네임')).toHaveValue(me.nickname);
  });

  describe("the phone's keyboard", () => {
    it('types the nickname as it is, and its Enter says it saves', async () => {
      renderEdit();
      const nickname = await screen.findByLabelText('닉네임');
      for (const [name, value] of Object.entries({
        autocomplete: 'nickname',
        autocapitalize: 'off',
        autocorrect: 'off',
        spellcheck: 'false',
        enterkeyhint: 'done',
      }))
        expect(nickname).toHaveAttribute(name, value);
    });

    it.each([
      [
        'the save',
        () => {
          vi.mocked(apiPut).mockRejectedValue(
            new ApiError({ status: 409, resultCode: 'DUPLICATED_NICKNAME', message: '중복' }),
          );
        },
      ],
    ])(
      'a nickname refused by %s takes the focus back from 저장 to the field, to type another',
      async (_by, refuse) => {
        refuse();
        const user = userEvent.setup();
        renderEdit();
        await saveNickname(user, '콩이언니');
        const nickname = screen.getByLabelText('닉네임');
        await vi.waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
        expect(nickname).toHaveFocus();
      },
    );
  });

  describe('leaving with changes not saved', () => {
    it('asks before 뒤로 throws away a changed nickname; 계속 수정 keeps it', async () => {
      const user = userEvent.setup();
      const { router } = renderEdit(null, ['/my-info', '/my-info/profile']);

      await typeNickname(user, '콩이언니');
      await user.click(screen.getByRole('button', { name: '뒤로 가기' }));

      const ask = await screen.findByRole('dialog', { name: '수정한 내용을 저장하지 않고 나갈까요?' });
      expect(router.state.location.pathname).toBe('/my-info/profile/edit');
      await user.click(within(ask).getByRole('button', { name: '계속 수정' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/my-info/profile/edit');
      expect(screen.getByLabelText('닉네임')).toHaveValue('콩이언니');
    });

    it("leaves on 나가기, for the phone's back and a tab alike", async () => {
      const user = userEvent.setup();
      const { router } = renderEdit(null, ['/my-info', '/my-info/profile']);
      await user.upload(await screen.findByLabelText('프로필 사진 선택'), photo());

      await act(() => router.navigate('/my-info'));
      const ask = await screen.findByRole('dialog', { name: '수정한 내용을 저장하지 않고 나갈까요?' });
      await user.click(within(ask).getByRole('button', { name: '계속 수정' }));
      await act(() => router.navigate(-1));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '나가기' }));

      expect(await screen.findByText('프로필 화면')).toBeInTheDocument();
      expect(apiPatch).not.toHaveBeenCalled();
    });

    it('does not ask when nothing changed, or once the changes are saved', async () => {
      vi.mocked(apiPost).mockResolvedValue({ duplicated: false });
      const user = userEvent.setup();
      const { router } = renderEdit(null, ['/my-info', '/my-info/profile']);

      await user.click(await screen.findByRole('button', { name: '뒤로 가기' }));
      expect(await screen.findByText('프로필 화면')).toBeInTheDocument();

      await act(() => router.navigate('/my-info/profile/edit'));
      await saveNickname(user, '콩이언니');
      expect(await screen.findByText('프로필 화면')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
