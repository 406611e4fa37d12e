import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiPost, apiPut, useSessionStore } from '@guardian/shared';
import { me, renderAt } from '../../../test/render-at';
import { ProfileEditScreen } from '../components/profile-edit-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiPost: vi.fn(),
  apiPut: vi.fn(),
}));

const routes = [
  { path: '/my-info/profile/edit', Component: ProfileEditScreen },
  { path: '/my-info/profile', element: <p>프로필 화면</p> },
];
const RESERVED = '운영진이나 탈퇴한 회원으로 보일 수 있는 닉네임은 쓸 수 없어요.';

function renderEdit() {
  useSessionStore.getState().setToken('token-1');
  const view = renderAt('/my-info/profile/edit', routes);
  view.queryClient.setQueryData(['user', 'me'], me);
  return view;
}

async function saveNickname(user: ReturnType<typeof userEvent.setup>, value: string) {
  const nickname = await screen.findByLabelText('닉네임');
  await user.clear(nickname);
  await user.type(nickname, value);
  await user.click(screen.getByRole('button', { name: '저장' }));
}

beforeEach(() => {
  vi.mocked(apiPost).mockReset().mockResolvedValue({ duplicated: false });
  vi.mocked(apiPut).mockReset().mockResolvedValue(me);
});

describe('프로필 수정: names that pass for staff or a deleted member', () => {
  it.each(['관리자', '가디언', ' 운 영 자 ', '매니저', '탈퇴회원13'])(
    'refuses "%s" under the field, before asking the server',
    async (name) => {
      const user = userEvent.setup();
      renderEdit();

      await saveNickname(user, name);

      expect(await screen.findByText(RESERVED)).toBeInTheDocument();
      expect(screen.getByLabelText('닉네임')).toHaveAccessibleDescription(RESERVED);
      expect(apiPost).not.toHaveBeenCalled();
      expect(apiPut).not.toHaveBeenCalled();
    },
  );

  it("says the server's refusal of a reserved name under the field and stays on the form", async () => {
    vi.mocked(apiPut).mockRejectedValue(
      new ApiError({ status: 400, resultCode: 'RESERVED_NICKNAME', message: RESERVED }),
    );
    const user = userEvent.setup();
    renderEdit();

    await saveNickname(user, '운영팀장님');

    expect(await screen.findByText(RESERVED)).toBeInTheDocument();
    expect(screen.getByLabelText('닉네임')).toHaveFocus();
    expect(screen.queryByText('프로필 화면')).not.toBeInTheDocument();
  });
});
