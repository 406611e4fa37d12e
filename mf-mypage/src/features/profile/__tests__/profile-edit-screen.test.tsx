import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiPatch, apiPost, apiPut, useSessionStore } from '@guardian/shared';
import { me, renderAt } from '../../../test/render-at';
import { ProfileEditScreen } from '../components/profile-edit-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiPost: vi.fn(),
  apiPut: vi.fn(),
  apiPatch: vi.fn(),
}));

const routes = [
  { path: '/my-info/profile/edit', Component: ProfileEditScreen },
  { path: '/my-info/profile', element: <p>프로필 화면</p> },
];

function renderEdit() {
  useSessionStore.getState().setToken('token-1');
  const view = renderAt('/my-info/profile/edit', routes);
  view.queryClient.setQueryData(['user', 'me'], me);
  return view;
}

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
});

describe('프로필 수정', () => {
  it('rejects a nickname the server says is taken, without saving', async () => {
    vi.mocked(apiPost).mockResolvedValue({ duplicated: true });
    const user = userEvent.setup();
    renderEdit();

    await saveNickname(user, '콩이언니');

    expect(await screen.findByText(/이미 사용 중인 닉네임이에요/)).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith('/v2/user/duplicated', { type: 'NICKNAME', value: '콩이언니' });
    expect(apiPut).not.toHaveBeenCalled();
  });

  it('saves a free nickname and a new picture, then shows the profile', async () => {
    vi.mocked(apiPost).mockResolvedValue({ duplicated: false });
    const user = userEvent.setup();
    const { queryClient } = renderEdit();

    await typeNickname(user, '콩이언니');
    await user.type(screen.getByLabelText('프로필 사진 주소'), 'https://img.example.com/me.png');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('프로필 화면')).toBeInTheDocument();
    expect(apiPut).toHaveBeenCalledWith('/v2/me', { nickname: '콩이언니' });
    expect(apiPatch).toHaveBeenCalledWith('/v2/user/my-profile', undefined, {
      params: { profile: 'https://img.example.com/me.png' },
    });
    expect(queryClient.getQueryState(['user', 'me'])?.isInvalidated).toBe(true);
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
          message: '입력값을 확인해주세요.',
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
});
