// A pass's 사용 내역 says what became of each use as the booking's screens do: a visit cancelled inside the
// paid-cancellation window spent its use (취소로 차감, counted as used), one cancelled in time got it back.
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Voucher } from '../api/types';
import { VoucherCard } from '../components/voucher-card';
import { voucherOf } from './fixtures';

/** A use of the pass, with whether its booking was cancelled (as the API answers it now). */
const use = (
  reservationSeq: number,
  status: 'USED' | 'RETURNED',
  canceled: boolean,
): Voucher['history'][number] => ({
  reservationSeq,
  date: `2026-11-2${reservationSeq}`,
  time: '10:00',
  productName: '목욕',
  count: 1,
  status,
  canceled,
});

it('names a use spent by a late cancellation apart from a visit had and a use given back', () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <VoucherCard
        refundable={false}
        voucher={voucherOf({
          usedUses: 2,
          remainingUses: 8,
          history: [use(5, 'USED', false), use(6, 'USED', true), use(7, 'RETURNED', true)],
        })}
      />
    </QueryClientProvider>,
  );
  const card = screen.getByRole('article', { name: '목욕 10회 이용권' });
  // The spent use counts as used: 8 left of 10.
  expect(within(card).getByText('8회 남음')).toBeInTheDocument();
  expect(within(card).getByText('총 10회 · 사용 2회')).toBeInTheDocument();
  const items = within(card)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(items).toEqual([
    expect.stringMatching(/사용 1회$/),
    expect.stringMatching(/취소로 차감 1회$/),
    expect.stringMatching(/취소로 복구 1회$/),
  ]);
});
