import { afterEach, describe, expect, it } from 'vitest';
import { paths, showsTabBar } from '@guardian/shared';
import template from '../../../../shared/mf/index.html?raw';
import { tabBarPaths } from '../../../../shared/src/routing/route-table.mjs';
import { BOOT_FRAME_ID, removeBootFrame, removeBootFrameWhenReady } from '../boot-frame';

function mountFrame() {
  const container = document.createElement('div');
  const frame = document.createElement('div');
  frame.id = BOOT_FRAME_ID;
  document.body.append(container, frame);
  return container;
}

const flushObservers = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the frame painted from index.html', () => {
  it('stays while the router is still loading the first route, and leaves with the first render after', async () => {
    const container = mountFrame();
    let ready = false;
    removeBootFrameWhenReady(container, () => ready);

    container.innerHTML = '<div aria-busy="true">fallback</div>';
    await flushObservers();
    expect(document.getElementById(BOOT_FRAME_ID)).not.toBeNull();

    ready = true;
    container.innerHTML = '<main>page</main>';
    await flushObservers();
    expect(document.getElementById(BOOT_FRAME_ID)).toBeNull();
  });

  it('can be removed at once (the start-up error screen must not sit under it)', () => {
    mountFrame();
    removeBootFrame();
    expect(document.getElementById(BOOT_FRAME_ID)).toBeNull();
  });

  it('shows the tab chrome on exactly the pages the app shows the tab bar on', () => {
    // The build writes tabBarPaths() into the template's TAB_PATHS (shared/mf/index.mjs).
    expect(template).toMatch(/var TAB_PATHS = <%= tabPaths %>;/);
    const tabPaths: string[] = tabBarPaths();
    expect(tabPaths.length).toBeGreaterThan(0);
    for (const p of tabPaths) expect(showsTabBar(p), p).toBe(true);
    for (const p of Object.values(paths)) {
      if (typeof p === 'string') expect(tabPaths.includes(p), p).toBe(showsTabBar(p));
    }
  });
});
