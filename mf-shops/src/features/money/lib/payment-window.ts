// The payment window is pages of its own (the fake gateway's checkout locally; with real keys Toss's window and a card
// company's steps, full-page redirects to successUrl or failUrl) between the page that sent the order and the page it
// returns to. The phone's back from the result opened the window again, offering to pay an order already paid or
// closed, and the result sat above the purchase page as well. So the sending page notes where it is in the history
// as the window opens, and the page the window returned to, once the payment is confirmed (or has failed), steps back
// over the window's pages to it; the sending page then gives its entry to that result (useSentOrder). Back from the
// result is the page before the purchase, whatever the window added.
//
// Counted with history.length, the one thing the window's pages (other sites, other documents) leave for both pages
// to read. The sending page is the history's last entry as it opens the window (it was just pushed); come back to
// from the window (back, then 결제하기 again), it has the window's page ahead of it, so it keeps the length it noted
// the first time (useSentOrder keeps it in the entry). Should the count come out short (a history at the browser's
// cap of 50 entries), the step back stops on one of the window's pages, where the phone's back went before; never
// past the sending page.

/** This tab's latest trip to the payment window (sessionStorage: it outlives the pages in between). */
const KEY = 'guardian.paymentWindow';

interface Trip {
  orderId: string;
  /** history.length with the sending page as its last entry. */
  historyLength: number;
  /** Where the window returned, once that page has stepped back over it: the sending page shows it in its place. */
  result?: string;
}

function read(): Trip | null {
  try {
    const trip = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Trip | null;
    return typeof trip?.orderId === 'string' && typeof trip.historyLength === 'number' ? trip : null;
  } catch {
    return null;
  }
}

function write(trip: Trip | null): void {
  try {
    if (trip) window.sessionStorage.setItem(KEY, JSON.stringify(trip));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the result stays above the window's pages, as before.
  }
}

/** The order this page is stepping back over the window for (the step is taken once per page). */
let steppingBackFor: string | null = null;

/** The sending page, as the window opens for `orderId`: where it is in the history (see the top of this file). */
export function leaveForPaymentWindow(orderId: string, historyLength: number): void {
  steppingBackFor = null;
  write({ orderId, historyLength });
}

/**
 * The page the window returned to (`result`, its path and query), with the order's outcome in: steps back over the
 * window's pages to the page that sent the order, which then shows this page in its place. Whether it is leaving
 * (asked again, it is: the step is taken once).
 */
export function returnOverPaymentWindow(orderId: string, result: string): boolean {
  if (steppingBackFor === orderId) return true;
  const trip = read();
  if (trip?.orderId !== orderId) return false;
  const steps = window.history.length - trip.historyLength;
  if (steps <= 0) return false;
  write({ ...trip, result });
  steppingBackFor = orderId;
  window.history.go(-steps);
  return true;
}

/** The sending page shown again after the window: the result to show in its place (handed over once), or null. */
export function takePaymentResult(orderId: string): string | null {
  const trip = read();
  if (trip?.orderId !== orderId || trip.result === undefined) return null;
  write(null);
  steppingBackFor = null;
  return trip.result;
}
