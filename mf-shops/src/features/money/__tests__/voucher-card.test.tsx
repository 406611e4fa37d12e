import { render, screen } from '@testing-library/react';
import { VoucherCard } from '../components/voucher-card';
import { voucherOf } from './fixtures';

const voucher = voucherOf({ usedUses: 3, heldUses: 1, remainingUses: 6, history: [] });

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
