import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chip } from '../chip';
import styles from '../chip.module.css';
import { applyStylesheet, pseudoRules } from '../../../test/stylesheet';

describe('Chip', () => {
  it('tells its state as pressed or not', () => {
    render(
      <>
        <Chip selected>코코</Chip>
        <Chip>나비</Chip>
      </>,
    );
    expect(screen.getByRole('button', { name: '코코' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '나비' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is a 44px target for the thumb around its 36px pill, which looks as it did', () => {
    const remove = applyStylesheet('../chip.module.css', import.meta.url, styles);
    render(<Chip>미용 상담</Chip>);
    const chip = screen.getByRole('button', { name: '미용 상담' });
    expect(getComputedStyle(chip).minHeight).toBe('36px');
    expect(getComputedStyle(chip).position).toBe('relative');
    const [box] = pseudoRules(chip);
    expect(box?.position).toBe('absolute');
    // Each side half of what the pill lacks of 44px (none where it is larger, with large text): 34px inside its
    // border and 5px above and below, 4px past the border.
    expect(box?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px)');
    remove();
  });

  it('wraps a name wider than its row within the row (a long pet name at large text), and is never squeezed', () => {
    const remove = applyStylesheet('../chip.module.css', import.meta.url, styles);
    render(<Chip>웨스트하이랜드화이트테리어사랑해요</Chip>);
    const chip = screen.getByRole('button', { name: '웨스트하이랜드화이트테리어사랑해요' });
    // nowrap kept it on one line past the screen's edge, and the page scrolled sideways with it.
    expect(getComputedStyle(chip).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(chip).maxWidth).toBe('100%');
    // In a row of chips that scrolls sideways (알림장's pets) each keeps its width instead of breaking its name.
    expect(getComputedStyle(chip).flexShrink).toBe('0');
    remove();
  });
});
