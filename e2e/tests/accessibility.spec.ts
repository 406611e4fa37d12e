import { AxeBuilder } from '@axe-core/playwright';
import { ROUTE_TABLE } from '../../shared/src/routing/route-table.mjs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Every screen of the route table, opened logged in with the demo account's data, holds to axe's rules
// (WCAG 2.1 A and AA and axe's best practices), whatever a violation's impact: text contrast, names,
// ARIA that says what it does, focusable scroll areas, one level-one heading, headings in order. A page
// with a route parameter is opened with one of the demo account's own (its shop, chat room, 알림장, ...),
// so the screen shows real data.
const PARAMS: Record<string, string> = {
  id: '1',
  product_seq: '1',
  url: '1',
  communitySeq: '1',
  curationSeq: '1',
  curationContentsSeq: '1',
};
/** The demo account's first 알림장 (the ones numbered below it belong to other owners). */
const PATH_OVERRIDES: Record<string, string> = { alimPaperDetail: '/alim-paper/5' };

/** Screens whose other state draws differently from the one their address opens (muted used/expired cards). */
const OTHER_STATES = [{ key: 'coupon (사용･만료 tab)', owner: 'shops', path: '/coupon?tab=past' }];

const screens = [
  ...Object.entries(ROUTE_TABLE).map(([key, route]) => ({
    key,
    owner: route.owner,
    path: PATH_OVERRIDES[key] ?? route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => PARAMS[name]!),
  })),
  ...OTHER_STATES,
];

// Korean names that count with a counter word ("22일", "3개") read naturally and hold the number on
// screen, but axe's label-in-name check splits Hangul into jamo (NFKD) before it cuts words, so the
// number and its counter become one word and "22" is not found in "2026년 11월 22일 일요일". Only that
// check skips the calendar's days and the like button; every other rule still runs on them.
const KOREAN_COUNTER_NAMES = ['.rdp-day_button', 'button[aria-pressed][aria-label^="좋아요"]'];
// The mall is another site's page in the 쇼핑 frame (MALL_URL; mall-demo/ stands in for it here), with its own
// header and main: this checks our screens, around it.
const THE_MALL = 'iframe[title="가디언 쇼핑몰"]';

// Each app's screens in runs of at most 10, so the two workers share them out and each test stays well
// inside its time on a loaded machine (~2 s a screen here).
const RUN = 10;
const groups = [...new Set(screens.map((s) => s.owner))].flatMap((owner) => {
  const own = screens.filter((s) => s.owner === owner);
  return Array.from({ length: Math.ceil(own.length / RUN) }, (_, i) => ({
    name: `${owner} ${i + 1}/${Math.ceil(own.length / RUN)}`,
    screens: own.slice(i * RUN, (i + 1) * RUN),
  }));
});

/** One axe run on the page as it is; the label-in-name findings on Korean counter names are dropped after it. */
async function axeFindings(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const { violations } = await new AxeBuilder({ page }).exclude(THE_MALL).analyze();
  for (const v of violations) {
    const skipped =
      v.id === 'label-content-name-mismatch'
        ? await page.evaluate(
            ({ targets, skip }) => targets.map((t) => !!document.querySelector(t)?.matches(skip)),
            { targets: v.nodes.map((n) => String(n.target[0])), skip: KOREAN_COUNTER_NAMES.join(', ') },
          )
        : [];
    const nodes = v.nodes.filter((_, i) => !skipped[i]);
    if (!nodes.length) continue;
    found.push(
      `${where} ${v.impact} ${v.id}: ${v.help}\n` +
        nodes
          .slice(0, 3)
          .map((n) => `    ${n.html.slice(0, 160)}\n      ${n.failureSummary?.replace(/\n/g, ' ')}`)
          .join('\n'),
    );
  }
  return found;
}

