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

describe('a pass that can no longer pay', () => {
  it('refunded: says it was refunded and for how much, not the uses it had left', () => {
    const refunded = voucherOf({ state: 'REFUNDED', usedUses: 5, remainingUses: 5, refundAmount: 120000 });
    render(<VoucherCard voucher={refunded} />);

    expect(screen.getByText('환불 완료')).toBeInTheDocument();
    expect(screen.getByTestId('uses-left')).toHaveTextContent('환불된 이용권');
    expect(screen.getByText('120,000원 환불됨 · 더 이상 쓸 수 없어요')).toBeInTheDocument();
    expect(screen.queryByText(/회 남음/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '환불 신청' })).not.toBeInTheDocument();
  });

  it('expired: says its date has passed and that the uses left cannot be spent', () => {
    const expired = voucherOf({ state: 'EXPIRED', expiresAt: '2026-11-01T00:00:00.000Z', remainingUses: 5 });
    render(<VoucherCard voucher={expired} refundable={false} />);

    expect(screen.getByText('기간 만료')).toBeInTheDocument();
    expect(screen.getByTestId('uses-left')).toHaveTextContent('기간이 끝난 이용권');
    expect(
      screen.getByText('유효기간 2026년 11월 1일까지였어요 · 남은 5회는 쓸 수 없어요'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/회 남음/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('used up: still reads 0회 남음, which is what it means', () => {
    render(
      <VoucherCard
        voucher={voucherOf({ state: 'USED_UP', usedUses: 10, remainingUses: 0 })}
        refundable={false}
      />,
    );
    expect(screen.getByText('모두 사용')).toBeInTheDocument();
    expect(screen.getByTestId('uses-left')).toHaveTextContent('0회 남음');
  });
});
