// Tap targets of 44px or more (Apple's and Android's smallest) in the booking screens, kept as they look: the
// calendar's days and month arrows, and the shop's number in a reservation.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { applyStylesheet, pseudoRules } from '@guardian/shared/test/stylesheet';
import { applyModuleWithGlobals } from '../../../test/tap-target';
import { BookingCalendar } from '../components/booking-calendar';
import { VisitDetails } from '../components/visit-details';
import { reservation } from './render';

const calendar = () => {
  onTestFinished(applyModuleWithGlobals('../components/booking-calendar.module.css', import.meta.url));
  render(
    <BookingCalendar
      mode="single"
      month={new Date(2026, 11)}
      modifiers={{ visit: [new Date(2026, 11, 8)] }}
    />,
  );
};

describe('tap targets', () => {
  it('a calendar day is tapped anywhere in its cell (44px high, a seventh of the card wide), not only on its 40px circle', () => {
    calendar();
    const day = screen.getByRole('button', { name: /12월 3일/ });
    const cell = day.closest('td')!;
    // react-day-picker's style.css: the cell is var(--rdp-day-height) high.
    expect(cell.closest<HTMLElement>('.rdp-root')!.style.getPropertyValue('--rdp-day-height')).toBe('44px');
    expect(getComputedStyle(cell).position).toBe('relative');
    // The button is not positioned, so its ::before box is laid out on the cell, and all of it.
    expect(getComputedStyle(day).position || 'static').toBe('static');
    const [box] = pseudoRules(day);
    expect(box?.position).toBe('absolute');
    expect(box?.getPropertyValue('inset')).toBe('0px');
  });

  it('a tap on the dot under a visit day’s number is the day’s', () => {
    calendar();
    const cell = screen.getByRole('button', { name: /12월 8일/ }).closest('td')!;
    const dots = pseudoRules(cell, '::after');
    expect(dots.length).toBeGreaterThan(0);
    expect(dots.map((d) => d.pointerEvents)).toContain('none');
  });

  it('the month arrows are 44px targets at any text size', () => {
    calendar();
    const root = screen.getByRole('button', { name: '다음 달' }).closest<HTMLElement>('.rdp-root')!;
    // Set on the picker itself: a custom property the module's CSS declares is renamed with its classes.
    expect(root.style.getPropertyValue('--rdp-nav_button-width')).toBe('44px');
    expect(root.style.getPropertyValue('--rdp-nav_button-height')).toBe('44px');
  });

  it('the shop’s number in a reservation, a line of small text, is a 44px target laid over the lines around it', () => {
    onTestFinished(applyStylesheet('../components/booking.module.css', import.meta.url));
    render(
      <MemoryRouter>
        <VisitDetails reservation={reservation()} />
      </MemoryRouter>,
    );
    const phone = screen.getByRole('link', { name: '02-000-0000' });
    expect(getComputedStyle(phone).position).toBe('relative');
    const [box] = pseudoRules(phone);
    expect(box?.position).toBe('absolute');
    // Each side half of what the link lacks of 44px (none where it is larger): 44 × 44 or more, centred on it.
    expect(box?.getPropertyValue('inset')).toBe('min(0px, 50% - 22px)');
  });
});
