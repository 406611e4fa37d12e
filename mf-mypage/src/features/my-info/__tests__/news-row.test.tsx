// The 알림 row of 마이페이지's menu: how many 알림 are unread, from the list's own query (lib/notifications-query.ts).
import { act, screen, within } from '@testing-library/react';
import type { InfiniteData } from '@tanstack/react-query';
import { queryKeys, useSessionStore, type ApiGet } from '@guardian/shared';
import { me, renderAt } from '../../../test/render-at';
import { MyInfoScreen } from '../components/my-info-screen';

type NotificationPage = ApiGet<'/v2/notifications'>;
const page = (unread: number): NotificationPage => ({
  items: [],
  page: 0,
  size: 30,
  total: 12,
  hasNext: false,
  unread,
});
const list = (unread: number): InfiniteData<NotificationPage> => ({ pages: [page(unread)], pageParams: [0] });

function renderMyInfo() {
  useSessionStore.getState().setToken('token-1');
  const view = renderAt('/my-info', [
    { path: '/my-info', Component: MyInfoScreen },
    { path: '*', element: <p>다른 화면</p> },
  ]);
  view.queryClient.setQueryData(['user', 'me'], me);
  return view;
}

describe('마이페이지 메뉴의 알림', () => {
  it('says how many are unread, first in the menu, and opens 알림', async () => {
    const view = renderMyInfo();
    view.queryClient.setQueryData(queryKeys.notifications.list(), list(1234));
    const row = await screen.findByRole('link', { name: /^알림\s*새 알림 1,234/ });
    expect(row).toHaveAttribute('href', '/news');
    // Where an owner looks first, not the last row under 설정.
    const menu = screen.getByRole('heading', { name: '메뉴' }).closest('section')!;
    expect(within(menu).getAllByRole('link')[0]).toBe(row);
  });

  it('reads the list once, at the address and under the key 알림 uses', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(String(url));
        const { pathname } = new URL(url, 'http://api.test');
        const data = pathname.endsWith('/v2/notifications') ? page(3) : pathname.endsWith('/v2/me') ? me : [];
        return new Response(JSON.stringify({ resultCode: 'SUCCESS', message: '', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    const view = renderMyInfo();
    expect(await screen.findByRole('link', { name: /^알림\s*새 알림 3/ })).toBeInTheDocument();
    const reads = urls.filter((u) => new URL(u, 'http://api.test').pathname.endsWith('/v2/notifications'));
    expect(reads).toHaveLength(1);
    expect(new URL(reads[0]!, 'http://api.test').searchParams.get('page')).toBe('0');
    expect(view.queryClient.getQueryData(queryKeys.notifications.list())).toEqual(list(3));
  });

  it('counts one off as soon as it is read in 알림, and shows no number once all are read', async () => {
    const view = renderMyInfo();
    view.queryClient.setQueryData(queryKeys.notifications.list(), list(2));
    expect(await screen.findByRole('link', { name: /^알림\s*새 알림 2/ })).toBeInTheDocument();
    // What a tap on one in 알림 does to the shared list (mark-read's optimistic update), then 모두 읽음's re-read.
    act(() => void view.queryClient.setQueryData(queryKeys.notifications.list(), list(1)));
    expect(await screen.findByRole('link', { name: /^알림\s*새 알림 1/ })).toBeInTheDocument();
    act(() => void view.queryClient.setQueryData(queryKeys.notifications.list(), list(0)));
    const row = await screen.findByRole('link', { name: /^알림$/ });
    expect(row).not.toHaveTextContent(/\d/);
  });
});
