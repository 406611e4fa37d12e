import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { LIMITS, emitTabReselect, setRuntimeConfig, toast, type RuntimeConfig } from '@guardian/shared';
import { MallScreen } from '../components/mall-screen';
import { MALL_LOAD_TIMEOUT_MS, MALL_SILENCE_MS, MALL_STEP_BACK_MS } from '../hooks/use-mall-frame';
import { rememberMallSpeaks } from '../lib/mall-location';

const NOW = new Date('2026-11-22T03:14:00.000Z').getTime();
const OFFLINE = '인터넷에 연결되어 있지 않아요. 연결되면 쇼핑몰을 다시 보여 드릴게요.';
const bucket = (t: number) => String(Math.floor(t / LIMITS.MALL_RELOAD_BUCKET_MS));

function renderMall() {
  render(
    <MemoryRouter initialEntries={['/shopping']}>
      <MallScreen />
    </MemoryRouter>,
  );
  return () => screen.getByTitle('가디언 쇼핑몰') as HTMLIFrameElement;
}

/** The mall's page says where it is (mall-demo/mall.js, a real mall the same), as its pages do. */
function report(
  frame: HTMLIFrameElement,
  url: string,
  { origin = 'https://mall.example.com', source }: { origin?: string; source?: Window | null } = {},
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'MALL_LOCATION', payload: { url } },
        origin,
        source: source === undefined ? frame.contentWindow : source,
      }),
    );
  });
}

/** A mall page shown: it said so, and the frame loaded. */
function mallShown(frame: HTMLIFrameElement, url = 'https://mall.example.com/shop?from=guardian') {
  report(frame, url);
  fireEvent.load(frame);
}

/**
 * The failure or offline notice is the page: the mall's frame, kept behind it (to step back over its own pages before
 * it is replaced), is hidden, out of reach of a tap or the keys, and not read.
 */
