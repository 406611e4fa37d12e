import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BottomSheet, BottomSheetActions } from '../lazy-bottom-sheet';

// The sheet's chunk loads asynchronously; a loaded machine can take more than findBy's default wait.
const LAZY = { timeout: 5000 };

function Filters() {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(0);
  return (
    <>
      <button onClick={() => setOpen(true)}>지역</button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="지역 선택">
        <label>
          동네
          <input />
        </label>
        {/* The page behind changes while the sheet is open (a count arriving, a timer). */}
        <button onClick={() => setCount((n) => n + 1)}>고른 곳 {count}</button>
        <BottomSheetActions>
          <button onClick={() => setOpen(false)}>적용</button>
        </BottomSheetActions>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet from shared’s index (its code arrives when a sheet first opens)', () => {
  it('renders nothing while closed, then the sheet with its 적용 row together, and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Filters />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // What the page shows the moment the sheet is first in it (the answer row with it, not a moment after).
    const firstShown: string[] = [];
    const watch = new MutationObserver(() => {
      const shown = document.querySelector('[role=dialog]');
      if (shown && !firstShown.length)
        firstShown.push(...[...shown.querySelectorAll('button')].map((b) => b.textContent ?? ''));
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await user.click(screen.getByRole('button', { name: '지역' }));
    const sheet = await screen.findByRole('dialog', { name: '지역 선택' }, LAZY);
    watch.disconnect();
    expect(firstShown).toEqual(['고른 곳 0', '적용']);

    await user.type(within(sheet).getByLabelText('동네'), '성수');
    await user.click(within(sheet).getByRole('button', { name: '고른 곳 0' }));
    // Rendered again, it is the same sheet: the text stays and focus is where it was.
    expect(within(sheet).getByRole('button', { name: '고른 곳 1' })).toHaveFocus();
    expect(screen.getByLabelText('동네')).toHaveValue('성수');
    expect(screen.getByRole('dialog')).toBe(sheet);

    await user.click(within(sheet).getByRole('button', { name: '적용' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '지역' })).toHaveFocus();

    // Opened again, it opens at once.
    await user.click(screen.getByRole('button', { name: '지역' }));
    expect(screen.getByRole('dialog', { name: '지역 선택' })).toBeInTheDocument();
  });
});
