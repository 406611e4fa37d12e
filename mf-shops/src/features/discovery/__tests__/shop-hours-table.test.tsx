import { render, screen } from '@testing-library/react';
import { ShopHoursTable } from '../components/shop-hours-table';

describe('영업시간', () => {
  it('says 24시간 for a day open around the clock, the hours for the others, 휴무 for a day off', () => {
    render(
      <ShopHoursTable
        hours={[
          { dayOfWeek: 1, open: '00:00', close: '24:00', closed: false },
          { dayOfWeek: 2, open: '10:00', close: '19:00', closed: false },
          { dayOfWeek: 3, open: '10:00', close: '19:00', closed: true },
        ]}
      />,
    );
    const cell = (day: string) =>
      screen.getByRole('row', { name: new RegExp(`^${day}`) }).querySelector('td');
    expect(cell('월')).toHaveTextContent(/^24시간$/);
    expect(cell('화')).toHaveTextContent(/^10:00 - 19:00$/);
    expect(cell('수')).toHaveTextContent(/^휴무$/);
  });
});
