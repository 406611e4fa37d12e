import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Shared from '@guardian/shared';
import { BookingCalendar } from '../components/booking-calendar';
import { PetOption } from '../components/pet-option';
import { SlotChips } from '../components/slot-chips';
import { pets, product, renderMonth } from './render';

vi.mock('@guardian/shared', async (orig) => ({ ...(await orig<typeof Shared>()), apiGet: vi.fn() }));

// What the booking screens show by colour, strike-through or a line beside a control is said by the control itself,
// for TalkBack and VoiceOver: the calendar's days, the times, and the pets to choose.
describe('예약 달력: 날마다 예약할 수 있는지 읽어 줘요', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T01:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  const days = [
    { date: '2026-11-21', available: false, petBooked: false, closed: false, remaining: 0 },
    { date: '2026-11-24', available: false, petBooked: false, closed: true, remaining: 0 },
    { date: '2026-11-27', available: false, petBooked: false, closed: false, remaining: 0 },
    { date: '2026-11-28', available: true, petBooked: false, closed: false, remaining: 5 },
  ];
  const renderCalendar = (hotel: boolean) =>
    renderMonth(days, hotel ? { ...product, category: 'HOTELING' } : product);

  it('names an open day, a full day and a closed day apart (grooming: the last two disabled)', async () => {
    renderCalendar(false);
    expect(
      await screen.findByRole('button', { name: '2026년 11월 28일 토요일, 예약할 수 있는 날' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: '2026년 11월 27일 금요일, 자리가 없는 날' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '2026년 11월 24일 화요일, 쉬는 날' })).toBeDisabled();
    // A past day is only disabled, as it looks.
    expect(screen.getByRole('button', { name: '2026년 11월 21일 토요일' })).toBeDisabled();
  });

  it('says a full day on the hotel calendar too, where a stay may pass over it and it stays enabled', async () => {
    renderCalendar(true);
    expect(
      await screen.findByRole('button', { name: '2026년 11월 27일 금요일, 자리가 없는 날' }),
    ).toBeEnabled();
  });
});

describe('예약 시간: 고를 수 없는 시간은 왜 그런지 읽어 줘요', () => {
  it('describes a full or past time as such, not only as disabled; an open time keeps its plain name', () => {
    render(
      <SlotChips
        query={{
          isPending: false,
          isError: false,
          error: null,
          refetch: vi.fn(),
          data: {
            shopId: 1,
            productSeq: 1,
            category: 'BEAUTY',
            date: '2026-12-03',
            endDate: null,
            petCount: 1,
            available: true,
            petBooked: false,
            closed: false,
            slots: [
              { time: '10:30', remaining: 0, available: false, petBooked: false },
              { time: '11:00', remaining: 4, available: true, petBooked: false },
            ],
            nights: [],
            remaining: null,
          },
        }}
        value="11:00"
        onChange={vi.fn()}
      />,
    );
    const chips = within(screen.getByRole('group', { name: '예약 시간' }));
    const full = chips.getByRole('button', { name: '오전 10:30' });
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleDescription('줄이 그어진 시간은 자리가 없거나 지난 시간이에요.');
    const chosen = chips.getByRole('button', { name: '오전 11:00', pressed: true });
    expect(chosen).toBeEnabled();
    expect(chosen).toHaveAccessibleDescription('');
  });
});

describe('반려동물 선택: 체크박스가 반려동물을 설명해요', () => {
  it('describes each pet with what it is, and one the product is not for with why it cannot be chosen', () => {
    const [dog, cat] = pets;
    render(
      <>
        <PetOption pet={dog!} checked={false} offered onToggle={vi.fn()} />
        <PetOption pet={cat!} checked={false} offered={false} onToggle={vi.fn()} />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: dog!.name })).toHaveAccessibleDescription(
      expect.stringContaining(dog!.breedName!),
    );
    const no = screen.getByRole('checkbox', { name: cat!.name });
    expect(no).toBeDisabled();
    expect(no).toHaveAccessibleDescription(
      expect.stringContaining(`이 상품은 ${cat!.name}에게 제공되지 않아요`),
    );
  });
});

describe('예약 달력: Tab은 고른 날로 가요', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T01:00:00.000Z')); // 오늘 is 12월 6일 in Seoul
  });
  afterEach(() => vi.useRealTimers());

  it('reaches the chosen day from outside the grid, not 오늘 before it; the arrows still move from there', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <BookingCalendar
          mode="single"
          month={new Date(2026, 11, 1)}
          selected={new Date(2026, 11, 9)}
          onSelect={vi.fn()}
        />
        <button type="button">after</button>
      </>,
    );
    const grid = screen.getByRole('grid');
    const tabIntoGrid = async () => {
      screen.getByRole('button', { name: 'before' }).focus();
      for (let i = 0; i < 5 && !grid.contains(document.activeElement); i++) await user.tab();
    };
    await tabIntoGrid();
    expect(document.activeElement).toHaveAccessibleName('2026년 12월 9일 수요일, 선택됨');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('2026년 12월 10일 목요일');
    // One Tab stop in the grid while inside it: Tab leaves it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    // Back from outside, to the chosen day again.
    await tabIntoGrid();
    expect(document.activeElement).toHaveAccessibleName('2026년 12월 9일 수요일, 선택됨');
  });
});
