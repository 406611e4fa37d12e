import { render, screen } from '@testing-library/react';
import { ShopHoursTable, closedDaysText, dayHoursText } from '../shop-hours-table';

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

describe('휴무일 and one day’s hours, as the booking page says them', () => {
  const week = (closed: number[]) =>
    [0, 1, 2, 3, 4, 5, 6].map((d) => ({
      dayOfWeek: d,
      open: '10:00',
      close: '19:00',
      closed: closed.includes(d),
    }));

  it('names the days off Monday first, as the table lists them; a day missing from the hours is one', () => {
    expect(closedDaysText(week([0]))).toBe('매주 일요일');
    expect(closedDaysText(week([0, 6]))).toBe('매주 토요일, 일요일');
    expect(closedDaysText(week([]).filter((h) => h.dayOfWeek !== 1))).toBe('매주 월요일');
    expect(closedDaysText(week([]))).toBe('없어요');
  });

  it('knows no days off of a shop that gave no hours', () => {
    expect(closedDaysText([])).toBeNull();
  });

  it('says a day as its row does', () => {
    expect(dayHoursText(week([0]), 0)).toBe('휴무');
    expect(dayHoursText(week([0]), 2)).toBe('10:00 - 19:00');
    expect(dayHoursText([{ dayOfWeek: 3, open: '00:00', close: '24:00', closed: false }], 3)).toBe('24시간');
  });
});
