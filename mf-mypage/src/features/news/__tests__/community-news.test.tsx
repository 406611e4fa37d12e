// 커뮤니티 in 알림: a comment on my post, a reply to my comment, my post hidden by reports. Each is named and drawn as its
// own kind, opens its screen (the post at that comment), and can be turned off like the others.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, apiPost, apiPut, useSessionStore } from '@guardian/shared';
import { renderAt } from '../../../test/render-at';
import type { Notification, NotificationSetting } from '../api/types';
import { NewsScreen } from '../components/news-screen';
import { NewsSettingScreen } from '../components/news-setting-screen';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  apiPut: vi.fn(),
}));

const routes = [
  { path: '/news', Component: NewsScreen },
  { path: '/news/setting', Component: NewsSettingScreen },
  { path: '*', element: <p>다른 화면</p> },
];
const notice = (over: Partial<Notification>): Notification => ({
  notificationSeq: 1,
  kind: 'COMMUNITY',
  title: '보리아빠님이 내 글에 댓글을 남겼어요',
  body: '저희 보리도 한강 좋아해요!',
  link: '/community/42?comment=7',
  pushed: true,
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  readAt: null,
  ...over,
});

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset().mockResolvedValue(null);
  vi.mocked(apiPut).mockReset();
  localStorage.clear();
});

describe('커뮤니티 알림', () => {
  it('is named 커뮤니티 with its own icon, and a tap reads it and opens the post at that comment', async () => {
    const items = [
      notice({
        notificationSeq: 2,
        title: '콩이누나님이 내 댓글에 답글을 남겼어요',
        link: '/community/42?comment=9',
      }),
      notice({}),
    ];
    vi.mocked(apiGet).mockResolvedValue({ items, page: 0, size: 30, total: 2, hasNext: false, unread: 2 });
    const user = userEvent.setup();
    const { router } = renderAt('/news', routes);

    const reply = await screen.findByRole('button', {
      name: /^읽지 않음 커뮤니티 \S+ \S+ 콩이누나님이 내 댓글에 답글을 남겼어요 /,
    });
    const icon = reply.querySelector('[data-kind="COMMUNITY"] path');
    expect(icon?.getAttribute('d')).toMatch(/^M/);
    expect(within(reply).getByText('커뮤니티')).toBeInTheDocument();

    await user.click(reply);
    expect(apiPost).toHaveBeenCalledWith('/v2/notifications/2/read');
    expect(router.state.location.pathname).toBe('/community/42');
    expect(router.state.location.search).toBe('?comment=9');
  });

  it('can be turned off in 알림 설정 like the other kinds', async () => {
    const settings: NotificationSetting[] = [
      { kind: 'CHAT', label: '채팅', description: '매장과의 채팅 메시지', enabled: true },
      {
        kind: 'COMMUNITY',
        label: '커뮤니티',
        description: '내 글의 댓글, 내 댓글의 답글, 신고로 가려진 내 글',
        enabled: true,
      },
    ];
    vi.mocked(apiGet).mockResolvedValue(settings);
    vi.mocked(apiPut).mockResolvedValue(
      settings.map((s) => (s.kind === 'COMMUNITY' ? { ...s, enabled: false } : s)),
    );
    const user = userEvent.setup();
    renderAt('/news/setting', routes);

    const toggle = await screen.findByRole('switch', { name: '커뮤니티 알림' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(apiPut).toHaveBeenCalledWith('/v2/notifications/settings', { kind: 'COMMUNITY', enabled: false });
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: '커뮤니티 알림' })).not.toBeChecked());
  });
});
