// 환불 신청 on a weak signal: the question's 환불하기 tapped twice before it closes asks for one refund, and only the
// refund is said.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost, toast, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { RefundVoucher } from '../components/refund-voucher';
import { voucherOf } from './fixtures';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));

const refundQuote = {
  voucherSeq: 7,
  paidAmount: 270000,
  usedUses: 1,
  unitListPrice: 30000,
  deduction: 30000,
  refundAmount: 240000,
  refundable: true,
  reason: null,
};

function renderRefund() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RefundVoucher voucher={voucherOf()} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiGet).mockResolvedValue(refundQuote);
});

it('refunds once on a double tap of 환불하기, with no refusal said after it', async () => {
  // As the API answers: the first refund goes through, a second is refused (the pass is refunded already).
  let refunded = false;
  vi.mocked(apiPost).mockImplementation(async () => {
    if (refunded)
      throw new ApiError({
        status: 409,
        resultCode: 'VOUCHER_NOT_REFUNDABLE',
        message: '지금은 환불할 수 없는 이용권이에요.',
      });
    refunded = true;
    return voucherOf({ state: 'REFUNDED', refundAmount: 240000 });
  });
  const success = vi.spyOn(toast, 'success');
  const refusal = vi.spyOn(toast, 'error');
  onTestFinished(() => {
    success.mockRestore();
    refusal.mockRestore();
  });
  const user = userEvent.setup();
  renderRefund();

  await user.click(screen.getByRole('button', { name: '환불 신청' }));
  doubleTap(within(await screen.findByRole('dialog')).getByRole('button', { name: '환불하기' }));

  await vi.waitFor(() =>
    expect(success).toHaveBeenCalledWith('240,000원을 환불했어요. 카드사에 따라 3~7일 뒤에 보일 수 있어요.'),
  );
  expect(apiPost).toHaveBeenCalledTimes(1);
  expect(refusal).not.toHaveBeenCalled();
});

it('shows 환불 신청 busy while the refund is on its way', async () => {
  vi.mocked(apiPost).mockReturnValue(new Promise(() => {}));
  const user = userEvent.setup();
  renderRefund();

  await user.click(screen.getByRole('button', { name: '환불 신청' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '환불하기' }));

  const button = screen.getByRole('button', { name: '환불 신청' });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('aria-busy', 'true');
});

it('says the refund is made, with its amount, as the card then says 환불 완료 and 240,000원 환불됨', async () => {
  vi.mocked(apiPost).mockResolvedValue(voucherOf({ state: 'REFUNDED', refundAmount: 240000 }));
  const success = vi.spyOn(toast, 'success');
  onTestFinished(() => success.mockRestore());
  const user = userEvent.setup();
  renderRefund();

  await user.click(screen.getByRole('button', { name: '환불 신청' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '환불하기' }));

  // Done on our side; only the card company's statement may take days to show it.
  await vi.waitFor(() =>
    expect(success).toHaveBeenCalledWith('240,000원을 환불했어요. 카드사에 따라 3~7일 뒤에 보일 수 있어요.'),
  );
  expect(success).not.toHaveBeenCalledWith(expect.stringContaining('요청'));
});
