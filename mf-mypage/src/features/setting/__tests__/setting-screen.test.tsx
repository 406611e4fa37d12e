import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiDelete,
  apiPost,
  getAccessToken,
  setAccessToken,
  useCurrentShopStore,
  useSessionStore,
} from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import { SettingScreen } from '../components/setting-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiPost: vi.fn(),
  apiDelete: vi.fn(),
}));

const routes = [
  { path: '/my-info/setting', Component: SettingScreen },
  { path: '/curation', element: <p>홈 화면</p> },
  { path: '/bye', element: <p>작별 화면</p> },
];

function signedIn() {
  setAccessToken('token-1');
  useSessionStore.getState().setToken('token-1');
  useCurrentShopStore.getState().setCurrentShop(11, 21);
}

function expectSignedOut(queryClient: { getQueryData: (k: unknown[]) => unknown }) {
  expect(getAccessToken()).toBeNull();
  expect(useSessionStore.getState().token).toBeNull();
  expect(useCurrentShopStore.getState().shopId).toBeNull();
  expect(queryClient.getQueryData(['user', 'me'])).toBeUndefined();
}

beforeEach(() => {
  vi.mocked(apiPost).mockReset().mockResolvedValue(null);
  vi.mocked(apiDelete).mockReset().mockResolvedValue(null);
  signedIn();
});

describe('설정', () => {
  it('logs out: calls the API, forgets the session and every cached query, and goes home', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderAt('/my-info/setting', routes);
    queryClient.setQueryData(['user', 'me'], { nickname: '다혜' });

    await user.click(await screen.findByRole('button', { name: /로그아웃/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));

    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith('/v2/logout');
    expectSignedOut(queryClient);
  });

  it('still signs this browser out when the logout call fails', async () => {
    vi.mocked(apiPost).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    const { queryClient } = renderAt('/my-info/setting', routes);

    await user.click(await screen.findByRole('button', { name: /로그아웃/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '로그아웃' }));

    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expectSignedOut(queryClient);
  });

  it('deletes the account only with a reason, sends it, then says goodbye', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderAt('/my-info/setting', routes);

    await user.click(await screen.findByRole('button', { name: /회원 탈퇴/ }));
    const sheet = await screen.findByRole('dialog', { name: '탈퇴하시는 이유를 알려 주세요' });
    const next = within(sheet).getByRole('button', { name: '다음' });
    expect(next).toBeDisabled();

    await user.click(within(sheet).getByLabelText('기타'));
    await waitFor(() => expect(next).toBeDisabled());
    await user.type(within(sheet).getByPlaceholderText('탈퇴 사유를 적어 주세요.'), '알림이 너무 많아요');
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);

    const confirm = screen.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    expect(apiDelete).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: '탈퇴하기' }));

    expect(await screen.findByText('작별 화면')).toBeInTheDocument();
    expect(apiDelete).toHaveBeenCalledWith('/v2/user', { reason: '기타: 알림이 너무 많아요' });
    expectSignedOut(queryClient);
  });

  it('keeps the person signed in when they cancel the deletion', async () => {
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);

    await user.click(await screen.findByRole('button', { name: /회원 탈퇴/ }));
    await user.click(screen.getByLabelText('자주 이용하지 않아요'));
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await user.click(
      within(screen.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' })).getByRole('button', {
        name: '취소',
      }),
    );

    expect(apiDelete).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('token-1');
  });
});
