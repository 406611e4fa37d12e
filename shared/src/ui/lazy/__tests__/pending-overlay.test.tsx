import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The sheet's and the dialog's code each held back, as on a slow network, until the test lets it arrive.
const arrive = vi.hoisted(() => {
  const gate = () => {
    let release: () => void = () => {};
    const promise = new Promise<void>((r) => (release = r));
    return { promise, release: () => release() };
  };
  return { sheet: gate(), dialog: gate() };
});
vi.mock('../../bottom-sheet/bottom-sheet', async (original) => {
  await arrive.sheet.promise;
  return original();
});
vi.mock('../../confirm-dialog/confirm-dialog', async (original) => {
  await arrive.dialog.promise;
  return original();
});
// The dialog's settle-time fetch is not what is tested here: it mounts when it opens.
vi.mock('../../../query/when-page-settled', () => ({ useMountWhenSettled: (open: boolean) => open }));

const { BottomSheet } = await import('../lazy-bottom-sheet');
const { ConfirmDialog } = await import('../lazy-confirm-dialog');

function Page() {
  const [sheet, setSheet] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [taps, setTaps] = useState(0);
  return (
    <>
      <button onClick={() => setSheet(true)}>지역</button>
      <button onClick={() => setDialog(true)}>탈퇴</button>
      <button onClick={() => setTaps((n) => n + 1)}>뒤의 버튼 {taps}</button>
      <BottomSheet open={sheet} onClose={() => setSheet(false)} title="지역 선택">
        <p>동네를 골라 주세요</p>
      </BottomSheet>
      <ConfirmDialog open={dialog} text="탈퇴할까요?" onConfirm={() => setDialog(false)} />
    </>
  );
}

afterEach(() => {
  arrive.sheet.release();
  arrive.dialog.release();
});

// The modules load through vitest's transform: seconds on a busy machine.
describe('a lazy modal whose code is still on the way', { timeout: 20_000 }, () => {
  it('dims the screen at the tap, and the sheet rises on that overlay when its code arrives', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByTestId('modal-pending')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '지역' }));
    const overlay = screen.getByTestId('modal-pending');
    expect(overlay).toHaveStyle({ position: 'fixed', background: 'var(--color-overlay)' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    arrive.sheet.release();
    expect(await screen.findByRole('dialog', { name: '지역 선택' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('modal-pending')).not.toBeInTheDocument();
  });

  it('dims the screen for a confirm dialog opened before its code is here', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: '탈퇴' }));
    expect(screen.getByTestId('modal-pending')).toBeInTheDocument();
    arrive.dialog.release();
    expect(await screen.findByRole('dialog', { name: '탈퇴할까요?' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('modal-pending')).not.toBeInTheDocument();
  });
});
