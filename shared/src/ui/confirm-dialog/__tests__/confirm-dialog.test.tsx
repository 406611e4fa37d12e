import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../confirm-dialog';
import styles from '../confirm-dialog.module.css';
import { applyStylesheet } from '../../../test/stylesheet';

describe('ConfirmDialog (§9)', () => {
  it('is a modal dialog named by its text with 취소/확인 by default', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        text="예약을 취소할까요?"
        subText="취소 후에는 되돌릴 수 없어요."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '예약을 취소할까요?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('취소 후에는 되돌릴 수 없어요.');
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('renders a list of texts one line each, custom labels and child content', () => {
    render(
      <ConfirmDialog
        open
        text={['매장 연결을 해제할까요?', '채팅 내역도 사라져요.']}
        cancelText="아니요"
        confirmText="해제"
        onConfirm={() => {}}
      >
        <p>추가 안내</p>
      </ConfirmDialog>,
    );
    expect(screen.getByText('매장 연결을 해제할까요?')).toBeInTheDocument();
    expect(screen.getByText('채팅 내역도 사라져요.')).toBeInTheDocument();
    expect(screen.getByText('추가 안내')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '아니요' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '해제' })).toBeInTheDocument();
  });

  it('moves focus to the safe answer (취소), not the one that does it, closes with Escape and gives focus back', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(<button>열기</button>);
    screen.getByRole('button', { name: '열기' }).focus();
    rerender(
      <>
        <button>열기</button>
        <ConfirmDialog open text="삭제할까요?" onConfirm={() => {}} onCancel={onCancel} />
      </>,
    );
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    rerender(
      <>
        <button>열기</button>
        <ConfirmDialog open={false} text="삭제할까요?" onConfirm={() => {}} onCancel={onCancel} />
      </>,
    );
    expect(screen.getByRole('button', { name: '열기' })).toHaveFocus();
  });

  it('an alert (no 취소) moves focus to its one button', () => {
    render(
      <ConfirmDialog open hideCancel text="새 버전이 있어요." confirmText="업데이트" onConfirm={() => {}} />,
    );
    expect(screen.getByRole('button', { name: '업데이트' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<ConfirmDialog open text="삭제할까요?" onConfirm={() => {}} onCancel={() => {}} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
  });

  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} text="삭제할까요?" onConfirm={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog on a short screen (a phone held sideways, 390 px high)', () => {
  it('scrolls inside the screen when it is taller than the screen, so its answers can be reached', () => {
    const remove = applyStylesheet('../confirm-dialog.module.css', import.meta.url, styles);
    render(
      <ConfirmDialog open text="이용권을 환불할까요?" onConfirm={() => {}} onCancel={() => {}}>
        <p>결제 금액 50,000원</p>
      </ConfirmDialog>,
    );
    const panel = getComputedStyle(screen.getByRole('dialog', { name: '이용권을 환불할까요?' }));
    // At most the overlay's height (the screen less its padding), its own content scrolling past that.
    expect(panel.maxHeight).toBe('100%');
    expect(panel.overflowY).toBe('auto');
    remove();
  });
});
