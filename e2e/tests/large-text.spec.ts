// The phone's largest text (200%: Android's font size reaches the app's WebView as the root font size) on 커뮤니티,
// 마이페이지 and 품종 가이드 at 390x844: the marks beside the counts grow with the numbers, names set side by side in
// thirds of the width (내 커뮤니티 활동's counts, its tabs) wrap apart from each other instead of running into one
// line, and a breed's facts are never cut inside a number.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { box, largeText } from './large-text';
import { api, logInAs } from './booking-api';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const heightOf = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

type Post = { communitySeq: number; hidden: boolean; mine: boolean; commentCount: number };

/** Opens the newest shown post that `pick` takes, in the list as `token`'s owner sees it (or as anyone does, without
 * a token). */
async function openPost(page: Page, pick: (post: Post) => boolean = () => true, token?: string) {
  const { items } = await api<{ items: Post[] }>('GET', '/v2/community?sort=NEWEST&size=20', { token });
  const post = items.find((p) => !p.hidden && pick(p))!;
  await page.goto(`/community/${post.communitySeq}`);
}

/** Someone else's post: one the demo owner did not write (신고 is theirs to report; on one's own the header has 내 글
 * 관리). */
const openSomeoneElsesPost = async (page: Page) =>
  openPost(page, (post) => !post.mine, await logInAs('demo@guardian.kr'));

/** Where each element's text is drawn: the left of its first glyph and the right of its last, over all its lines. */
const textSpans = (elements: Locator) =>
  elements.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      const box = el.getBoundingClientRect();
      return {
        name: el.textContent ?? '',
        left: Math.min(...lines.map((r) => r.left)),
        right: Math.max(...lines.map((r) => r.right)),
        boxLeft: box.left,
        boxRight: box.right,
      };
    }),
  );

type Span = Awaited<ReturnType<typeof textSpans>>[number];

/** Each name inside its own box, off its edges, and apart from the next name by more than a space between words. */
function expectApart(spans: Span[]) {
  expect(spans.length).toBe(3);
  for (const s of spans) {
    expect(s.left, `${s.name} off its box's left edge`).toBeGreaterThanOrEqual(s.boxLeft + 4);
    expect(s.right, `${s.name} off its box's right edge`).toBeLessThanOrEqual(s.boxRight - 4);
  }
  for (let i = 1; i < spans.length; i++) {
    expect(
      spans[i].left - spans[i - 1].right,
      `${spans[i - 1].name} | ${spans[i].name}`,
    ).toBeGreaterThanOrEqual(12);
  }
}

