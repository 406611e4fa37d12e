// 설정 › 차단한 사용자: the people I blocked in the community, the latest first, each with 해제; unblocked, one leaves
// the list at once and the community's lists are read again.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiDelete, apiGet, queryKeys, setAccessToken, toast, useSessionStore } from '@guardian/shared';
import { me, renderAt } from '../../../test/render-at';
import { SettingScreen } from '../components/setting-screen';

vi.mock('@guardian/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@guardian/shared')>();
  return {
    ...actual,
    apiGet: vi.fn(),
    apiPost: vi.fn(),
    apiDelete: vi.fn(),
    toast: Object.assign(actual.toast, { success: vi.fn(), error: vi.fn() }),
  };
});

const routes = [{ path: '/my-info/setting', Component: SettingScreen }];
const person = (userSeq: number, nickname: string) => ({
  userSeq,
  nickname,
  profileImageUrl: null,
  blockedAt: '2026-12-01T01:00:00.000Z',
});
const listPage = (items: unknown[]) => ({ items, page: 0, size: 20, total: items.length, hasNext: false });

beforeEach(() => {
  setAccessToken('token-1');
  useSessionStore.getState().setToken('token-1');
  vi.mocked(toast.success).mockClear();
  // The API: 콩이누나 and 초코맘 blocked, until one is unblocked.
  let blocked = [person(5, '콩이누나'), person(9, '초코맘')];
  vi.mocked(apiDelete)
    .mockReset()
    .mockImplementation(async (url: string) => {
      const userSeq = Number(url.split('/').pop());
      blocked = blocked.filter((p) => p.userSeq !== userSeq);
      return { userSeq, blocked: false };
    });
  vi.mocked(apiGet)
    .mockReset()
    .mockImplementation(async (url: string) => {
      if (url === '/v2/me') return me;
      if (url === '/v2/community/blocks') return listPage(blocked);
      throw new Error(`no answer for ${url} here`);
    });
});

describe('설정 › 차단한 사용자', () => {
  it('lists the people I blocked, and 해제 takes one off the list and reads the community again', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderAt('/my-info/setting', routes);
    queryClient.setQueryData(queryKeys.community.feeds(), { pages: [], pageParams: [] });
    await user.click(await screen.findByRole('button', { name: /차단한 사용자/ }));
    const sheet = await screen.findByRole('dialog', { name: '차단한 사용자' });
    expect(await within(sheet).findByText('콩이누나')).toBeInTheDocument();
    expect(within(sheet).getByText('초코맘')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith(
      '/v2/community/blocks',
      { page: 0, size: 20 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );

    await user.click(within(sheet).getByRole('button', { name: '콩이누나님 차단 해제' }));
    expect(apiDelete).toHaveBeenCalledWith('/v2/community/blocks/5');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('콩이누나님 차단을 해제했어요'));
    expect(within(sheet).queryByText('콩이누나')).not.toBeInTheDocument();
    expect(within(sheet).getByText('초코맘')).toBeInTheDocument();
    expect(queryClient.getQueryState(queryKeys.community.feeds())?.isInvalidated).toBe(true);
  });

  it('says so when I have blocked no one', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/community/blocks' ? listPage([]) : me,
    );
    const user = userEvent.setup();
    renderAt('/my-info/setting', routes);
    await user.click(await screen.findByRole('button', { name: /차단한 사용자/ }));
    expect(await screen.findByText('차단한 사용자가 없어요.')).toBeInTheDocument();
  });
});
