import { render, screen } from '@testing-library/react';
import type { Voucher } from '../api/types';
import { VoucherCard } from '../components/voucher-card';

const voucher: Voucher = {
  voucherSeq: 7,
  purchaseSeq: 3,
  shop: { shopId: 1, name: '바둑펫뷰티 종로점' },
  name: '목욕 10회 이용권',
  totalUses: 10,
  usedUses: 3,
  heldUses: 1,
  remainingUses: 6,
  paidAmount: 270000,
  unitListPrice: 30000,
  services: [{ productSeq: 11, name: '목욕' }],
  expiresAt: '2027-05-24T00:00:00.000Z',
  state: 'ACTIVE',
  refundAmount: null,
  refundedAt: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  history: [],
};

describe('a pass’s bar', () => {
  it('is named and valued by the uses left, as it is filled and as the card reads', () => {
    render(<VoucherCard voucher={voucher} refundable={false} />);

    expect(screen.getByTestId('uses-left')).toHaveTextContent('6회 남음');
    const bar = screen.getByRole('progressbar', { name: '남은 횟수' });
    expect(bar).toHaveAttribute('aria-valuenow', '6');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '6회 남음 (총 10회)');
    expect(bar.firstElementChild).toHaveStyle({ width: '60%' });
  });
});
