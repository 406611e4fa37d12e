import { render, screen, within } from '@testing-library/react';
import { apiGet } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { Availability } from '../api/types';
import { CapacityNote } from '../components/capacity-note';
import { SlotChips } from '../components/slot-chips';
import { renderMonth } from './render';

vi.mock('@guardian/shared', async (orig) => ({ ...(await orig<typeof Shared>()), apiGet: vi.fn() }));

// With the chosen pets, the API marks a time (or day, or stay) one of them is already booked for with
// `petBooked`: the screen says so instead of making it look like the shop is full.
const day = (over: Partial<Availability>): Availability => ({
  shopId: 1,
  productSeq: 1,
  category: 'BEAUTY',
  date: '2026-12-03',
  endDate: null,
  petCount: 1,
  available: true,
  petBooked: false,
  closed: false,
  slots: [],
  nights: [],
  remaining: null,
  ...over,
});
const query = (data: Availability) => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: vi.fn(),
});

describe('예약 시간: 고른 반려동물이 이미 예약된 시간', () => {
  it('names a time one of the pets is booked for apart from a full one, and lists them under the chips', () => {
    const data = day({
      slots: [
        { time: '10:00', remaining: 4, available: false, petBooked: true },
        { time: '10:30', remaining: 0, available: false, petBooked: false },
        { time: '11:00', remaining: 4, available: true, petBooked: false },
      ],
    });
    render(<SlotChips query={query(data)} value={null} onChange={vi.fn()} />);

    const chips = within(screen.getByRole('group', { name: '예약 시간' }));
    expect(
      chips.getByRole('button', { name: '오전 10:00, 고른 반려동물이 이미 예약된 시간이에요' }),
    ).toBeDisabled();
    expect(chips.getByRole('button', { name: '오전 10:30' })).toBeDisabled(); // full: just disabled
    expect(chips.getByRole('button', { name: '오전 11:00' })).toBeEnabled();
    expect(
      screen.getByText(/점이 찍힌 시간은 고른 반려동물이 이미 예약된 시간이에요: 오전 10:00/),
    ).toBeInTheDocument();
    expect(screen.getByText(/줄이 그어진 시간은 자리가 없거나 지난 시간이에요/)).toBeInTheDocument();
  });

  it('draws a time the pets are booked for unlike a full one: dotted as the line under the chips says', () => {
    const data = day({
      slots: [
        { time: '10:00', remaining: 4, available: false, petBooked: true },
        { time: '10:30', remaining: 0, available: false, petBooked: false },
        { time: '11:00', remaining: 4, available: true, petBooked: false },
      ],
    });
    render(<SlotChips query={query(data)} value={null} onChange={vi.fn()} />);

    const booked = screen.getByRole('button', { name: /^오전 10:00/ });
    const full = screen.getByRole('button', { name: '오전 10:30' });
    const open = screen.getByRole('button', { name: '오전 11:00' });
    expect(new Set([booked.className, full.className, open.className]).size).toBe(3);
    // The same dot marks the chip and starts the line that explains it; a full time has none.
    const dot = booked.querySelector('[aria-hidden="true"]');
    expect(dot).not.toBeNull();
    expect(full.querySelector('[aria-hidden="true"]')).toBeNull();
    const legend = screen.getByText(/점이 찍힌 시간은/);
    expect(legend.querySelector('[aria-hidden="true"]')?.className).toBe(dot!.className);
  });

  it('lists the times under 오전 and 오후 on a 12-hour clock, as the rest of the app writes them', async () => {
    const onChange = vi.fn();
    const data = day({
      slots: [
        { time: '11:30', remaining: 4, available: true, petBooked: false },
        { time: '12:00', remaining: 4, available: true, petBooked: false },
        { time: '13:30', remaining: 0, available: false, petBooked: false },
      ],
    });
    render(<SlotChips query={query(data)} value={null} onChange={onChange} />);

    const times = screen.getByRole('group', { name: '예약 시간' });
    expect(times).toHaveTextContent(/^오전11:30오후12:001:30$/);
    expect(screen.getByRole('button', { name: '오후 1:30' })).toBeDisabled();
    // The choice is still the shop's own time of day.
    screen.getByRole('button', { name: '오후 12:00' }).click();
    expect(onChange).toHaveBeenCalledWith('12:00');
  });

  it('says nothing under the chips when every time is open', () => {
    const data = day({ slots: [{ time: '11:00', remaining: 4, available: true, petBooked: false }] });
    render(<SlotChips query={query(data)} value={null} onChange={vi.fn()} />);
    expect(screen.queryByText(/줄이 그어진|점이 찍힌/)).not.toBeInTheDocument();
  });

  it('says why a day has no time left when the pets are booked all day', () => {
    const data = day({
      available: false,
      petBooked: true,
      slots: [{ time: '10:00', remaining: 4, available: false, petBooked: true }],
    });
    render(<SlotChips query={query(data)} value={null} onChange={vi.fn()} />);
    expect(
      screen.getByText(
        '고른 반려동물이 이날 이미 다른 예약이 있어서 예약할 수 있는 시간이 없어요. 다른 날을 골라 주세요.',
      ),
    ).toBeInTheDocument();
  });

  it('says 이날 as one word (as 그날), for a day with no time left at all', () => {
    const data = day({ slots: [{ time: '10:00', remaining: 0, available: false, petBooked: false }] });
    render(<SlotChips query={query(data)} value={null} onChange={vi.fn()} />);
    expect(
      screen.getByText('이날은 예약할 수 있는 시간이 없어요. 다른 날을 골라 주세요.'),
    ).toBeInTheDocument();
  });

  it('kindergarten: a day the pets are booked for says 이날, one word', () => {
    render(
      <CapacityNote
        query={query(day({ category: 'KINDERGARTEN', available: false, petBooked: true, remaining: 3 }))}
      />,
    );
    expect(
      screen.getByText(
        '고른 반려동물이 이날 이미 다른 예약이 있어요. 예약 내역을 확인하거나 다른 날을 골라 주세요.',
      ),
    ).toBeInTheDocument();
  });

  it('hotel, kindergarten: a stay or day the pets are booked for is not shown as full', () => {
    const stay = day({
      category: 'HOTELING',
      endDate: '2026-12-05',
      available: false,
      petBooked: true,
      remaining: 3,
    });
    const { unmount } = render(<CapacityNote query={query(stay)} />);
    expect(
      screen.getByText(
        '고른 반려동물이 이 기간에 이미 다른 예약이 있어요. 예약 내역을 확인하거나 다른 날을 골라 주세요.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/남은 자리가 없어요/)).not.toBeInTheDocument();
    unmount();
    render(<CapacityNote query={query(day({ category: 'KINDERGARTEN', available: false, remaining: 0 }))} />);
    expect(screen.getByText('남은 자리가 없어요. 다른 날을 골라 주세요.')).toBeInTheDocument();
  });
});

describe('예약 달력: 고른 반려동물이 이미 예약된 날', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T01:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('names a day one of the pets is booked for, and explains its mark', async () => {
    renderMonth([
      { date: '2026-11-26', available: false, petBooked: true, closed: false, remaining: 0 },
      { date: '2026-11-27', available: false, petBooked: false, closed: false, remaining: 0 },
      { date: '2026-11-28', available: true, petBooked: false, closed: false, remaining: 5 },
    ]);

    expect(
      await screen.findByRole('button', { name: '2026년 11월 26일 목요일, 반려동물이 이미 예약된 날' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: '2026년 11월 27일 금요일, 자리가 없는 날' })).toBeDisabled();
    expect(
      screen.getByText(/점이 찍힌 날은 고른 반려동물의 다른 예약과 겹쳐 고를 수 있는 시간이 없는 날이에요/),
    ).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/online-reservation/shops/1/availability/month', {
      productSeq: 1,
      month: '2026-11',
      petSeqs: [1],
    });
  });
});
