import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, type BadgeTone } from '../badge';

describe('Badge', () => {
  it.each<BadgeTone>(['neutral', 'info', 'success', 'warning', 'danger'])('shows a %s tone', (tone) => {
    render(<Badge tone={tone}>예약 확정</Badge>);
    expect(screen.getByText('예약 확정')).toHaveAttribute('data-tone', tone);
  });

  it('names a bare dot for screen readers', () => {
    render(<Badge dot label="읽지 않은 채팅" />);
    expect(screen.getByRole('status', { name: '읽지 않은 채팅' })).toBeInTheDocument();
  });
});
