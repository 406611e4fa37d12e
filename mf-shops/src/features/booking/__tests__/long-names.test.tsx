// A pet's long name (or a shop's long size label) at large text (the phone's font size, 200%) in a reservation's
// rows: the label wraps within the row; it widened the page, which then scrolled sideways.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { VisitDetails } from '../components/visit-details';
import { reservation } from './render';

it('a row’s label wider than the row (a pet’s long name with its size) wraps within the row', () => {
  onTestFinished(applyStylesheet('../components/booking.module.css', import.meta.url));
  const r = reservation();
  const name = '몽실몽실솜사탕같은우리집막내둥이';
  render(
    <MemoryRouter>
      <VisitDetails reservation={{ ...r, pets: [{ ...r.pets[0]!, name }] }} />
    </MemoryRouter>,
  );
  const label = screen.getByText(`${name} · 소형견 (5kg 미만)`);
  // flex: none held it at its one-line width, past a 320 px screen at 200%.
  expect(getComputedStyle(label).flexShrink).toBe('1');
  // Beside its value when the two fit, as before: it grows no wider than it is written.
  expect(getComputedStyle(label).flexGrow).toBe('0');
  expect(getComputedStyle(label.parentElement!).flexWrap).toBe('wrap');
});
