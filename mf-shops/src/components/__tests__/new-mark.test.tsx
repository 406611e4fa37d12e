import { render, screen } from '@testing-library/react';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { NewMark, UnreadSummary } from '../new-mark';

describe('the mark of an item not opened yet (공지, 앨범, 알림장)', () => {
  it('is an N that says its list’s word to a screen reader', () => {
    render(<NewMark label="새 알림장" />);
    const mark = screen.getByRole('img', { name: '새 알림장' });
    expect(mark).toHaveTextContent(/^N$/);
  });

  it('is round, in the brand colour (light and dark from the tokens), and grows with the text size', () => {
    onTestFinished(applyStylesheet('../new-mark.module.css', import.meta.url));
    render(<NewMark label="새 글" />);
    const style = getComputedStyle(screen.getByRole('img', { name: '새 글' }));
    expect(style.borderRadius).toBe('50%');
    expect(style.getPropertyValue('background')).toBe('var(--color-brand)');
    expect(style.getPropertyValue('color')).toBe('var(--color-on-brand)');
    // In its own em over a rem size: 19 px at the default text size, 38 px at 200%.
    expect(style.fontSize).toBe('var(--font-size-micro)');
    expect([style.width, style.height]).toEqual(['1.6em', '1.6em']);
    // A row short of room squeezes the title beside it, never the mark.
    expect(style.flexShrink).toBe('0');
  });

  it('keeps its look where a list places it (on an album’s cover)', () => {
    onTestFinished(applyStylesheet('../new-mark.module.css', import.meta.url));
    const placing = document.createElement('style');
    placing.textContent = '.onCover { position: absolute; top: 8px; left: 8px; }';
    document.head.append(placing);
    onTestFinished(() => placing.remove());
    render(<NewMark label="새 앨범" className="onCover" />);
    const style = getComputedStyle(screen.getByRole('img', { name: '새 앨범' }));
    expect([style.position, style.top, style.left]).toEqual(['absolute', '8px', '8px']);
    expect([style.borderRadius, style.getPropertyValue('background')]).toEqual(['50%', 'var(--color-brand)']);
  });
});

describe('how many of a list are unread', () => {
  it('says the count with the list’s words, and nothing once none is unread', () => {
    const { rerender } = render(<UnreadSummary label="읽지 않은 알림장" count={3} />);
    expect(screen.getByText('읽지 않은 알림장 3개')).toBeInTheDocument();
    rerender(<UnreadSummary label="읽지 않은 알림장" count={0} />);
    expect(screen.queryByText(/읽지 않은 알림장/)).not.toBeInTheDocument();
  });
});
