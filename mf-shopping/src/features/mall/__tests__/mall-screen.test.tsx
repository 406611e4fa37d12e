import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LIMITS, emitTabReselect, setRuntimeConfig, type RuntimeConfig } from '@guardian/shared';
import { MallScreen } from '../components/mall-screen';
import { MALL_LOAD_TIMEOUT_MS } from '../hooks/use-mall-frame';

const NOW = new Date('2026-11-22T03:14:00.000Z').getTime();
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

  it("offline, says so in Korean instead of leaving the browser's error page in the frame, and comes back when online", () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const frame = renderMall();
    // The frame fires load for the browser's own no-connection page.
    fireEvent.load(frame());
    expect(screen.getByRole('alert')).toHaveTextContent(
      '인터넷에 연결되어 있지 않아요. 연결을 확인한 뒤 다시 시도해 주세요.',
    );
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
});
