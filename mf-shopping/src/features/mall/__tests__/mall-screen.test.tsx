import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LIMITS, emitTabReselect, setRuntimeConfig, toast, type RuntimeConfig } from '@guardian/shared';
import { MallScreen } from '../components/mall-screen';
import { MALL_LOAD_TIMEOUT_MS } from '../hooks/use-mall-frame';

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

beforeEach(() => {
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

    fireEvent.load(frame());
    expect(screen.queryByLabelText('쇼핑몰을 불러오는 중')).not.toBeInTheDocument();
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
    renderMall();
    act(() => vi.advanceTimersByTime(MALL_LOAD_TIMEOUT_MS));
    expect(screen.getByText(/쇼핑몰을 불러오지 못했어요/)).toBeInTheDocument();
    expect(screen.queryByTitle('가디언 쇼핑몰')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(screen.getByTitle('가디언 쇼핑몰')).toBeInTheDocument();
  });

  it("offline, says so once in Korean instead of leaving the browser's error page in the frame, and comes back when online", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const frame = renderMall();
    // The frame fires load for the browser's own no-connection page.
    fireEvent.load(frame());
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);
    expect(screen.queryByTitle('가디언 쇼핑몰')).not.toBeInTheDocument();

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
    fireEvent.load(frame());
    const shown = frame();

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE);

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

  function report(
    frame: HTMLIFrameElement,
    url: string,
    { origin = MALL, source }: { origin?: string; source?: Window | null } = {},
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
});
