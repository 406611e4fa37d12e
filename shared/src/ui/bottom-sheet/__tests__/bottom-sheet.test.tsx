import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet } from '../bottom-sheet';

describe('BottomSheet', () => {
  it('is a modal dialog named by its title that closes with Escape', async () => {
    const onClose = vi.fn();
    render(
      <BottomSheet open title="정렬" onClose={onClose}>
        <button>가까운순</button>
      </BottomSheet>,
    );
    expect(screen.getByRole('dialog', { name: '정렬' })).toHaveAttribute('aria-modal', 'true');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
