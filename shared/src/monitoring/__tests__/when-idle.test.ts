import { describe, expect, it } from 'vitest';
import { whenIdleAfterLoad, type IdleHost } from '../when-idle';

/** A window still loading, with a hand-driven load event and idle callback. */
function fakeWindow(withIdleCallback = true) {
  const listeners: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const win: IdleHost = {
    document: { readyState: 'loading' },
    addEventListener: (_type: string, cb: () => void) => listeners.push(cb),
    setTimeout: (cb: () => void) => idle.push(cb),
    ...(withIdleCallback ? { requestIdleCallback: (cb: () => void) => idle.push(cb) } : {}),
  };
  return {
    win,
    load: () => listeners.splice(0).forEach((cb) => cb()),
    goIdle: () => idle.splice(0).forEach((cb) => cb()),
  };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('whenIdleAfterLoad', () => {
  it('waits for the load event and then for an idle period', async () => {
    const page = fakeWindow();
    const waiting = whenIdleAfterLoad(page.win);
    expect(await settled(waiting)).toBe(false);
    page.load();
    expect(await settled(waiting)).toBe(false);
    page.goIdle();
    expect(await settled(waiting)).toBe(true);
  });

  it('falls back to the next task where requestIdleCallback is missing (Safari)', async () => {
    const page = fakeWindow(false);
    const waiting = whenIdleAfterLoad(page.win);
    page.load();
    expect(await settled(waiting)).toBe(false);
    page.goIdle();
    expect(await settled(waiting)).toBe(true);
  });
});
