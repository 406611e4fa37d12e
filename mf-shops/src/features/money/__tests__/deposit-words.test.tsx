// The words of the 예약금 screen: back from a failed payment, one instruction, never two that disagree; a paid
// deposit named as the reservation screens name it (입금 완료 for a transfer the shop confirmed, 결제 완료 online), and
// the promise under the account quoting that very name.
import { screen } from '@testing-library/react';
import { apiGet, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { renderScreen } from '../../../test/render';
import { DepositScreen } from '../components/deposit-screen';
import { depositOf } from './fixtures';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
}));

const routes = [{ path: '/deposit/:id', Component: DepositScreen }];
const paidBy = (method: 'ONLINE' | 'TRANSFER') =>
  depositOf({ paid: true, payable: false, method, paidAt: '2026-11-23T06:00:00.000Z' });

beforeEach(() => {
  useSessionStore.setState({ token: 'token' });
  vi.mocked(apiGet).mockReset().mockResolvedValue(depositOf());
});

describe('예약금 back from a failed payment', () => {
  it.each([
    ['INVALID_STOPPED_CARD', '정지된 카드예요. 다른 카드로 시도해 주세요.'],
    ['REJECT_CARD_PAYMENT', '카드사에서 결제를 거절했어요. 한도나 잔액을 확인해 주세요.'],
  ])('%s: the reason already says what to do, and nothing is added to it', async (code, text) => {
    renderScreen(`/deposit/9?code=${code}`, routes);
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
    expect(screen.queryByText(/다시 시도해/)).not.toBeInTheDocument();
  });

  it.each([
    ['PAY_PROCESS_CANCELED', '결제를 취소했어요.'],
    ['PAY_PROCESS_ABORTED', '결제가 중간에 멈췄어요.'],
    ['UNKNOWN_CODE', '결제를 마치지 못했어요.'],
  ])('%s: says how to pay again, with the button below', async (code, text) => {
    renderScreen(`/deposit/9?code=${code}`, routes);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${text} 다시 결제하려면 아래 버튼을 눌러 주세요.`,
    );
    expect(screen.getByRole('button', { name: '27,000원 온라인 결제' })).toBeInTheDocument();
  });

  it('paid meanwhile (there is no button to press): only what happened', async () => {
    vi.mocked(apiGet).mockResolvedValue(paidBy('TRANSFER'));
    renderScreen('/deposit/9?code=PAY_PROCESS_CANCELED', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^결제를 취소했어요\.$/);
    expect(screen.queryByRole('button', { name: /온라인 결제/ })).not.toBeInTheDocument();
  });
});

describe('a paid deposit’s name', () => {
  it('a transfer the shop confirmed: 입금 완료, as on the reservation, and how it came in', async () => {
    vi.mocked(apiGet).mockResolvedValue(paidBy('TRANSFER'));
    renderScreen('/deposit/9', routes);
    expect(await screen.findByText('입금 완료')).toBeInTheDocument();
    expect(screen.getByText('11월 23일 (월) 오후 3:00 계좌이체')).toBeInTheDocument();
    expect(screen.queryByText(/입금 확인/)).not.toBeInTheDocument();
  });

  it('paid online: 결제 완료', async () => {
    vi.mocked(apiGet).mockResolvedValue(paidBy('ONLINE'));
    renderScreen('/deposit/9', routes);
    expect(await screen.findByText('결제 완료')).toBeInTheDocument();
    expect(screen.getByText('11월 23일 (월) 오후 3:00 온라인 결제')).toBeInTheDocument();
    expect(screen.queryByText('입금 완료')).not.toBeInTheDocument();
  });

  it('unpaid, the account’s promise quotes the name the paid deposit will have', async () => {
    renderScreen('/deposit/9', routes);
    expect(
      await screen.findByText('입금하면 매장에서 확인한 뒤 ‘입금 완료’로 바뀌어요.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/‘입금 확인’/)).not.toBeInTheDocument();
  });
});