function onlyTheNoticeShows(frame: HTMLIFrameElement, notice: string) {
  expect(screen.getByRole('alert')).toHaveTextContent(notice);
  expect(frame).toHaveClass('hidden');
  expect(frame).toHaveAttribute('aria-hidden', 'true');
  expect(frame).toHaveAttribute('inert');
  expect(frame).toHaveAttribute('tabindex', '-1');
}
const FAILED = '쇼핑몰을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
  setRuntimeConfig({ mallUrl: 'https://mall.example.com/shop?from=guardian' } as RuntimeConfig);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('쇼핑 (mall iframe)', () => {
  it('shows a skeleton until the mall has loaded', () => {
    const frame = renderMall();
    expect(frame()).toHaveAttribute('src', 'https://mall.example.com/shop?from=guardian');
    expect(screen.getByLabelText('쇼핑몰을 불러오는 중')).toBeInTheDocument();

    mallShown(frame());
    expect(screen.queryByLabelText('쇼핑몰을 불러오는 중')).not.toBeInTheDocument();
  });

  it("a page that loads but is not the mall's (its server's 500 page, the browser's \"can't be reached\") says so with 다시 시도, which brings the mall back", () => {
    // This mall has said where it is before, on this phone: a page that stays silent is not its.
    rememberMallSpeaks('https://mall.example.com/shop?from=guardian');
    const frame = renderMall();
    // The frame loads whatever came back; that page never says it is the mall.
    fireEvent.load(frame());
    expect(screen.getByLabelText('쇼핑몰을 불러오는 중')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MALL_SILENCE_MS));
    onlyTheNoticeShows(frame(), FAILED);

    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByLabelText('쇼핑몰을 불러오는 중')).toBeInTheDocument();
    mallShown(frame());
    act(() => vi.advanceTimersByTime(MALL_SILENCE_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(frame()).not.toHaveClass('hidden');
    expect(frame()).not.toHaveAttribute('aria-hidden');
    expect(frame()).not.toHaveAttribute('inert');
    expect(frame()).not.toHaveAttribute('tabindex');
  });

  it('a mall never heard from (not every mall says where it is) is shown on its load, and never called failed', () => {
    const frame = renderMall();
    fireEvent.load(frame());
    expect(screen.queryByLabelText('쇼핑몰을 불러오는 중')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MALL_SILENCE_MS * 2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(frame()).not.toHaveClass('hidden');
  });

  it("a mall heard from for the first time after its first load still has a failed page after it called failed (each page's word is its own)", () => {
    const frame = renderMall();
    // A first visit: the mall's first page loads, then says where it is (Chromium's usual order).
    fireEvent.load(frame());
    report(frame(), 'https://mall.example.com/shop?from=guardian');
    fireEvent.load(frame());
    report(frame(), 'https://mall.example.com/shop/goods?id=1');
    // The next page is its server's 500 page: it loads and says nothing.
    fireEvent.load(frame());
    act(() => vi.advanceTimersByTime(MALL_SILENCE_MS));
    onlyTheNoticeShows(frame(), FAILED);
  });

  it("shows the mall as soon as its page says so, and its word may come after the frame's load", () => {
    const frame = renderMall();
    report(frame(), 'https://mall.example.com/shop?from=guardian');
    // Before its pictures have all come (load): the page is the mall's, the skeleton goes.
    expect(screen.queryByLabelText('쇼핑몰을 불러오는 중')).not.toBeInTheDocument();
    fireEvent.load(frame());

    // The next page in the mall: loaded first, its word a moment later.
    fireEvent.load(frame());
    act(() => vi.advanceTimersByTime(MALL_SILENCE_MS - 1));
    report(frame(), 'https://mall.example.com/shop/goods?id=42');
    act(() => vi.advanceTimersByTime(MALL_SILENCE_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(frame()).not.toHaveClass('hidden');
  });

  it('reloads with the 10-minute bucket when the tab is tapped again, even within the same bucket', () => {
    const frame = renderMall();
    fireEvent.load(frame());
    const first = frame();

    act(() => emitTabReselect('/shopping'));
    const second = frame();
    expect(second).not.toBe(first);
    const url = new URL(second.src);
    expect(url.searchParams.get('t')).toBe(bucket(NOW));
    expect(url.searchParams.get('from')).toBe('guardian');
    expect(screen.getByLabelText('쇼핑몰을 불러오는 중')).toBeInTheDocument();

    act(() => emitTabReselect('/shopping'));
    const third = frame();
    expect(third).not.toBe(second);
    expect(third.src).toBe(second.src);

    vi.setSystemTime(NOW + LIMITS.MALL_RELOAD_BUCKET_MS);
    act(() => emitTabReselect('/shopping'));
    expect(new URL(frame().src).searchParams.get('t')).toBe(bucket(NOW + LIMITS.MALL_RELOAD_BUCKET_MS));
  });

  it('ignores taps on other tabs', () => {
    const frame = renderMall();
    const first = frame();
    act(() => emitTabReselect('/my-info'));
    expect(frame()).toBe(first);
  });

  it('says so and offers a retry when the mall never loads', () => {
    const frame = renderMall();
    act(() => vi.advanceTimersByTime(MALL_LOAD_TIMEOUT_MS));
    onlyTheNoticeShows(frame(), FAILED);

    fireEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(screen.getByTitle('가디언 쇼핑몰')).toBeInTheDocument();
  });

  it("offline, says so once in Korean instead of leaving the browser's error page in the frame, and comes back when online", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const frame = renderMall();
    // The frame fires load for the browser's own no-connection page.
    fireEvent.load(frame());
    onlyTheNoticeShows(frame(), OFFLINE);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(frame()).toBeInTheDocument();
    expect(screen.getByLabelText('쇼핑몰을 불러오는 중')).toBeInTheDocument();
    fireEvent.load(frame());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opened offline, says so in the page at once (one alert, with 다시 시도) rather than waiting on the frame', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderMall();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(screen.queryByLabelText('쇼핑몰을 불러오는 중')).not.toBeInTheDocument();
    onLine.mockRestore();
  });

  it('다시 시도 while still offline says the phone is still offline instead of doing nothing', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 0);
    renderMall();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(error).toHaveBeenCalledWith('아직 인터넷에 연결되어 있지 않아요. 연결을 확인해 주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);
    onLine.mockRestore();
  });

  it('losing the connection over a mall page shown keeps that page behind the notice, as it was, for when it returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const frame = renderMall();
    mallShown(frame());
    const shown = frame();

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    onlyTheNoticeShows(frame(), OFFLINE);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(frame()).toBe(shown);
    expect(frame()).not.toHaveClass('hidden');
  });
});

