import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet, toast, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { DepositScreen } from '../components/deposit-screen';
import { depositOf } from './fixtures';

const deposit = (account: string) => depositOf({ account });

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
}));

const routes = [{ path: '/deposit/:id', Component: DepositScreen }];

beforeEach(() => {
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('계좌번호 복사 on the deposit', () => {
  it('copies only the account number, not the bank and holder, and says which number it copied', async () => {
    vi.mocked(apiGet).mockResolvedValue(deposit('하나은행 309-212162-36 (예금주 멍멍호텔)'));
    const copied = vi.spyOn(toast, 'success');
    const user = userEvent.setup(); // brings its own clipboard
    renderScreen('/deposit/9', routes);
    // The account as written, its number one piece (kept on one line).
    expect((await screen.findByText('309-212162-36')).parentElement).toHaveTextContent(
      '하나은행 309-212162-36 (예금주 멍멍호텔)',
    );

    await user.click(screen.getByRole('button', { name: '계좌번호 복사' }));

    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('309-212162-36'));
    expect(copied).toHaveBeenCalledWith('309-212162-36 계좌번호를 복사했어요');
  });

  it('copies the account as given when it has no number in it', async () => {
    vi.mocked(apiGet).mockResolvedValue(deposit('매장에서 입금 계좌를 안내해 드려요'));
    const copied = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderScreen('/deposit/9', routes);
    await screen.findByText('매장에서 입금 계좌를 안내해 드려요');

    await user.click(screen.getByRole('button', { name: '계좌번호 복사' }));

    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe('매장에서 입금 계좌를 안내해 드려요'),
    );
    expect(copied).toHaveBeenCalledWith('입금 계좌 정보를 복사했어요');
  });
});
