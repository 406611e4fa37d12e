import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { PurchaseConfirmScreen } from '../components/purchase-confirm-screen';
import { quoteOf } from './fixtures';

const quote = { ...quoteOf(), coupons: [] };

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
}));

const routes = [
  { path: '/voucher/purchase/confirm', Component: PurchaseConfirmScreen },
  { path: '/voucher', element: <h1>이용권 화면</h1> },
];

beforeEach(() => {
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockResolvedValue(quote);
});

describe('뒤로 on the purchase confirm', () => {
  it('goes back to 이용권 it was opened from, and the phone’s back button then does not bring the confirm back', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/voucher/purchase/confirm?voucherProductSeq=2', routes, {
      before: ['/', '/voucher'],
    });
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('270,000원');

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByRole('heading', { name: '이용권 화면' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opened by a link (or 다시 결제하기 after the payment window), 이용권 takes its place', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/voucher/purchase/confirm?voucherProductSeq=2', routes);
    await screen.findByTestId('pay-amount');

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));

    expect(await screen.findByRole('heading', { name: '이용권 화면' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opened without a product, goes back the same way', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/voucher/purchase/confirm', routes, { before: ['/', '/voucher'] });

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByRole('heading', { name: '이용권 화면' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });
});
