// react-day-picker in Korean, coloured with the design tokens; used by the booking and schedule screens.
import { createContext, useContext, useState, type CSSProperties } from 'react';
import {
  DayButton,
  DayPicker,
  dateMatchModifiers,
  type DateRange,
  type DayButtonProps,
  type DayPickerProps,
  type Labels,
  type Modifiers,
} from 'react-day-picker';
import { format, isSameMonth } from 'date-fns';
import { ko } from 'date-fns/locale';
import { seoulToday, useNow } from '@guardian/shared';
import { dateToDay, dayToDate } from '../lib/format';
import 'react-day-picker/style.css';
import styles from './booking-calendar.module.css';

const THEME = {
  '--rdp-accent-color': 'var(--color-brand)',
  '--rdp-accent-background-color': 'var(--color-brand-soft)',
  '--rdp-day-height': '44px',
  '--rdp-day-width': '100%',
  '--rdp-day_button-height': '40px',
  '--rdp-day_button-width': '40px',
  // The month arrows: 44px tap targets at any text size (2.25rem, 36px at the default size, was under a thumb's and
  // 72px at 200%), no larger: their chevrons do not grow, and the month's name needs the room. Here, not in the
  // module's CSS, whose custom properties are renamed with its classes (so they never reached the picker).
  '--rdp-nav_button-width': '44px',
  '--rdp-nav_button-height': '44px',
} as CSSProperties;

/** Screen-reader names in Korean (react-day-picker 9.4 ships English ones: "Today, …", "Go to the Next Month"). */
const dayName = (date: Date, m: Partial<Modifiers> = {}) =>
  [
    m.today ? '오늘' : '',
    format(date, 'yyyy년 M월 d일 EEEE', { locale: ko }),
    // What the colour, the strike-through and the dot show, said (booking: the month's availability). A day
    // still bookable at all is said so; the past days are only disabled, as they look.
    m.petBooked
      ? '반려동물이 이미 예약된 날'
      : m.closed
        ? '쉬는 날'
        : m.startPassed
          ? '오늘 예약 시간이 지난 날'
          : m.full
            ? '자리가 없는 날'
            : m.open
              ? '예약할 수 있는 날'
              : '',
    m.selected ? '선택됨' : '',
  ]
    .filter(Boolean)
    .join(', ');
const LABELS: Partial<Labels> = {
  labelDayButton: dayName,
  labelGridcell: dayName,
  labelNext: () => '다음 달',
  labelPrevious: () => '이전 달',
  labelNav: () => '달 이동',
  labelGrid: (month: Date) => format(month, 'yyyy년 M월', { locale: ko }),
};

/**
 * The day Tab reaches in the grid: the chosen one ('YYYY-MM-DD') when it is shown and can be chosen, and the focus
 * comes from outside the grid. react-day-picker 9.4 gives the Tab stop to the first of today and the chosen day in
 * the month, so a keyboard (or a screen reader's) user coming back to the calendar landed on 오늘, not on the day
 * they had chosen. Inside the grid (the arrows), its own focus is left alone.
 */
const TabStop = createContext<string | null>(null);

function ChosenDayFirst(props: DayButtonProps) {
  const chosen = useContext(TabStop);
  const tabIndex = chosen ? (dateToDay(props.day.date) === chosen ? 0 : -1) : props.tabIndex;
  return <DayButton {...props} tabIndex={tabIndex} />;
}

/** The chosen day (a range's first) if it is in the month shown and not disabled, else null. */
function tabStopDay(props: DayPickerProps): string | null {
  const selected: unknown = 'selected' in props ? props.selected : undefined;
  const day = selected instanceof Date ? selected : (selected as DateRange | undefined)?.from;
  if (!day || !props.month || !isSameMonth(day, props.month)) return null;
  if (props.disabled && dateMatchModifiers(day, props.disabled)) return null;
  return dateToDay(day);
}

export function BookingCalendar(props: DayPickerProps) {
  const today = useNow((t) => seoulToday(new Date(t)));
  // Whether the focus is on one of the grid's days (then the picker's own Tab stop, the day focused, holds).
  const [inGrid, setInGrid] = useState(false);
  const chosen = inGrid ? null : tabStopDay(props);
  return (
    <div
      className={styles.calendar}
      onFocus={(e) => setInGrid(!!(e.target as HTMLElement).closest('[role="grid"]'))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setInGrid(false);
      }}
    >
      <TabStop.Provider value={chosen}>
        <DayPicker
          locale={ko}
          // Seoul's today, not the phone's: a phone set to Los Angeles marked (and opened on) the day before.
          today={dayToDate(today)}
          style={THEME}
          formatters={{ formatCaption: (month) => format(month, 'yyyy년 M월') }}
          labels={LABELS}
          modifiersClassNames={{
            open: styles.open,
            full: styles.full,
            // A day the shop does not open: struck through as a full one, named apart.
            closed: styles.full,
            // Today once its start has passed (booking): struck through too, named apart.
            startPassed: styles.full,
            visit: styles.visit,
            // A day one of the chosen pets is already booked for (booking): the same dot as a visit.
            petBooked: styles.visit,
          }}
          {...props}
          components={{ DayButton: ChosenDayFirst, ...props.components }}
        />
      </TabStop.Provider>
    </div>
  );
}
