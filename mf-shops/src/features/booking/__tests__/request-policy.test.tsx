// The request screen shows the shop's 취소·환불 규정 before 예약 요청 (folded, the form being long), the same list
// a reservation shows: what cancelling will cost is read before asking, not first at cancel time.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import type { OnlineShop } from '../api/types';
import { RequestScreen } from '../components/request-screen';
import {
  cocoQuote,
  dayAvailability,
  flowRoutes,
  onlineShop,
  plainMonth,
  product,
  renderAt,
  startBooking,
} from './render';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const routes = flowRoutes({ request: RequestScreen });

const POLICY = [
  { minDaysBefore: 5, refundRate: 100, description: '5일 전까지 취소 시 100% 환불' },
  { minDaysBefore: 2, refundRate: 50, description: '2일 전까지 취소 시 50% 환불' },
  { minDaysBefore: 0, refundRate: 0, description: '1일 전~당일 취소 시 환불 불가' },
];

function serve(shop: OnlineShop) {
  vi.mocked(apiGet).mockImplementation(async (url: string) => {
    if (url === '/v2/online-reservation/shops/1') return shop;
    if (url === '/v2/online-reservation/products/1') return product;
    if (url === '/v2/online-reservation/products/1/quote') return cocoQuote;
    if (url === '/v2/online-reservation/shops/1/availability') return dayAvailability(['10:00', '11:00']);
    if (url === '/v2/online-reservation/shops/1/availability/month') return plainMonth();
    if (url === '/v2/vouchers/usable') return [];
    throw new Error(`unexpected ${url}`);
  });
}

const PATH = '/online-reservation/1/reservation?product=1&pets=1&date=2026-11-27';

beforeEach(() => {
  startBooking();
  vi.mocked(apiGet).mockReset();
});

afterEach(() => vi.useRealTimers());

describe('예약 요청 전의 취소·환불 규정', () => {
  it('is there before 예약 요청, folded, and opens to the shop’s rules in its words', async () => {
    serve({ ...onlineShop(), refundPolicy: POLICY });
    const user = userEvent.setup();
    renderAt(PATH, routes);
    const title = await screen.findByText('취소·환불 규정');
    const fold = title.closest('details')!;
    expect(fold).not.toHaveAttribute('open');
    expect(fold).toHaveTextContent('예약 요청 전에 확인해 주세요');
    // Read on the way to the button: before it in the page's order.
    const send = screen.getByRole('button', { name: '예약 요청' });
    expect(fold.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(title);
    expect(fold).toHaveAttribute('open');
    expect(
      within(fold)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '5일 전까지 취소 시 100% 환불',
      '2일 전까지 취소 시 50% 환불',
      '1일 전~당일 취소 시 환불 불가',
    ]);
  });

  it('a shop with no rules shows no empty fold', async () => {
    serve(onlineShop());
    renderAt(PATH, routes);
    await screen.findByRole('button', { name: '예약 요청' });
    await screen.findByRole('region', { name: '예상 금액' });
    expect(screen.queryByText('취소·환불 규정')).not.toBeInTheDocument();
  });

  it('its title is a 48px row to tap', async () => {
    onTestFinished(applyStylesheet('../components/booking.module.css', import.meta.url));
    serve({ ...onlineShop(), refundPolicy: POLICY });
    renderAt(PATH, routes);
    const summary = (await screen.findByText('취소·환불 규정')).closest('summary')!;
    expect(getComputedStyle(summary).minHeight).toBe('48px');
  });
});
