// The payment window's pages (the gateway's checkout, a card company's steps) come between the payment step and
// /ai-profile/success in the phone's history: back from the result opened the checkout again, offering to pay an order
// already paid, and back once more the payment step, its draft emptied, said the order was not filled in. So the step
// notes where it is in the history as it opens the window, and once the payment is confirmed the success page steps
// back over the window's pages to it (the success page with them), where the step shows the paid order: the result
// takes the place of the checkout, and the phone's next back leaves the order as a finished one.
//
// Where is history.length: the window is opened from the step as the history's last entry (it was just pushed), so
// the pages after it are the ones the window and the success page added. A step come back to from the window (back,
// then 결제하기 again) has that page ahead of it, so it keeps the length it noted the first time, on its own entry.
// Should the count come out short (a history at the browser's cap of 50 entries), the steps back stop on one of the
// window's pages, which is where the phone's back went before; never past the payment step.

/** Where the entry's first length is kept, beside React Router's own fields of the entry's state. */
const MARK = 'aiProfileCheckoutLength';

/** history.length as the payment step opens the payment window (the one it noted before, if it had left already). */
export function checkoutMark(): number {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  const noted = state[MARK];
  if (typeof noted === 'number') return noted;
  window.history.replaceState({ ...state, [MARK]: window.history.length }, '');
  return window.history.length;
}

/** How many entries back the payment step is from the page shown (0: not known, stay). */
export function stepsBackToCheckout(historyLength: number): number {
  const steps = window.history.length - historyLength;
  return steps > 0 ? steps : 0;
}