test.describe('accessibility: every screen (axe)', () => {
  for (const group of groups) {
    test(`the ${group.name} screens have no axe violation`, async ({ page, loggedIn }) => {
      void loggedIn;
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const screen of group.screens) {
        await page.goto(screen.path, { waitUntil: 'networkidle' });
        // Checked once the whole screen has its data: scrolled to its end (홈 loads its lower half as it
        // comes near), nothing still loading.
        await page.evaluate(() => {
          const main = document.querySelector('[data-testid="main-scroll"]');
          main?.scrollTo(0, main.scrollHeight);
        });
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        found.push(...(await axeFindings(page, `${screen.path} (${screen.key})`)));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

// 매장･예약's booking flow, walked as TalkBack/VoiceOver and a keyboard use it, then read at 200% text and in dark
// mode: the states the route table's sweep above never opens (a sheet over 반려동물 선택, a day and a time chosen,
// the pass chosen with the arrows). Only the demo owner's own first dog, nothing booked.
test.describe('accessibility: the booking flow (screen reader, keyboard, 200% text, dark)', () => {
  test('each step takes the focus to its title, says what a day, a time and a pet are, and reads at 200% and dark', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    test.setTimeout(120_000);
    const focused = page.locator(':focus');
    await page.goto('/online-reservation/1');
    await page.locator('a[href$="/online-reservation/1/product/1"]').first().click();
    await expect(focused).toHaveRole('heading');
    await page.getByRole('button', { name: '이 상품 예약하기' }).click();
    await expect(focused).toHaveRole('heading');
    await expect(focused).toHaveText('반려동물 선택');

    // 반려동물 추가: a dialog; Escape closes it and gives the focus back to the button that opened it.
    await page.getByRole('button', { name: '반려동물 추가' }).click();
    await expect(page.getByRole('dialog', { name: '반려동물 추가' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(focused).toHaveAccessibleName('반려동물 추가');

    // A pet is named, and described by what it is (the line beside its checkbox).
    const coco = page.getByRole('checkbox', { name: '코코' });
    await expect(coco).toHaveAccessibleDescription(/강아지/);
    await coco.check();
    await page.getByRole('button', { name: /선택 · 다음/ }).click();
    await expect(focused).toHaveText('예약 요청');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    // 예약 요청 before a day is chosen: reached by Tab and described by the line over it, not a dead disabled
    // button; pressed, it takes the focus to the calendar's title.
    const send = page.getByRole('button', { name: '예약 요청', exact: true });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAccessibleDescription('날짜를 골라 주세요.');
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(focused).toHaveRole('heading');
    await expect(focused).toHaveText('날짜');

    // The calendar's days say whether they can be booked; a time chosen is pressed.
    const calendar = page.getByRole('grid');
    const openDay = calendar.getByRole('button', {
      name: /^\d{4}년 \d+월 \d+일 \S+요일, 예약할 수 있는 날$/,
    });
    // Once the month's availability has come (a day named by it, today at least while it takes bookings).
    await expect(
      calendar.getByRole('button', { name: /(예약할 수 있는 날|자리가 없는 날|쉬는 날|예약된 날)/ }).first(),
    ).toBeVisible();
    if ((await openDay.count()) === 0) await page.getByRole('button', { name: '다음 달' }).click();
    await openDay.first().click();
    await expect(calendar.getByRole('button', { name: /, 선택됨$/ })).toHaveCount(1);
    await expect(send).toHaveAccessibleDescription('시간을 골라 주세요.');
    const slot = page
      .getByRole('group', { name: '예약 시간' })
      .getByRole('button')
      .and(page.locator(':enabled'))
      .first();
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await expect(send).toBeEnabled();
    await expect(send).toHaveAccessibleDescription('');
    // Back to the calendar with Tab: it lands on the chosen day (not on 오늘 before it).
    await page.getByRole('button', { name: '다음 달' }).focus();
    await page.keyboard.press('Tab');
    await expect(focused).toHaveAccessibleName(/, 선택됨$/);

    // 결제 방법 (the demo owner's 목욕 pass): one Tab stop, the arrows choose.
    const payWith = page.getByRole('radiogroup', { name: '결제 방법' });
    const atShop = payWith.getByRole('radio', { name: '매장에서 결제' });
    await expect(atShop).toHaveAttribute('aria-checked', 'true');
    await expect(payWith.locator('[role="radio"][tabindex="0"]')).toHaveCount(1);
    await atShop.focus();
    await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveAttribute('aria-checked', 'true');
    await expect(focused).toHaveAccessibleName(/이용권 사용/);
    await page.keyboard.press('Home');
    await expect(atShop).toBeFocused();
    await expect(atShop).toHaveAttribute('aria-checked', 'true');

    // The form as chosen holds to axe, in light and in dark.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const found = await axeFindings(page, `예약 요청 (${colorScheme})`);
      expect(found, found.join('\n')).toEqual([]);
    }

    // 200% text (the browser's font size): nothing wider than the phone, nothing to scroll sideways.
    await page.emulateMedia({ colorScheme: 'light' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await expect(page.getByRole('button', { name: '예약 요청', exact: true })).toHaveCSS(
      'font-size',
      /^(3\d|[4-9]\d)/,
    );
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 30)}`),
    );
    expect(wide).toEqual([]);
  });
});
