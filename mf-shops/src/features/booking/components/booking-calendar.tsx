// react-day-picker in Korean, coloured with the design tokens; used by the booking and schedule screens.
import type { CSSProperties } from 'react';
import { DayPicker, type DayPickerProps, type Labels, type Modifiers } from 'react-day-picker';
import { format } from 'date-fns';
import { ko } from 'date-fns/locale';
import { seoulToday, useNow } from '@guardian/shared';
import { dayToDate } from '../lib/format';
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
    m.petBooked ? '반려동물이 이미 예약된 날' : '',
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

export function BookingCalendar(props: DayPickerProps) {
  const today = useNow((t) => seoulToday(new Date(t)));
  return (
    <div className={styles.calendar}>
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
          visit: styles.visit,
          // A day one of the chosen pets is already booked for (booking): the same dot as a visit.
          petBooked: styles.visit,
        }}
        {...props}
      />
    </div>
  );
}
