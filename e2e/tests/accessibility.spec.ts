import { AxeBuilder } from '@axe-core/playwright';
import { ROUTE_TABLE } from '../../shared/src/routing/route-table.mjs';
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
        // One axe run a screen; the label-in-name findings on Korean counter names are dropped after it.
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
            `${screen.path} (${screen.key}) ${v.impact} ${v.id}: ${v.help}\n` +
              nodes
                .slice(0, 3)
                .map((n) => `    ${n.html.slice(0, 160)}\n      ${n.failureSummary?.replace(/\n/g, ' ')}`)
                .join('\n'),
          );
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
