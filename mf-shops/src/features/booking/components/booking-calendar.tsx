// react-day-picker in Korean, coloured with the design tokens; used by the booking and schedule screens.
import type { CSSProperties } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { format } from 'date-fns';
import { ko } from 'date-fns/locale';
import 'react-day-picker/style.css';
import styles from './booking-calendar.module.css';

const THEME = {
  '--rdp-accent-color': 'var(--color-brand)',
  '--rdp-accent-background-color': 'var(--color-brand-soft)',
  '--rdp-day-height': '44px',
  '--rdp-day-width': '100%',
  '--rdp-day_button-height': '40px',
  '--rdp-day_button-width': '40px',
} as CSSProperties;

export function BookingCalendar(props: DayPickerProps) {
  return (
    <div className={styles.calendar}>
      <DayPicker
        locale={ko}
        style={THEME}
        formatters={{ formatCaption: (month) => format(month, 'yyyy년 M월') }}
        modifiersClassNames={{
          open: styles.open,
          full: styles.full,
          visit: styles.visit,
        }}
        {...props}
      />
    </div>
  );
}
