import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { MenuList } from '../menu-list';

describe('MenuList', () => {
  it('keeps the label on one line and lets a long value (an e-mail) wrap instead, at 320 px', () => {
    const remove = applyStylesheet('../menu-list.module.css', import.meta.url);
    render(
      <MemoryRouter>
        <MenuList
          items={[{ label: '이메일', value: 'very.long.email.address.for.testing@example-company.co.kr' }]}
        />
      </MemoryRouter>,
    );
    const label = getComputedStyle(screen.getByText('이메일'));
    const value = getComputedStyle(screen.getByText(/very\.long\.email/));
    expect(label.flexShrink).toBe('0');
    expect(value.minWidth).toBe('0px');
    expect(value.overflowWrap).toBe('anywhere');
    remove();
  });

  it('puts a value that no longer fits beside its label under it, to the right, with large text', () => {
    const remove = applyStylesheet('../menu-list.module.css', import.meta.url);
    render(
      <MemoryRouter>
        <MenuList items={[{ label: '휴대폰 번호', value: '010-1234-5678' }]} />
      </MemoryRouter>,
    );
    const value = screen.getByText('010-1234-5678');
    // The row wraps (the number broke at every hyphen in a column beside the label at 200%).
    expect(getComputedStyle(value.parentElement!).flexWrap).toBe('wrap');
    expect(getComputedStyle(value).marginLeft).toBe('auto');
    remove();
  });
});
