import type { Page } from '@playwright/test';
import { test, expect, tabBar } from './fixtures';

/**
 * The phone's back, as the browser's own key (not a script's history.back()). page.goBack() waits for the app's page
 * to change, for ever when the back moves the mall's frame only.
 */
async function phoneBack(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
  await cdp.send('Page.navigateToHistoryEntry', { entryId: entries[currentIndex - 1]!.id });
  await cdp.detach();
}

/**
 * From 홈, 쇼핑 and three of the mall's pages (간식, 장난감, 산책): the frame's own entries in the phone's history.
 * `shown(name)`: the mall's page of that name is the one shown.
 */
async function threeMallPagesIn(page: Page) {
  await page.goto('/curation');
  await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
  const mall = page.frameLocator('iframe[title="가디언 쇼핑몰"]');
  const shown = (name: string) =>
    expect(mall.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  for (const name of ['간식', '장난감', '산책']) {
    await mall.getByRole('link', { name }).click();
    await shown(name);
  }
  return { mall, shown };
}

/**
 * The failure screen is what shows and what a screen reader reads: the mall's frame, kept behind it so that it can
 * step back over its own pages before it is replaced (use-mall-frame.ts), is hidden, untappable and not read.
 */
async function onlyTheNoticeShows(page: Page, notice: RegExp) {
  const frame = page.locator('iframe[title="가디언 쇼핑몰"]');
  await expect(page.getByRole('alert')).toHaveText(notice);
  await expect(frame).toBeHidden();
  await expect(frame).toHaveAttribute('aria-hidden', 'true');
  await expect(frame).toHaveAttribute('tabindex', '-1');
  expect(await frame.evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  // Nothing of it under a finger: the notice's middle and the area's corners belong to the page, not the frame.
  const area = (await page.getByTestId('main-scroll').boundingBox())!;
  for (const [x, y] of [
    [area.x + area.width / 2, area.y + area.height / 2],
    [area.x + 4, area.y + area.height - 4],
  ]) {
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [x, y])).not.toBe(
      'IFRAME',
    );
  }
  // What a screen reader reads there: the notice and its button, no frame.
  const read = await page.getByTestId('main-scroll').ariaSnapshot();
  expect(read).toMatch(notice);
  expect(read).not.toMatch(/iframe|가디언 몰/);
}

