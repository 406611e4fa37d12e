import { render, screen } from '@testing-library/react';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { AccountText } from '../account-text';

describe('a deposit account as the app shows it', () => {
  it('reads as the shop wrote it, its number one piece that never breaks at a dash', () => {
    const remove = applyStylesheet('../account-text.module.css', import.meta.url);
    const { container } = render(<AccountText account="하나은행 309-212162-36 (예금주 구름펫스테이)" />);
    expect(container).toHaveTextContent('하나은행 309-212162-36 (예금주 구름펫스테이)');
    // The number alone in an element of its own that keeps it on one line; the bank and holder wrap around it.
    const number = screen.getByText('309-212162-36');
    expect(number.textContent).toBe('309-212162-36');
    expect(getComputedStyle(number).whiteSpace).toBe('nowrap');
    remove();
  });

  it('is the text as it is when it has no account number in it', () => {
    const { container } = render(<AccountText account="매장에서 안내해 드려요" />);
    expect(container.innerHTML).toBe('매장에서 안내해 드려요');
  });
});
