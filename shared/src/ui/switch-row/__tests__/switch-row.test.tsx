import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SwitchRow } from '../switch-row';

describe('SwitchRow', () => {
  it('reads its hint with the switch', () => {
    render(
      <SwitchRow label="공지 알림" hint="매장 공지가 올라오면 알려 드려요." checked onChange={() => {}} />,
    );
    expect(screen.getByRole('switch', { name: '공지 알림' })).toHaveAccessibleDescription(
      '매장 공지가 올라오면 알려 드려요.',
    );
  });

  it('while saving, keeps the keyboard focus, says it is busy and ignores taps', async () => {
    const onChange = vi.fn();
    function Saving() {
      const [busy, setBusy] = useState(false);
      return (
        <SwitchRow
          label="공지 알림"
          checked={busy}
          busy={busy}
          onChange={() => {
            onChange();
            setBusy(true);
          }}
        />
      );
    }
    render(<Saving />);
    const toggle = screen.getByRole('switch', { name: '공지 알림' });
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