test.describe('the largest text (200%) on 커뮤니티, 마이페이지 and 품종 가이드', () => {
  test('the post page: ♡ and the comment mark grow with the numbers beside them; 공유하기 stays the size of an icon button', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await openPost(page);
    const like = page.getByRole('button', { name: /^좋아요 \d+개/ }).locator('svg');
    const comments = page.getByRole('img', { name: /^댓글 \d+개/ }).locator('svg');
    const share = page.getByRole('button', { name: '공유하기' }).locator('svg');
    await expect(like).toBeVisible();
    // 22 px at the default size.
    expect(await heightOf(like)).toBe(22);
    expect(await heightOf(comments)).toBe(22);
    const shareIcon = await heightOf(share);

    await largeText(page);
    // They stayed 22 px beside 32 px numbers: a speck beside each count.
    await expect.poll(() => heightOf(like)).toBe(44);
    expect(await heightOf(comments)).toBe(44);
    expect(await heightOf(share)).toBe(shareIcon);
    await expect(page.getByRole('button', { name: '공유하기' })).toBeInViewport({ ratio: 1 });
  });

  test('the feed: each card’s ♡ and comment mark grow with its counts', async ({ page, loggedIn }) => {
    void loggedIn;
    await page.goto('/community');
    const card = page.getByRole('article').first();
    // The ♡ is the card's like button; the comment mark is a picture of its count.
    const heart = card.getByRole('button', { name: /^좋아요 \d+개/ }).locator('svg');
    const comments = card.getByRole('img', { name: /^댓글 \d+개/ }).locator('svg');
    await expect(heart).toHaveCount(1);
    await expect(comments).toHaveCount(1);
    // 18 px at the default size.
    expect(await heightOf(heart)).toBe(18);
    expect(await heightOf(comments)).toBe(18);

    await largeText(page);
    await expect.poll(() => heightOf(heart)).toBe(36);
    expect(await heightOf(comments)).toBe(36);
  });

  test('마이페이지’s 내 커뮤니티 활동: the three counts’ names wrap apart, each under its own count', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/my-info');
    const counts = page.getByRole('region', { name: '내 커뮤니티 활동' }).getByRole('listitem');
    await expect(counts).toHaveCount(3);
    await expect(counts.first().locator('strong')).toHaveText(/\d/);
    await largeText(page);
    await counts.first().scrollIntoViewIfNeeded();
    // They ran together: "내가 쓴 글좋아요한 글", the first one against the card's edge.
    expectApart(await textSpans(counts.getByRole('link').locator('span')));
  });

  test('내가 쓴 글 · 좋아요한 글 · 내가 쓴 댓글: each tab’s name wraps in its tab, off the screen’s edge and the next one’s', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/my-info/community/like');
    const tabs = page.getByRole('navigation', { name: '내 커뮤니티 활동' }).getByRole('link');
    await expect(tabs).toHaveCount(3);
    await largeText(page);
    // 내가 쓴 글 started at the screen's edge and ran into 좋아요한.
    expectApart(await textSpans(tabs));
    // Each still opens its list.
    await tabs.first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/my-info/community/feed');
    await expect(page.getByRole('heading', { level: 1, name: '내가 쓴 글' })).toBeVisible();
  });

  test('품종 가이드: a breed’s facts (크기, 수명, 털 빠짐) are never cut inside a word or a number', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    // 포메라니안: 초소형 (1.5~3kg), 12~16년, the longest facts.
    await page.goto('/curation/breed?breedSeq=6');
    await expect(page.getByRole('heading', { level: 1, name: '포메라니안' })).toBeVisible();
    const values = page.locator('dl dd');
    await expect(values).toHaveCount(3);
    await largeText(page);
    // The lines each word of a value is drawn on: one. In a third of the width they read '12~1' / '6년' and
    // '(1.5' / '~3kg' / ')'.
    const cut = await values.evaluateAll((dds) =>
      dds.flatMap((dd) => {
        const text = dd.firstChild!;
        const words = [...(dd.textContent ?? '').matchAll(/\S+/g)];
        return words
          .filter((w) => {
            const range = document.createRange();
            range.setStart(text, w.index);
            range.setEnd(text, w.index + w[0].length);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((w) => w[0]);
      }),
    );
    expect(cut).toEqual([]);
    await expect(page.getByText('초소형 (1.5~3kg)')).toBeInViewport({ ratio: 1 });
  });

  test('a post’s comments: each comment’s text starts under its author’s name, at the default size and at 200%', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await openPost(page, (p) => p.commentCount > 0);
    const comment = page.getByRole('region', { name: '댓글' }).getByRole('listitem').first();
    // (A thread: the comment's own text first, its replies' after it.)
    await expect(comment.getByRole('paragraph').first()).toBeVisible();
    /** How far the comment's first line starts from its author's name (0: right under it). */
    const offset = () =>
      comment.evaluate((li) => {
        const text = li.querySelector('p')!;
        // The author line above it: the avatar, then the name over the pet and the time.
        const name = text.previousElementSibling!.children[1]!;
        return Math.round(text.getBoundingClientRect().left - name.getBoundingClientRect().left);
      });
    expect(await offset()).toBe(0);
    await largeText(page);
    // As one 2.25rem margin it sat 8 px past the name at 200% (the avatar grew, the gap beside it did not).
    await expect.poll(offset).toBe(0);
  });

  test('an article’s numbered list: the numbers keep inside the screen at 200%', async ({ page }) => {
    // 처음 만나는 반려생활's second article: a checklist numbered 1. to 5.
    await page.goto('/curation/1/2');
    const list = page.locator('main ol').first();
    await expect(list).toBeVisible();
    await largeText(page);
    // The gutter the numbers are drawn in (outside the items) is wider than its last number ("5.") at the list's
    // text size: a fixed 24 px one left the numbers at the screen's edge.
    const room = await list.evaluate((ol) => {
      const style = getComputedStyle(ol);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return parseFloat(style.paddingLeft) - context.measureText(`${ol.children.length}.`).width;
    });
    expect(room).toBeGreaterThanOrEqual(4);
  });

  test('the comment box: one line high when empty, fitted again when the text size changes with the page open, and never over a quarter of the screen', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await openPost(page);
    const input = page.getByRole('textbox', { name: '댓글' });
    await expect(input).toBeVisible();
    /** The box's height, and whether its text is cut (needs more than the box holds) or has lines' room to spare. */
    const sizes = () =>
      input.evaluate((el: HTMLTextAreaElement) => {
        const style = getComputedStyle(el);
        const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
        return {
          height: el.offsetHeight,
          cut: el.scrollHeight > el.clientHeight + 1,
          tall: el.clientHeight > parseFloat(style.lineHeight) + padding + 2,
        };
      });
    const fits = async () => {
      const { cut, tall } = await sizes();
      return { cut, tall };
    };
    await largeText(page);
    await expect.poll(fits).toEqual({ cut: false, tall: false });
    // The phone's text size changed again while the page was open, the box as wide as before (등록 under it at
    // both): it kept the 200% height and cut the line.
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '250%'));
    await expect.poll(fits).toEqual({ cut: false, tall: false });

    await largeText(page);
    await input.fill(Array.from({ length: 12 }, (_, i) => `${i + 1}번째 줄`).join('\n'));
    // Six lines (10rem) at 200% were 320 px of the 844: with 등록 and the count under it, the post went out of sight.
    await expect.poll(async () => (await sizes()).height).toBeLessThanOrEqual(844 / 4 + 1);
    expect((await sizes()).height).toBeGreaterThan(844 / 4 - 2);
  });

  test('글 메뉴 on a post and its sheet stay whole on screen at 200%, as at the default size', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await openSomeoneElsesPost(page);
    const menu = page.locator('header').getByRole('button', { name: '글 메뉴', exact: true });
    await expect(menu).toBeInViewport({ ratio: 1 });
    await largeText(page);
    await expect(menu).toBeInViewport({ ratio: 1 });
    await menu.click();
    for (const name of ['신고하기', '차단하기']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
  });

  test('the report sheet: each reason’s whole row takes the tap, and its radio grows with the text at 200%', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await openSomeoneElsesPost(page);
    await page.locator('header').getByRole('button', { name: '글 메뉴', exact: true }).click();
    await page.getByRole('button', { name: '신고하기', exact: true }).click();
    const radios = page.getByRole('radio');
    await expect(radios).toHaveCount(6);
    // Measured once the sheet has risen: mid-animation its translateY puts the radio's box at fractions of a pixel
    // (19.99997 on a slow machine), which says nothing about its size.
    await page
      .getByRole('dialog')
      .evaluate((sheet) => Promise.all(sheet.getAnimations({ subtree: true }).map((a) => a.finished)));
    const radioSize = async () => (await radios.first().boundingBox())!.height;
    expect(await radioSize()).toBe(20);

    await largeText(page);
    // It stayed 20 px beside 32 px text.
    await expect.poll(radioSize).toBeGreaterThanOrEqual(24);
    for (const i of [0, 3, 5]) {
      const radio = radios.nth(i);
      const row = radio.locator('xpath=ancestor::label');
      const r = await box(row);
      expect(r.bottom - r.top, 'a row a thumb can hit').toBeGreaterThanOrEqual(44);
      await row.scrollIntoViewIfNeeded();
      const now = await box(row);
      // The row's far end, past the reason's last word, and near its top edge.
      await page.touchscreen.tap(now.right - 4, now.top + 3);
      await expect(radio).toBeChecked();
    }
  });
});
