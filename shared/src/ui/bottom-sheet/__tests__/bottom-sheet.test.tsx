import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomSheet, BottomSheetActions } from '../bottom-sheet';
import { ConfirmDialog } from '../../confirm-dialog/confirm-dialog';
import styles from '../bottom-sheet.module.css';
import { applyStylesheet } from '../../../test/stylesheet';

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

  it('leaves Escape to a question asked over it: the question is answered, the sheet stays', async () => {
    const closeSheet = vi.fn();
    const answer = vi.fn();
    const sheet = (asking: boolean) => (
      <BottomSheet open title="반려동물 추가" onClose={closeSheet}>
        <button>추가하기</button>
        <ConfirmDialog
          open={asking}
          text="입력한 내용을 저장하지 않고 닫을까요?"
          onConfirm={() => {}}
          onCancel={answer}
        />
      </BottomSheet>
    );
    // The question opens once the sheet is open, as it does when back is pressed with changes typed.
    const { rerender } = render(sheet(false));
    rerender(sheet(true));
    await userEvent.keyboard('{Escape}');
    expect(answer).toHaveBeenCalledTimes(1);
    expect(closeSheet).not.toHaveBeenCalled();
  });
});

describe('BottomSheet taller than the screen (a phone held sideways: 390 px high)', () => {
  it('keeps its title in view and scrolls only its content, within the height the screen has now', () => {
    const remove = applyStylesheet('../bottom-sheet.module.css', import.meta.url, styles);
    render(
      <BottomSheet open title="지역 선택" onClose={() => {}}>
        <button>적용</button>
      </BottomSheet>,
    );
    const sheet = screen.getByRole('dialog', { name: '지역 선택' });
    const content = screen.getByRole('button', { name: '적용' }).parentElement!;
    // The whole sheet scrolled before: the title went off the top with the content.
    expect(getComputedStyle(sheet).overflowY).not.toBe('auto');
    expect(getComputedStyle(sheet).flexDirection).toBe('column');
    expect(getComputedStyle(sheet).maxHeight).toBe('85dvh');
    expect(getComputedStyle(content).overflowY).toBe('auto');
    expect(getComputedStyle(content).minHeight).toBe('0px');
    remove();
  });
});

describe('BottomSheetActions (a form sheet with the keyboard up: 390x460)', () => {
  it('keeps the sheet’s button at its bottom edge while the fields scroll, with a refusal shown above it', () => {
    const remove = applyStylesheet('../bottom-sheet.module.css', import.meta.url, styles);
    render(
      <BottomSheet open title="반려동물 추가" onClose={() => {}}>
        <form>
          <input aria-label="이름" />
          <BottomSheetActions message={<p role="alert">이름을 입력해 주세요.</p>}>
            <button type="submit">추가하기</button>
          </BottomSheetActions>
        </form>
      </BottomSheet>,
    );
    const row = screen.getByRole('button', { name: '추가하기' }).parentElement!.parentElement!;
    // It sat at the end of the scroll, below the fields: out of reach until scrolled to.
    expect(getComputedStyle(row).position).toBe('sticky');
    expect(getComputedStyle(row).bottom).toMatch(/^calc\(-1 \*/);
    // Opaque: the fields scroll under it.
    expect(getComputedStyle(row).backgroundColor).not.toBe('');
    expect(row.firstElementChild).toBe(screen.getByRole('alert'));
    remove();
  });
});
