import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { emitTabReselect, showsTabBar } from '@guardian/shared';
import { RootLayout } from '../../../app/root-layout';
import { renderRoutes } from '../../../test/render';
import { resetStores } from '../../../test/stores';
import { mockApi } from '../../../test/mock-api';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  emitTabReselect: vi.fn(),
}));

function tree(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { path: '*', element: <Outlet /> },
        { index: true, element: <p>home</p> },
      ],
    },
  ];
}

const nav = () => screen.queryByRole('navigation', { name: '주요 메뉴' });

beforeEach(() => {
  resetStores();
  mockApi(() => ({ status: 404 }));
});

describe('tab bar', () => {
  const shown = [
    '/',
    '/alim-paper',
    '/community',
    '/community/result',
    '/notice',
    '/consent',
    '/coupon',
    '/news',
    '/schedule',
    '/shop',
    '/voucher',
    '/my-info',
    '/curation',
    '/chatting',
    '/shopping',
  ];
  const hidden = [
    '/auth',
    '/shop/3',
    '/community/5',
    '/notice/2',
    '/my-info/setting',
    '/chatting/abc',
    '/online-reservation',
    '/lure',
    '/invitation',
  ];

  it.each(shown)('§2: tab bar shows on root list page %s', (path) => {
    expect(showsTabBar(path)).toBe(true);
    renderRoutes(tree(), { path });
    expect(nav()).toBeInTheDocument();
  });

  it.each(hidden)('§2: tab bar is hidden on %s', (path) => {
    renderRoutes(tree(), { path });
    expect(nav()).not.toBeInTheDocument();
  });

  it('§2: five tabs with the spec labels and routes, the current one marked', () => {
    renderRoutes(tree(), { path: '/community' });
    const links = within(nav()!).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      '홈',
      '매장\uFF65예약',
      '커뮤니티',
      '쇼핑',
      '마이페이지',
    ]);
    expect(links.slice(0, 4).map((l) => l.getAttribute('href'))).toEqual([
      '/curation',
      '/',
      '/community',
      '/shopping',
    ]);
    expect(within(nav()!).getByRole('link', { name: '커뮤니티' })).toHaveAttribute('aria-current', 'page');
    expect(nav()!.querySelectorAll('svg')).toHaveLength(5);
  });

  it('§6: login tabs go to /auth?redirectUrl= when logged out', async () => {
    const { router } = renderRoutes(tree(), { path: '/' });
    expect(within(nav()!).getByRole('link', { name: '마이페이지' })).toHaveAttribute(
      'href',
      '/auth?redirectUrl=%2Fmy-info',
    );
    expect(screen.getByRole('link', { name: '채팅' })).toHaveAttribute(
      'href',
      '/auth?redirectUrl=%2Fchatting',
    );
    await userEvent.click(within(nav()!).getByRole('link', { name: '마이페이지' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?redirectUrl=%2Fmy-info');
  });

  it('§6: login tabs link directly when logged in', () => {
    resetStores({ token: 't' });
    renderRoutes(tree(), { path: '/' });
    expect(within(nav()!).getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/my-info');
    expect(screen.getByRole('link', { name: '채팅' })).toHaveAttribute('href', '/chatting');
  });

  describe('the tab shown, tapped again', () => {
    // jsdom has neither: what a phone's browser gives.
    const scrollTo = vi.fn();
    const reduceMotion = vi.fn(() => false);
    beforeEach(() => {
      scrollTo.mockClear();
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('reduce') && reduceMotion(),
      }));
      HTMLElement.prototype.scrollTo = scrollTo;
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    });

    it('§2: re-tapping 쇼핑 on /shopping emits a tab reselect', async () => {
      renderRoutes(tree(), { path: '/shopping' });
      await userEvent.click(within(nav()!).getByRole('link', { name: '쇼핑' }));
      expect(emitTabReselect).toHaveBeenCalledWith('/shopping');
    });

    it('takes the page back to its top, as a phone’s own tab bar does (at once when less motion is asked)', async () => {
      renderRoutes(tree(), { path: '/community' });
      await userEvent.click(within(nav()!).getByRole('link', { name: '커뮤니티' }));
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo.mock.contexts[0]).toBe(screen.getByTestId('main-scroll'));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

      reduceMotion.mockReturnValue(true);
      await userEvent.click(within(nav()!).getByRole('link', { name: '커뮤니티' }));
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
    });

    it('leaves the scroll alone when another tab is tapped', async () => {
      renderRoutes(tree(), { path: '/community' });
      await userEvent.click(within(nav()!).getByRole('link', { name: '홈' }));
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });

  it('§4: a red dot on the chat entry when the unread list is non-empty', async () => {
    resetStores({ token: 't' });
    mockApi(({ url }) =>
      url.includes('un-read') ? { data: [{ chattingRoomId: 'r1', count: 2 }] } : { status: 404 },
    );
    renderRoutes(tree(), { path: '/' });
    expect(await screen.findByTestId('chat-unread-dot')).toBeInTheDocument();
  });

  it('§4: no dot when the unread call 404s (chatting API not deployed)', async () => {
    resetStores({ token: 't' });
    const calls = mockApi(() => ({ status: 404, resultCode: 'NOT_FOUND' }));
    renderRoutes(tree(), { path: '/' });
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('un-read'))).toBe(true));
    expect(screen.queryByTestId('chat-unread-dot')).not.toBeInTheDocument();
  });

  describe('a screen that holds its leaving (쇼핑 while the mall steps back, up to 1.5 s)', () => {
    // What 쇼핑's frame does (mf-shopping's use-mall-frame.ts): a navigation to another page waits on the router's
    // blocker until the frame has stepped back over its pages, then goes; or it is given up.
    function holdingShopping() {
      const rendered = renderRoutes(
        [
          {
            path: '/',
            element: <RootLayout />,
            children: [
              { path: 'shopping', element: <p>쇼핑 화면</p> },
              { path: 'community', element: <p>커뮤니티 화면</p> },
              { path: 'curation', element: <p>홈 화면</p> },
            ],
          },
        ],
        { path: '/shopping' },
      );
      let holding = true;
      rendered.router.getBlocker('mall-leave', ({ currentLocation, nextLocation }) => {
        return holding && nextLocation.pathname !== currentLocation.pathname;
      });
      const blocker = () => rendered.router.state.blockers.get('mall-leave')!;
      const letGo = () => {
        holding = false;
        act(() => blocker().proceed!());
      };
      return { ...rendered, blocker, letGo, bar: within(nav()!) };
    }

    it('lights the tapped tab at the tap, while the screen left is still shown, and until the navigation lands', async () => {
      const { bar, letGo } = holdingShopping();
      const community = bar.getByRole('link', { name: '커뮤니티' });
      const shopping = bar.getByRole('link', { name: '쇼핑' });
      await userEvent.click(community);
      expect(screen.getByText('쇼핑 화면')).toBeInTheDocument();
      expect(community).toHaveClass('active');
      expect(community).toHaveAttribute('aria-busy', 'true');
      expect(shopping).not.toHaveClass('active');
      // The page a screen reader is on is still 쇼핑's.
      expect(shopping).toHaveAttribute('aria-current', 'page');

      letGo();
      expect(await screen.findByText('커뮤니티 화면')).toBeInTheDocument();
      expect(community).toHaveClass('active');
      expect(community).toHaveAttribute('aria-current', 'page');
      expect(community).not.toHaveAttribute('aria-busy');
      expect(shopping).not.toHaveClass('active');
    });

    it('follows the page again when the held navigation is given up, and lights the last tab tapped meanwhile', async () => {
      const { bar, blocker } = holdingShopping();
      const community = bar.getByRole('link', { name: '커뮤니티' });
      const home = bar.getByRole('link', { name: '홈' });
      const shopping = bar.getByRole('link', { name: '쇼핑' });
      await userEvent.click(community);
      await userEvent.click(home);
      expect(home).toHaveClass('active');
      expect(community).not.toHaveClass('active');

      act(() => blocker().reset!());
      expect(screen.getByText('쇼핑 화면')).toBeInTheDocument();
      expect(shopping).toHaveClass('active');
      expect(shopping).toHaveAttribute('aria-current', 'page');
      expect(home).not.toHaveClass('active');
      expect(home).not.toHaveAttribute('aria-busy');
    });
  });

  it("lights the tapped tab at once while its screen's code is still arriving, and a second tap does not start it over", async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let asked = 0;
    renderRoutes(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            { index: true, element: <p>home</p> },
            {
              path: 'community',
              lazy: async () => {
                asked++;
                await arrived;
                return { element: <p>커뮤니티 도착</p> };
              },
            },
          ],
        },
      ],
      { path: '/' },
    );
    const bar = within(nav()!);
    const community = bar.getByRole('link', { name: '커뮤니티' });
    await userEvent.click(community);
    // Still the page that was left, but the tab answers the tap.
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(community).toHaveClass('active');
    expect(community).toHaveAttribute('aria-busy', 'true');
    expect(bar.getByRole('link', { name: '매장\uFF65예약' })).not.toHaveClass('active');
    expect(bar.getByRole('link', { name: '매장\uFF65예약' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(community);
    expect(asked).toBe(1);

    arrive();
    expect(await screen.findByText('커뮤니티 도착')).toBeInTheDocument();
    expect(community).toHaveAttribute('aria-current', 'page');
    expect(community).not.toHaveAttribute('aria-busy');
  });
});