describe('쇼핑: coming back to the mall', () => {
  const MALL = 'https://mall.example.com';

  beforeEach(() => sessionStorage.clear());

  it('opens the mall page the user left when they come back to the tab', () => {
    const frame = renderMall();
    fireEvent.load(frame());
    report(frame(), `${MALL}/shop/goods?id=42`);
    cleanup(); // 홈 tapped: the 쇼핑 screen is gone.

    renderMall();
    expect(screen.getByTitle('가디언 쇼핑몰')).toHaveAttribute('src', `${MALL}/shop/goods?id=42`);
  });

  it("keeps only the framed mall's own pages: other windows, other origins and other sites are ignored", () => {
    const frame = renderMall();
    fireEvent.load(frame());
    report(frame(), `${MALL}/shop/goods?id=1`, { source: window });
    report(frame(), `${MALL}/shop/goods?id=2`, { origin: 'https://evil.example' });
    report(frame(), 'https://evil.example/phish');
    report(frame(), 'javascript:alert(1)');
    cleanup();

    renderMall();
    expect(screen.getByTitle('가디언 쇼핑몰')).toHaveAttribute('src', `${MALL}/shop?from=guardian`);
  });

  it("tapping the tab again goes to the mall's home and forgets the page", () => {
    const frame = renderMall();
    fireEvent.load(frame());
    report(frame(), `${MALL}/shop/goods?id=42`);
    act(() => emitTabReselect('/shopping'));
    expect(new URL(frame().src).pathname).toBe('/shop');
    cleanup();

    renderMall();
    expect(screen.getByTitle('가디언 쇼핑몰')).toHaveAttribute('src', `${MALL}/shop?from=guardian`);
  });

  /**
   * The phone's history as the browser keeps it: each new mall page is one more entry (a frame's pages are the top
   * page's). `taken` records each step back, with the frame in the page when it was taken.
   */
  function phoneHistory() {
    let length = 3;
    vi.spyOn(History.prototype, 'length', 'get').mockImplementation(() => length);
    const taken: { delta: number; frame: HTMLElement | null }[] = [];
    const go = vi.spyOn(History.prototype, 'go').mockImplementation((delta = 0) => {
      taken.push({ delta, frame: screen.queryByTitle('가디언 쇼핑몰') });
    });
    return {
      go,
      taken,
      /** A new page in the mall: one more entry. */
      opened(frame: HTMLIFrameElement, url: string) {
        length += 1;
        mallShown(frame, url);
      },
      /** A new page that is not the mall's (its server's 500 page, the browser's no-connection page): it says nothing. */
      failed(frame: HTMLIFrameElement) {
        length += 1;
        fireEvent.load(frame);
      },
    };
  }

  it('tapping the tab again first steps the mall back to its first page, while its frame is still there, then opens its home: the next back leaves 쇼핑', () => {
    const phone = phoneHistory();
    const frame = renderMall();
    mallShown(frame(), `${MALL}/shop?from=guardian`);
    for (const id of [1, 2, 3]) phone.opened(frame(), `${MALL}/shop/goods?id=${id}`);
    // A back in the mall: from goods 3 to goods 2 (the history as long as it was).
    mallShown(frame(), `${MALL}/shop/goods?id=2`);
    const old = frame();
    expect(phone.go).not.toHaveBeenCalled();

    act(() => emitTabReselect('/shopping'));
    // The frame's own back, taken in it: once it is gone, the same step could walk out of 쇼핑.
    expect(phone.taken).toEqual([{ delta: -2, frame: expect.anything() }]);
    expect(phone.taken[0]!.frame).toBe(old);
    expect(frame()).toBe(old);
    // No page of the way back shows.
    expect(screen.getByLabelText('쇼핑몰을 불러오는 중')).toBeInTheDocument();

    // The frame says it is back at its first page: only now is it replaced, by the home.
    mallShown(old, `${MALL}/shop?from=guardian`);
    expect(frame()).not.toBe(old);
    expect(new URL(frame().src).searchParams.get('t')).toBe(bucket(NOW));
    expect(screen.getByLabelText('쇼핑몰을 불러오는 중')).toBeInTheDocument();

    // The new frame's first page is where it starts: tapped again there, nothing to step over.
    mallShown(frame(), frame().src);
    act(() => emitTabReselect('/shopping'));
    expect(phone.go).toHaveBeenCalledTimes(1);
  });

  it('a frame that never says it is back (a slow network, an error page) is replaced after a moment all the same', () => {
    const phone = phoneHistory();
    const frame = renderMall();
    mallShown(frame(), `${MALL}/shop?from=guardian`);
    phone.opened(frame(), `${MALL}/shop/goods?id=1`);
    const old = frame();

    act(() => emitTabReselect('/shopping'));
    expect(phone.taken).toEqual([{ delta: -1, frame: expect.anything() }]);
    expect(phone.taken[0]!.frame).toBe(old);
    act(() => vi.advanceTimersByTime(MALL_STEP_BACK_MS - 1));
    expect(frame()).toBe(old);
    act(() => vi.advanceTimersByTime(1));
    expect(frame()).not.toBe(old);
    expect(new URL(frame().src).searchParams.get('t')).toBe(bucket(NOW));
    // Never a step once the frame is gone.
    expect(phone.go).toHaveBeenCalledTimes(1);
  });

  it('back at a first page that is already the home asked for, the frame stays and shows it', () => {
    const phone = phoneHistory();
    const frame = renderMall();
    mallShown(frame());
    // Tapped again on its first page: a new frame at the home, nothing to step over.
    act(() => emitTabReselect('/shopping'));
    const home = frame().src;
    mallShown(frame(), home);
    phone.opened(frame(), `${MALL}/shop/goods?id=1`);
    phone.opened(frame(), `${MALL}/shop/goods?id=2`);
    const shown = frame();

    act(() => emitTabReselect('/shopping'));
    expect(phone.taken).toEqual([{ delta: -2, frame: expect.anything() }]);
    expect(phone.taken[0]!.frame).toBe(shown);
    mallShown(shown, home);
    expect(frame()).toBe(shown);
    expect(screen.queryByLabelText('쇼핑몰을 불러오는 중')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MALL_STEP_BACK_MS));
    expect(frame()).toBe(shown);
  });

  for (const how of ['다시 시도', 'the tab tapped again'] as const) {
    it(`${how} over the failure notice first steps the frame kept behind it back over its pages, the failed one too: the next back leaves 쇼핑`, () => {
      rememberMallSpeaks(`${MALL}/shop?from=guardian`);
      const phone = phoneHistory();
      const frame = renderMall();
      mallShown(frame(), `${MALL}/shop?from=guardian`);
      phone.opened(frame(), `${MALL}/shop/goods?id=1`);
      // The next page is its server's 500 page: it never says it is the mall's.
      phone.failed(frame());
      act(() => vi.advanceTimersByTime(MALL_SILENCE_MS));
      const old = frame();
      onlyTheNoticeShows(old, FAILED);

      if (how === '다시 시도') fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
      else act(() => emitTabReselect('/shopping'));
      // The frame's own back, taken in it, over goods 1 and the failed page.
      expect(phone.taken).toEqual([{ delta: -2, frame: old }]);
      expect(screen.getByLabelText('쇼핑몰을 불러오는 중')).toBeInTheDocument();
      mallShown(old, `${MALL}/shop?from=guardian`);
      // Then the page asked for: the one the user was on, or the home.
      expect(frame()).not.toBe(old);
      if (how === '다시 시도') expect(frame()).toHaveAttribute('src', `${MALL}/shop/goods?id=1`);
      else expect(new URL(frame().src).searchParams.get('t')).toBe(bucket(NOW));
      expect(phone.go).toHaveBeenCalledTimes(1);
    });
  }

  it("back online after the browser's no-connection page, the frame kept behind the notice steps back over it and its pages before the mall comes back", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const phone = phoneHistory();
    const frame = renderMall();
    mallShown(frame(), `${MALL}/shop?from=guardian`);
    phone.opened(frame(), `${MALL}/shop/goods?id=1`);
    phone.opened(frame(), `${MALL}/shop/goods?id=2`);
    onLine.mockReturnValue(false);
    phone.failed(frame());
    const old = frame();
    onlyTheNoticeShows(old, OFFLINE);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(phone.taken).toEqual([{ delta: -3, frame: old }]);
    mallShown(old, `${MALL}/shop?from=guardian`);
    expect(frame()).toHaveAttribute('src', `${MALL}/shop/goods?id=2`);
  });

  it('a page that fails in the place of the one shown (a reload, the history no longer) is no step of its own', () => {
    rememberMallSpeaks(`${MALL}/shop?from=guardian`);
    const phone = phoneHistory();
    const frame = renderMall();
    mallShown(frame(), `${MALL}/shop?from=guardian`);
    phone.opened(frame(), `${MALL}/shop/goods?id=1`);
    fireEvent.load(frame());
    act(() => vi.advanceTimersByTime(MALL_SILENCE_MS));

    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(phone.taken).toEqual([{ delta: -1, frame: frame() }]);
  });

  it('다시 시도 after a failed load opens the page the user was on', () => {
    const frame = renderMall();
    fireEvent.load(frame());
    report(frame(), `${MALL}/shop/goods?id=42`);
    cleanup();

    renderMall();
    act(() => vi.advanceTimersByTime(MALL_LOAD_TIMEOUT_MS));
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByTitle('가디언 쇼핑몰')).toHaveAttribute('src', `${MALL}/shop/goods?id=42`);
  });

  /** 쇼핑 in the app's router (whose blocker holds a leave), from 홈, with 커뮤니티 a tab away. */
  function mallInApp() {
    const router = createMemoryRouter(
      [
        { path: '/curation', element: <h1>홈</h1> },
        { path: '/shopping', element: <MallScreen /> },
        { path: '/community', element: <h1>커뮤니티</h1> },
      ],
      { initialEntries: ['/curation', '/shopping'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    const frame = () => screen.getByTitle('가디언 쇼핑몰') as HTMLIFrameElement;
    const tap = async (to: string | number) => {
      await act(async () => {
        await (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
      });
    };
    return { router, frame, tap };
  }

  /** The mall's home, then three of its pages, each a new entry. */
  function threePagesIn(phone: ReturnType<typeof phoneHistory>, frame: () => HTMLIFrameElement) {
    mallShown(frame(), `${MALL}/shop?from=guardian`);
    for (const id of [1, 2, 3]) phone.opened(frame(), `${MALL}/shop/goods?id=${id}`);
  }

  it('another tab tapped 3 mall pages in waits while the frame, still there and hidden, steps back over them; then it opens, and the mall page left is the one to come back to', async () => {
    const phone = phoneHistory();
    const { router, frame, tap } = mallInApp();
    threePagesIn(phone, frame);
    const old = frame();

    await tap('/community');
    // Held: the frame's own back, taken in it, and none of the way back shows.
    expect(router.state.location.pathname).toBe('/shopping');
    expect(phone.taken).toEqual([{ delta: -3, frame: old }]);
    expect(frame()).toBe(old);
    expect(old).toHaveClass('hidden');
    expect(old).toHaveAttribute('aria-hidden', 'true');

    // Back at its first page: the tab opens (pushed from there, it drops the mall's pages after it).
    await act(async () => mallShown(old, `${MALL}/shop?from=guardian`));
    expect(router.state.location.pathname).toBe('/community');
    expect(screen.getByRole('heading', { name: '커뮤니티' })).toBeInTheDocument();
    expect(phone.go).toHaveBeenCalledTimes(1);

    // Back on 쇼핑: the page the user left, not the first one the frame stepped back to.
    await tap(-1);
    expect(frame()).toHaveAttribute('src', `${MALL}/shop/goods?id=3`);
  });

  it('leaving with no mall page behind the one shown is not held', async () => {
    const phone = phoneHistory();
    const { router, frame, tap } = mallInApp();
    mallShown(frame(), `${MALL}/shop?from=guardian`);
    // Three pages in and back to the first one in the mall: nothing behind it either.
    for (const id of [1, 2, 3]) phone.opened(frame(), `${MALL}/shop/goods?id=${id}`);
    mallShown(frame(), `${MALL}/shop?from=guardian`);

    await tap('/community');
    expect(router.state.location.pathname).toBe('/community');
    expect(phone.go).not.toHaveBeenCalled();
  });

  it("the phone's back is never held: it goes through the history itself", async () => {
    const phone = phoneHistory();
    const { router, frame, tap } = mallInApp();
    threePagesIn(phone, frame);

    await tap(-1);
    expect(router.state.location.pathname).toBe('/curation');
    expect(phone.go).not.toHaveBeenCalled();
  });

  it('a frame that never says it is back in time lets the tab open all the same', async () => {
    const phone = phoneHistory();
    const { router, frame, tap } = mallInApp();
    threePagesIn(phone, frame);

    await tap('/community');
    await act(async () => vi.advanceTimersByTime(MALL_STEP_BACK_MS - 1));
    expect(router.state.location.pathname).toBe('/shopping');
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/community');
    // Never a step once the frame is gone.
    expect(phone.go).toHaveBeenCalledTimes(1);
  });

  it('쇼핑 tapped again while another tab waits for the frame to step back: 쇼핑 stays, the frame steps back all the way, then the mall shows its home', async () => {
    const phone = phoneHistory();
    const { router, frame, tap } = mallInApp();
    threePagesIn(phone, frame);
    const old = frame();
    await tap('/community');
    expect(phone.taken).toEqual([{ delta: -3, frame: old }]);

    // The user thinks better of it: the leave is given up (it stayed held, 쇼핑 blank, until the next tap)...
    act(() => emitTabReselect('/shopping'));
    expect([...router.state.blockers.values()].map((b) => b.state)).toEqual(['unblocked']);
    // ...and the frame is not replaced on its way back (its pages would stay behind, backs that show nothing).
    expect(frame()).toBe(old);
    expect(screen.getByLabelText('쇼핑몰을 불러오는 중')).toBeInTheDocument();

    await act(async () => mallShown(old, `${MALL}/shop?from=guardian`));
    expect(frame()).not.toBe(old);
    expect(new URL(frame().src).searchParams.get('t')).toBe(bucket(NOW));
    mallShown(frame(), frame().src);
    expect(frame()).not.toHaveClass('hidden');
    await act(async () => vi.advanceTimersByTime(MALL_STEP_BACK_MS));
    expect(router.state.location.pathname).toBe('/shopping');
    expect(phone.go).toHaveBeenCalledTimes(1);
  });

  it('쇼핑 tapped twice while the frame steps back: one way back, then the home', () => {
    const phone = phoneHistory();
    const frame = renderMall();
    mallShown(frame(), `${MALL}/shop?from=guardian`);
    for (const id of [1, 2]) phone.opened(frame(), `${MALL}/shop/goods?id=${id}`);
    const old = frame();
    act(() => emitTabReselect('/shopping'));
    act(() => emitTabReselect('/shopping'));
    expect(phone.taken).toEqual([{ delta: -2, frame: old }]);
    expect(frame()).toBe(old);
    mallShown(old, `${MALL}/shop?from=guardian`);
    expect(frame()).not.toBe(old);
    expect(new URL(frame().src).searchParams.get('t')).toBe(bucket(NOW));
  });

  it('another tab tapped while the frame steps back for 쇼핑 tapped again waits for it too, then opens instead of the home', async () => {
    const phone = phoneHistory();
    const { router, frame, tap } = mallInApp();
    threePagesIn(phone, frame);
    const old = frame();
    act(() => emitTabReselect('/shopping'));
    expect(phone.taken).toEqual([{ delta: -3, frame: old }]);

    await tap('/community');
    expect(router.state.location.pathname).toBe('/shopping');
    await act(async () => mallShown(old, `${MALL}/shop?from=guardian`));
    expect(router.state.location.pathname).toBe('/community');
    expect(phone.go).toHaveBeenCalledTimes(1);
  });
});

describe('쇼핑: what the mall asks of the app', () => {
  const MALL = 'https://mall.example.com';

  function ask(
    frame: HTMLIFrameElement,
    data: unknown,
    { origin = MALL, source }: { origin?: string; source?: Window | null } = {},
  ) {
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          origin,
          source: source === undefined ? frame.contentWindow : source,
        }),
      );
    });
  }

  afterEach(() => {
    delete window.ReactNativeWebView;
  });

  it("opens a page outside the mall in the phone's browser: in the app through the bridge, on the web a new tab", () => {
    const frame = renderMall();
    mallShown(frame());
    const native = vi.fn();
    window.ReactNativeWebView = { postMessage: native };
    ask(frame(), { type: 'MALL_OPEN_EXTERNAL', payload: { url: 'https://brand.example.com/a' } });
    expect(native).toHaveBeenCalledWith(
      JSON.stringify({ type: 'OPEN_EXTERNAL_URL', payload: { url: 'https://brand.example.com/a' } }),
    );

    delete window.ReactNativeWebView;
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    ask(frame(), { type: 'MALL_OPEN_EXTERNAL', payload: { url: 'https://brand.example.com/b' } });
    expect(open).toHaveBeenCalledWith('https://brand.example.com/b', '_blank', 'noopener,noreferrer');
  });

  it("shares a mall page through the app's share sheet", async () => {
    const frame = renderMall();
    mallShown(frame());
    const native = vi.fn();
    window.ReactNativeWebView = { postMessage: native };
    ask(frame(), { type: 'MALL_SHARE', payload: { title: '라텍스 공', url: `${MALL}/goods/7` } });
    await vi.waitFor(() =>
      expect(native).toHaveBeenCalledWith(
        JSON.stringify({ type: 'SHARE', payload: { title: '라텍스 공', url: `${MALL}/goods/7` } }),
      ),
    );
  });

  it('does nothing for other windows, other sites, other schemes, or a share of a page outside the mall', async () => {
    const frame = renderMall();
    mallShown(frame());
    const native = vi.fn();
    window.ReactNativeWebView = { postMessage: native };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const url = 'https://brand.example.com/a';
    ask(frame(), { type: 'MALL_OPEN_EXTERNAL', payload: { url } }, { source: window });
    ask(frame(), { type: 'MALL_OPEN_EXTERNAL', payload: { url } }, { origin: 'https://evil.example' });
    ask(frame(), { type: 'MALL_OPEN_EXTERNAL', payload: { url: 'javascript:alert(1)' } });
    ask(frame(), { type: 'MALL_OPEN_EXTERNAL', payload: { url: 'intent://x#Intent;end' } });
    ask(frame(), { type: 'MALL_SHARE', payload: { title: 'x', url: 'https://evil.example/phish' } });
    ask(frame(), 'MALL_OPEN_EXTERNAL');
    await act(async () => {
      await Promise.resolve();
    });
    expect(native).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});
