import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import styles from '../button.module.css';
import { applyStylesheet } from '../../../test/stylesheet';

describe('Button (§9)', () => {
  it('is a primary, full-width, type=button button by default', () => {
    render(<Button>예약하기</Button>);
    const button = screen.getByRole('button', { name: '예약하기' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button.className).toMatch(/fullWidth/);
  });

  it.each(['secondary', 'tertiary', 'text'] as const)('supports the %s variant', (variant) => {
    render(<Button variant={variant}>확인</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('data-variant', variant);
  });

  it('does not fire when disabled or loading; loading is announced as busy', async () => {
    const onClick = vi.fn();
    render(
      <>
        <Button disabled onClick={onClick}>
          비활성
        </Button>
        <Button loading onClick={onClick}>
          저장
        </Button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '비활성' }));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '저장' })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the focus while busy, and a busy submit button does not submit its form (a tap or Enter)', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    function Form({ loading }: { loading: boolean }) {
      return (
        <form onSubmit={onSubmit}>
          <input aria-label="메모" />
          <Button type="submit" loading={loading}>
            저장
          </Button>
        </form>
      );
    }
    const { rerender } = render(<Form loading={false} />);
    const button = screen.getByRole('button', { name: '저장' });
    button.focus();
    rerender(<Form loading />);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.type(screen.getByLabelText('메모'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<Form loading={false} />);
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('Button with large text (the phone font size, WCAG 1.4.4)', () => {
  /** button.module.css under the class names the component gets here (this package's tests scope CSS modules). */
  const applyButtonStyles = () => applyStylesheet('../button.module.css', import.meta.url, styles);

  it('grows with its label instead of holding it in a fixed 48 px box, and is at least 48 px', () => {
    const remove = applyButtonStyles();
    render(<Button>온라인 예약</Button>);
    const button = getComputedStyle(screen.getByRole('button', { name: '온라인 예약' }));
    expect(button.minHeight).toBe('var(--control-height)');
    // Its content's height (not stretched by a taller neighbour in a row, as the fixed height was not).
    expect(button.height).toBe('fit-content');
    remove();
  });
});

describe('Button that waits for something (aria-disabled)', () => {
  it('is as grey as a disabled one, yet can be focused and tapped (to say what it waits for)', async () => {
    const remove = applyStylesheet('../button.module.css', import.meta.url, styles);
    const onClick = vi.fn();
    render(
      <>
        <Button disabled>보내기</Button>
        <Button aria-disabled onClick={onClick}>
          예약 요청
        </Button>
      </>,
    );
    const off = getComputedStyle(screen.getByRole('button', { name: '보내기' }));
    const waiting = screen.getByRole('button', { name: '예약 요청' });
    expect(getComputedStyle(waiting).backgroundColor).toBe(off.backgroundColor);
    expect(getComputedStyle(waiting).color).toBe(off.color);
    expect(getComputedStyle(waiting).cursor).toBe('not-allowed');
    await userEvent.click(waiting);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(waiting).toHaveFocus();
    remove();
  });
});
