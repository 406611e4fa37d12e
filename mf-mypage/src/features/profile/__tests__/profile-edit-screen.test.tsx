import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPatch, apiPost, apiPut, useSessionStore } from '@guardian/shared';
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

    const nickname = await screen.findByLabelText('닉네임');
    await user.clear(nickname);
    await user.type(nickname, '콩이언니');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText(/이미 사용 중인 닉네임이에요/)).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith('/v2/user/duplicated', { type: 'NICKNAME', value: '콩이언니' });
    expect(apiPut).not.toHaveBeenCalled();
  });

  it('saves a free nickname and a new picture, then shows the profile', async () => {
    vi.mocked(apiPost).mockResolvedValue({ duplicated: false });
    const user = userEvent.setup();
    const { queryClient } = renderEdit();

    const nickname = await screen.findByLabelText('닉네임');
    await user.clear(nickname);
    await user.type(nickname, '콩이언니');
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

    const nickname = await screen.findByLabelText('닉네임');
    await user.clear(nickname);
    await user.type(nickname, '콩');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('닉네임은 2자 이상 입력해 주세요.')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });
});
