// The payment window is a page of its own, and the result comes after it in the history: the phone's back from the
// result goes through the window to the page that sent the order, as a new page load or as the back-forward cache's
// copy (the screen as it was left, its pay button ready again). The order sent from a page is kept in that page's
// history entry, so the page can tell, when it is shown again, that it sent one and read what became of it. The page
// the window returned to steps back over the window to this entry once it has the outcome (payment-window.ts), and
// this page, shown again, gives the entry to it: back from the result is then the page before this one.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { leaveForPaymentWindow, takePaymentResult } from './payment-window';

/**
 * The window's result has stepped back to this entry: it takes the entry (its page confirms again, which answers a
 * paid order as paid). Whether it did.
 */
function giveEntryToResult(orderId: string, navigate: NavigateFunction): boolean {
  const result = takePaymentResult(orderId);
  if (result !== null) void navigate(result, { replace: true });
  return result !== null;
}

interface SentOrderState {
  sentOrderId?: string;
  /** history.length as this entry first opened the payment window (see payment-window.ts). */
  historyLength?: number;
}

/**
 * `sentOrderId`: the order this entry sent, as the page was shown (opened, or back from the cache); not the one noted
 * just before leaving. `noteSent(orderId)`: keeps it in the entry, resolving once it is there.
 * `onShownAgain`: runs when the cache shows the page again after it sent one, to read anew what the copy shows.
 */
export function useSentOrder(onShownAgain?: (orderId: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as SentOrderState | null;
  const inEntry = typeof state?.sentOrderId === 'string' ? state.sentOrderId : null;
  const [sentOrderId, setSentOrderId] = useState(inEntry);
  const latest = useRef({ inEntry, onShownAgain, navigate });
  const noted = useRef<string | null>(null);
  useEffect(() => {
    latest.current = { inEntry, onShownAgain, navigate };
  });
  // A new page load of this entry after the window (the cache's copy: below).
  useEffect(() => {
    if (inEntry !== null) giveEntryToResult(inEntry, navigate);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as the page is opened
  }, []);
  useEffect(() => {
    const shownAgain = (e: PageTransitionEvent) => {
      const { onShownAgain: reread, navigate: go } = latest.current;
      const orderId = latest.current.inEntry ?? noted.current;
      if (!e.persisted || orderId === null || giveEntryToResult(orderId, go)) return;
      reread?.(orderId);
      setSentOrderId(orderId);
    };
    window.addEventListener('pageshow', shownAgain);
    return () => window.removeEventListener('pageshow', shownAgain);
  }, []);
  const noteSent = async (orderId: string) => {
    // Known at once: the page may be left (and cached) before it renders the entry's new state.
    noted.current = orderId;
    const historyLength = state?.historyLength ?? window.history.length;
    leaveForPaymentWindow(orderId, historyLength);
    await navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: { ...state, sentOrderId: orderId, historyLength } },
    );
  };
  return { sentOrderId, noteSent };
}
