// For tests of what a tap shows at once. Inside act() (fireEvent, user-event) React renders everything before the
// test looks, transitions included, so a control that answers only when a later render comes looks the same as one
// that answers at the tap. Here the tap runs as in the browser, outside act(), and only its own microtasks run out
// (the router's replace of the address, say); a render React left for later has not happened when this returns.
// React puts a controlled checkbox or select back to its rendered value at the end of the event, so a tick that
// waits for such a render reads as not taken.
export async function atTheTap(tap: () => void): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasAct = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    tap();
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = wasAct;
  }
}
