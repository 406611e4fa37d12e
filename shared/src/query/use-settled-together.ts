// Sections of one screen that load side by side, each from its own query, appear together. Shown one by
// one, a lower section is pushed down when the one above fills in taller or shorter than its skeleton:
// a layout shift on every first visit (Lighthouse measured 0.024-0.041 on /review and /voucher against
// issue 10's 0.02). The screen shows one skeleton until every query has settled, then its sections as
// new boxes, which the browser does not count as moving.
import { useState } from 'react';

/** What this reads of a TanStack query result. */
interface Settling {
  data: unknown;
  isError: boolean;
}

const settled = (q: Settling) => q.data !== undefined || q.isError;

/**
 * True once every query has an answer (data or an error), and from then on: a section's retry or a
 * refetch later does not take the screen back to its skeleton (each section keeps its own loading,
 * error and retry). Pass only the queries the screen asks (a disabled query never settles).
 */
export function useSettledTogether(...queries: Settling[]): boolean {
  const now = queries.every(settled);
  const [shown, setShown] = useState(now);
  if (now && !shown) setShown(true);
  return shown || now;
}
