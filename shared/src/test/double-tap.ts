// For tests of a button that must act once: two taps before the screen is drawn again, as a stuttering double tap
// lands on a phone. A mutation's pending state reaches the button a tick later, so only a guard that does not wait
// for a redraw (useOneAtATime) stops the second tap.
import { act, fireEvent } from '@testing-library/react';

export function doubleTap(element: Element): void {
  act(() => {
    fireEvent.click(element);
    fireEvent.click(element);
  });
}
