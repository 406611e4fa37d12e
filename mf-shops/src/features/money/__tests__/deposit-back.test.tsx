import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { DepositScreen } from '../components/deposit-screen';
import { depositOf } from './fixtures';

const deposit = depositOf({
  status: 'CONFIRMED',
  statusLabel: '확정',
  paid: true,
  paidAt: '2026-11-23T03:00:00.000Z',
  method: 'TRANSFER',
  payable: false,
});

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
}));

const routes = [{ path: '/deposit/:id', Component: DepositScreen }];

beforeEach(() => {
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiGet).mockResolvedValue(deposit);
});

describe('뒤로 on the deposit', () => {
  it('goes back to the reservation it was opened from, and the phone’s back button then does not bring the deposit back', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/deposit/9', routes, {
      before: ['/reservation', '/reservation/detail?id=9'],
    });
    expect(await screen.findByTestId('deposit-amount')).toHaveTextContent('27,000원');

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(router.state.location.pathname).toBe('/reservation/detail');

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/reservation');
  });

  it('opened by a link (or back from the payment window), leads to its reservation', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen('/deposit/9', routes);
    await screen.findByTestId('deposit-amount');

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));

    expect(router.state.location.pathname).toBe('/reservation/detail');
    expect(router.state.location.search).toBe('?id=9');
  });
});