// 쇼핑 (spec §2): the mall fills the space between the top bar and the tab bar, and scrolls by itself.
test.describe('쇼핑: the mall in its frame', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} the mall fills the screen above the tab bar and the page itself does not scroll`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/shopping');
      const mall = page.frameLocator('iframe[title="가디언 쇼핑몰"]');
      await expect(mall.getByRole('heading', { name: '가디언 몰' })).toBeVisible();

      const main = page.getByTestId('main-scroll');
      const frame = await page.locator('iframe[title="가디언 쇼핑몰"]').boundingBox();
      const area = await main.boundingBox();
      const bar = await tabBar(page).boundingBox();
      // The frame is the scroll area, edge to edge, and ends where the tab bar starts.
      expect(frame).toEqual(area);
      expect(Math.round(frame!.y + frame!.height)).toBe(Math.round(bar!.y));
      // Nothing under it to scroll (it scrolled by the top bar's height before 2026-11-28).
      expect(await main.evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(0);
    });
  }

  test('coming back to 쇼핑 shows the mall page the user left; tapping 쇼핑 again goes to its home', async ({
    page,
  }) => {
    await page.goto('/shopping');
    const mall = page.frameLocator('iframe[title="가디언 쇼핑몰"]');
    await mall.getByRole('link', { name: '장난감' }).click();
    await expect(mall.getByRole('link', { name: '장난감' })).toHaveAttribute('aria-current', 'page');

    await tabBar(page).getByRole('link', { name: '홈' }).click();
    await expect(page).toHaveURL(/\/curation$/);
    await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
    await expect(mall.getByRole('link', { name: '장난감' })).toHaveAttribute('aria-current', 'page');
    await expect(mall.getByText('삑삑 소리나는 라텍스 공')).toBeVisible();
    await expect(mall.getByText('연어 & 고구마 전연령 사료 2kg')).toBeHidden();

    await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
    await expect(mall.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page');
    await expect(mall.getByText('연어 & 고구마 전연령 사료 2kg')).toBeVisible();
  });

  for (const backInMall of [false, true]) {
    test(`after 쇼핑 is tapped again, one back leaves 쇼핑${backInMall ? ' (a back in the mall before)' : ''}: the mall's earlier pages are not walked through again`, async ({
      page,
    }) => {
      const { shown } = await threeMallPagesIn(page);
      if (backInMall) {
        // Back in the mall goes to its page before, as a browser's does.
        await phoneBack(page);
        await shown('장난감');
      }

      await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
      // The new frame at the mall's home (the old one, stepped back, showed its first page, the home too).
      await expect(page.locator('iframe[title="가디언 쇼핑몰"]')).toHaveAttribute('src', /[?&]t=\d+/);
      await shown('전체');
      // Each of the mall's pages left in the history used to take a back that showed nothing.
      await phoneBack(page);
      await expect(page).toHaveURL(/\/curation$/);
    });
  }

  for (const back of ['the phone', '쇼핑 in the tab bar'] as const) {
    test(`after three mall pages and a tap on 커뮤니티, ${back === 'the phone' ? "the phone's back returns to 쇼핑" : '쇼핑 tapped comes back'} where the user left and the mall's pages take no back that shows nothing`, async ({
      page,
    }) => {
      const { shown } = await threeMallPagesIn(page);
      await tabBar(page).getByRole('link', { name: '커뮤니티' }).click();
      await expect(page).toHaveURL(/\/community$/);
      if (back === '쇼핑 in the tab bar') {
        await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
        await shown('산책');
        await phoneBack(page);
        await expect(page).toHaveURL(/\/community$/);
      }
      // Back to 쇼핑, at the mall page the user left.
      await phoneBack(page);
      await expect(page).toHaveURL(/\/shopping$/);
      await shown('산책');
      // The next back leaves 쇼핑: each of the mall's three pages used to stay behind, a back that showed nothing.
      await phoneBack(page);
      await expect(page).toHaveURL(/\/curation$/);
    });
  }

  test('opened offline, the page says so once, with 다시 시도, and shows the mall when the connection returns', async ({
    page,
    context,
  }) => {
    await page.goto('/shopping');
    const mall = page.frameLocator('iframe[title="가디언 쇼핑몰"]');
    await expect(mall.getByRole('heading', { name: '가디언 몰' })).toBeVisible();
    await tabBar(page).getByRole('link', { name: '홈' }).click();
    await expect(page).toHaveURL(/\/curation$/);

    await context.setOffline(true);
    await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
    await expect(page.getByRole('alert')).toHaveText(/인터넷에 연결되어 있지 않아요/);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();

    await context.setOffline(false);
    await expect(mall.getByRole('heading', { name: '가디언 몰' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("the mall's server failing (a 500 page, or gone) shows a Korean message, and 다시 시도 brings the mall back", async ({
    page,
  }) => {
    const mallPage = /\/mall-demo\/index\.html/;
    const mall = page.frameLocator('iframe[title="가디언 쇼핑몰"]');
    const failed = page.getByRole('alert').filter({ hasText: '쇼핑몰을 불러오지 못했어요' });

    // The mall, heard from once on this phone (it says where it is on each of its pages).
    await page.goto('/shopping');
    await expect(mall.getByRole('heading', { name: '가디언 몰' })).toBeVisible();

    // Its server answers with its own bare error page: it used to stay in the frame, in English.
    await page.route(mallPage, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500 Internal Server Error</h1>' }),
    );
    await page.reload();
    await expect(failed).toBeVisible();
    await onlyTheNoticeShows(page, /쇼핑몰을 불러오지 못했어요/);
    await page.unroute(mallPage);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(mall.getByRole('heading', { name: '가디언 몰' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Its server gone: the browser's own "can't be reached" page used to fill the frame.
    await page.route(mallPage, (route) => route.abort('connectionrefused'));
    await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
    await expect(failed).toBeVisible();
    await page.unroute(mallPage);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(mall.getByRole('heading', { name: '가디언 몰' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  for (const how of ['다시 시도', '쇼핑 tapped again'] as const) {
    test(`the mall failing 3 pages in, then ${how}: one back leaves 쇼핑 (no backs that show nothing)`, async ({
      page,
    }) => {
      const mallPage = /\/mall-demo\/index\.html/;
      const { mall, shown } = await threeMallPagesIn(page);
      // The next page is its server's bare 500 page.
      await page.route(mallPage, (route) =>
        route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500 Internal Server Error</h1>' }),
      );
      await mall.getByRole('link', { name: '위생' }).click();
      await onlyTheNoticeShows(page, /쇼핑몰을 불러오지 못했어요/);
      await page.screenshot({ path: test.info().outputPath('failure-notice.png') });
      await page.unroute(mallPage);

      if (how === '다시 시도') {
        await page.getByRole('button', { name: '다시 시도' }).click();
        // The page the user was on.
        await shown('산책');
      } else {
        await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
        await shown('전체');
      }
      await expect(page.getByRole('alert')).toHaveCount(0);
      await phoneBack(page);
      await expect(page).toHaveURL(/\/curation$/);
    });
  }

  test("offline 3 pages in: the browser's no-connection page in the frame kept behind the notice neither shows nor is read, and back online one back leaves 쇼핑", async ({
    page,
    context,
  }) => {
    const { mall, shown } = await threeMallPagesIn(page);
    await context.setOffline(true);
    // Offline, the notice covers the mall at once; a page the mall opens then (a tap as the connection went, its own
    // redirect) is the browser's no-connection page, in the frame behind it.
    await expect(page.getByRole('alert')).toHaveText(/인터넷에 연결되어 있지 않아요/);
    await mall.getByRole('link', { name: '위생' }).evaluate((link: HTMLElement) => link.click());
    await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error:'))).toBe(true);
    await onlyTheNoticeShows(page, /인터넷에 연결되어 있지 않아요/);
    await page.screenshot({ path: test.info().outputPath('offline-notice.png') });
    // The keys stay the page's: the browser's error page in the frame takes no focus.
    await page.getByRole('button', { name: '다시 시도' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');

    await context.setOffline(false);
    await shown('산책');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await phoneBack(page);
    await expect(page).toHaveURL(/\/curation$/);
  });

  test("in the app, the mall's 공유 opens the app's share sheet and an outside link the phone's browser", async ({
    page,
  }) => {
    // The app's WebView as webview.spec.ts fakes it: web→native messages are kept, the device info answered.
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      const out: { type: string; payload?: Record<string, unknown> }[] = [];
      w.__nativeOut = out;
      w.ReactNativeWebView = {
        postMessage(raw: string) {
          const msg = JSON.parse(raw) as { type: string };
          out.push(msg);
          if (msg.type === 'REQUEST_DEVICE_INFO') {
            const data = JSON.stringify({
              type: 'DEVICE_INFO',
              payload: { os: 'ios', os_version: '17.5', app_version: '3.2.0' },
            });
            setTimeout(() => window.postMessage(data, '*'), 50);
          }
        },
      };
    });
    const sent = () =>
      page.evaluate(
        () => (window as unknown as { __nativeOut: { type: string; payload?: unknown }[] }).__nativeOut,
      );

    await page.goto('/shopping');
    const mall = page.frameLocator('iframe[title="가디언 쇼핑몰"]');
    await mall.getByRole('link', { name: '간식' }).click();
    await expect(mall.getByRole('link', { name: '간식' })).toHaveAttribute('aria-current', 'page');

    await mall.getByRole('button', { name: '공유' }).click();
    await expect
      .poll(async () => (await sent()).filter((m) => m.type === 'SHARE'))
      .toEqual([
        {
          type: 'SHARE',
          payload: {
            title: '가디언 몰 (데모)',
            url: expect.stringMatching(/\/mall-demo\/index\.html\?.*cat=snack/),
          },
        },
      ]);

    await mall.getByRole('link', { name: '입점 브랜드 공식 사이트' }).click();
    await expect
      .poll(async () => (await sent()).filter((m) => m.type === 'OPEN_EXTERNAL_URL'))
      .toEqual([{ type: 'OPEN_EXTERNAL_URL', payload: { url: 'https://example.com/' } }]);
    // The app and the mall stay where they were.
    await expect(page).toHaveURL(/\/shopping$/);
    await expect(mall.getByRole('link', { name: '간식' })).toHaveAttribute('aria-current', 'page');
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 844, height: 390 },
  ]) {
    test(`the mall slow (3 s): at ${viewport.width}x${viewport.height} a skeleton of its first screen holds its place, then the mall`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const mallPage = /\/mall-demo\/index\.html/;
      await page.route(mallPage, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue().catch(() => {});
      });
      await page.goto('/shopping');
      const skeleton = page.getByRole('status', { name: '쇼핑몰을 불러오는 중' });
      await expect(skeleton).toBeVisible();
      // Its name, the banner, the categories: none squeezed away when the phone lies sideways (the banner was).
      const blocks = skeleton.getByTestId('skeleton');
      for (const i of [0, 1, 2, 3]) {
        expect((await blocks.nth(i).boundingBox())!.height).toBeGreaterThan(10);
      }
      expect(await page.getByTestId('main-scroll').evaluate((el) => el.scrollHeight - el.clientHeight)).toBe(
        0,
      );

      await expect(
        page.frameLocator('iframe[title="가디언 쇼핑몰"]').getByRole('heading', { name: '가디언 몰' }),
      ).toBeVisible();
      await expect(skeleton).toHaveCount(0);
      await page.unroute(mallPage);
    });
  }
});

// Leaving 쇼핑 after the mall's pages, the navigation waits while the frame steps back over them (use-mall-frame.ts):
// up to 1.5 s on a slow mall, with 쇼핑's page still there. Each story holds that wait for as long as it looks: the
// frame's way back is held at the network and the page's clock stands still (the 1.5 s never runs out), so what
// the hold shows is looked at however fast or slow the machine is.
test.describe('쇼핑: a tab tapped while the mall steps back', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  /**
   * The page's clock stopped a moment ahead of where it is: it runs until then, so a busy machine can reach that moment
   * before the call does (Playwright refuses a pause in the past, as CI met once); then it is read again.
   */
  async function pauseNow(page: Page) {
    for (let tries = 1; ; tries++) {
      try {
        return await page.clock.pauseAt(await page.evaluate(() => Date.now() + 50));
      } catch (e) {
        if (tries === 5 || !String(e).includes('Cannot fast-forward to the past')) throw e;
      }
    }
  }

  /** From now on the mall's pages (the frame's way back among them) wait, and the page's clock stands still. */
  async function holdTheWayBack(page: Page) {
    const mallPage = /\/mall-demo\/index\.html/;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(mallPage, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    await pauseNow(page);
    /** The way back arrives, and the clock goes on. */
    return async () => {
      release();
      await page.unroute(mallPage);
      await page.clock.resume();
    };
  }
  /** A tab as drawn lit: its label in the bar's bold (600), the others' regular. */
  const litTabs = (page: Page) =>
    tabBar(page)
      .getByRole('link')
      .evaluateAll((links) =>
        links
          .filter((link) => getComputedStyle(link.lastElementChild!).fontWeight === '600')
          .map((link) => link.textContent),
      );

  test('the tapped tab lights at the tap, while 쇼핑 is still shown, and the page follows', async ({
    page,
  }) => {
    await threeMallPagesIn(page);
    const letGo = await holdTheWayBack(page);
    const community = tabBar(page).getByRole('link', { name: '커뮤니티' });
    await community.click();
    // Held: still 쇼핑, but the bar answers the tap (it kept 쇼핑 lit until the navigation went, up to 1.5 s).
    await expect(community).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/shopping$/);
    expect(await litTabs(page)).toEqual(['커뮤니티']);
    await page.screenshot({ path: test.info().outputPath('held-leave.png') });

    await letGo();
    await expect(page).toHaveURL(/\/community$/);
    await expect(community).toHaveAttribute('aria-current', 'page');
    await expect(community).not.toHaveAttribute('aria-busy');
    expect(await litTabs(page)).toEqual(['커뮤니티']);
  });

  test("the phone's back during the hold wins over the tap: it leaves 쇼핑 for the page before it, once, and the mall is where the user left it", async ({
    page,
  }) => {
    const { shown } = await threeMallPagesIn(page);
    const letGo = await holdTheWayBack(page);
    await tabBar(page).getByRole('link', { name: '커뮤니티' }).click();
    await expect(tabBar(page).getByRole('link', { name: '커뮤니티' })).toHaveAttribute('aria-busy', 'true');
    // The frame is on its way back to its first page: the back goes on from there, out of 쇼핑.
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(/\/curation$/);
    expect(await litTabs(page)).toEqual(['홈']);
    // The held tap does not go afterwards, the mall's page come and the 1.5 s run out (a late push to 커뮤니티).
    await letGo();
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(/\/curation$/);
    await expect(tabBar(page).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');

    await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
    await shown('산책');
    await expect(page.locator('iframe[title="가디언 쇼핑몰"]')).toBeVisible();
  });

  test('쇼핑 tapped during the hold gives the leave up: 쇼핑 stays lit and shows the mall, and one back leaves it', async ({
    page,
  }) => {
    await threeMallPagesIn(page);
    const letGo = await holdTheWayBack(page);
    await tabBar(page).getByRole('link', { name: '커뮤니티' }).click();
    await expect(tabBar(page).getByRole('link', { name: '커뮤니티' })).toHaveAttribute('aria-busy', 'true');
    await tabBar(page).getByRole('link', { name: '쇼핑' }).click();
    // It stayed held: a blank 쇼핑 with 커뮤니티 lit, until the next tap (and the mall's pages stayed as dead backs).
    await expect(tabBar(page).getByRole('link', { name: '커뮤니티' })).not.toHaveAttribute('aria-busy');
    expect(await litTabs(page)).toEqual(['쇼핑']);
    await letGo();
    const mall = page.frameLocator('iframe[title="가디언 쇼핑몰"]');
    await expect(mall.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('iframe[title="가디언 쇼핑몰"]')).toBeVisible();
    await page.clock.runFor(2000);
    await expect(page).toHaveURL(/\/shopping$/);
    await phoneBack(page);
    await expect(page).toHaveURL(/\/curation$/);
  });
});
