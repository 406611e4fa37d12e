import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../tabs';

const items = [
  { value: 'upcoming', label: '다가오는 예약' },
  { value: 'past', label: '지난 예약' },
  { value: 'canceled', label: '취소' },
] as const;

function Reservations() {
  const [tab, setTab] = useState<(typeof items)[number]['value']>('upcoming');
  return (
    <Tabs label="예약 목록" items={items} value={tab} onChange={setTab}>
      <p>{tab} 목록</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('marks the selected tab and labels the panel with it', async () => {
    render(<Reservations />);
    expect(screen.getByRole('tablist', { name: '예약 목록' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '다가오는 예약' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '다가오는 예약' })).toHaveTextContent('upcoming 목록');

    await userEvent.click(screen.getByRole('tab', { name: '지난 예약' }));
    expect(screen.getByRole('tab', { name: '지난 예약' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '다가오는 예약' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: '지난 예약' })).toHaveTextContent('past 목록');
  });

  it('moves and selects with the arrow keys, wrapping around, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Reservations />);
    await user.tab();
    expect(screen.getByRole('tab', { name: '다가오는 예약' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '지난 예약' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '취소' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '취소' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '다가오는 예약' })).toHaveFocus();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '취소' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('upcoming 목록');
  });

  it('points the selected tab at its panel, and at nothing when the screen renders no panel here', () => {
    const { unmount } = render(<Reservations />);
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { name: '다가오는 예약' })).toHaveAttribute('aria-controls', panel.id);
    unmount();

    render(<Tabs label="종류" items={items} value="upcoming" onChange={() => {}} />);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '다가오는 예약' })).not.toHaveAttribute('aria-controls');
  });
});
