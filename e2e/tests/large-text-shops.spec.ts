// The phone's largest text (200%: Android's font size reaches the app's WebView as the root font size) on 매장･예약
// and the login page at 390x844: what sat beside a badge, a price, an amount or a button goes under it once the card
// is too narrow for both, instead of being squeezed to a word a line; at the usual size everything stays side by side.
import type { Locator } from '@playwright/test';
import { test, expect, demoToken } from './fixtures';
import { largeText, lines, pair } from './large-text';
import { addDemoDog, api, firstFreeSlot, groomingProduct, staffLogin } from './booking-api';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** `below` starts under `above` (they no longer share a line); waits for the text size to take. */
async function expectUnder(above: Locator, below: Locator) {
  await expect
    .poll(async () => {
      const [a, b] = await pair(above, below);
      return b.top >= a.bottom - 1;
    }, 'starts under it')
    .toBe(true);
}

/** `beside` sits on the right of `lead`, level with it. */
async function expectBeside(lead: Locator, beside: Locator) {
  const [a, b] = await pair(lead, beside);
  expect(b.left, 'on its right').toBeGreaterThanOrEqual(a.right);
  expect(b.top, 'level with it').toBeLessThan(a.bottom);
}

test.describe('the largest text (200%) on 매장･예약 and the login page', () => {
  test('쿠폰: the amount goes above the coupon’s name, which no longer has a word a line beside it', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/coupon');
    const card = page.locator('a[href^="/coupon/"]').first();
    await expect(card).toBeVisible();
    const amount = card.locator('> div > :first-child');
    const text = card.locator('> div > :nth-child(2)');
    await expectBeside(amount, text);

    await largeText(page);
    // 10% beside "첫 이용권 / 구매 10% / 할인".
    await expectUnder(amount, text);
  });

  test('동의서: the state badge goes under the form’s name; the shop and the name keep whole words a line', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/consent');
    const card = page.locator('a[href^="/consent/"]').first();
    await expect(card).toBeVisible();
    const names = card.locator('> div > :first-child');
    const badge = card.locator('> div > :nth-child(2)');
    await expectBeside(names, badge);

    await largeText(page);
    // The badge beside the names left them 200 of the card's 324 px: "멍멍유치원 / 용산점 · / 예방접종".
    await expectUnder(names, badge);
    const [n] = await pair(names, badge);
    const [c] = await pair(card, card);
    expect(n.right - n.left).toBeGreaterThan((c.right - c.left) * 0.7);
  });

  test('이용권 구매: the price goes under the pass’s name, which no longer has a word a line', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/voucher');
    const card = page.locator('a[href*="/voucher/purchase/confirm"]').first();
    await expect(card).toBeVisible();
    const name = card.locator('> div > :first-child');
    const price = card.locator('> div > :last-child');
    await expectBeside(name, price);
    expect(await lines(name)).toBe(1);

    await largeText(page);
    // "목욕 / 10회 / 이용권" beside 270,000원.
    await expect.poll(() => lines(name)).toBe(1);
    await expectUnder(name, price);
  });

  test('매장 소개’s 영업시간: each day’s hours keep one line; (오늘) goes under the day’s name', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/shop/1');
    const hours = page.getByRole('table').getByRole('cell');
    await expect(hours).toHaveCount(7);
    await largeText(page);
    // 일 (오늘) kept its column 143 px wide and every day read "10:00 - / 20:00".
    await expect.poll(async () => Promise.all((await hours.all()).map(lines))).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  test('내 매장: 해제 goes under the shop’s name, which has the row’s width instead of being broken inside a word', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/shop');
    const rows = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /연결 해제$/ }) });
    await expect(rows.first()).toBeVisible();
    const row = rows.filter({ hasText: '구름펫스테이 중구점' });
    const name = row.locator('strong');
    const unlink = row.getByRole('button', { name: /연결 해제$/ });
    await expectBeside(name, unlink);

    await largeText(page);
    // "구름펫스테 / 이 중구점" in the 150 px left beside 해제; under it the name has two thirds of the row.
    await expectUnder(name, unlink);
    const [n, r] = await pair(name, row);
    expect(n.right - n.left).toBeGreaterThan((r.right - r.left) * 0.6);
    await expect(unlink).toBeInViewport({ ratio: 1 });
  });

  test('알림장: 식사, 배변 and 산책·활동 go over their records, whole, instead of in a 72 px column', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/alim-paper');
    await page.locator('a[href^="/alim-paper/"]').first().click();
    const name = page.locator('dt', { hasText: '산책' });
    const record = name.locator('xpath=following-sibling::dd');
    await expect(name).toBeVisible();
    await expectBeside(name, record);

    await largeText(page);
    // "산책· / 활동" beside a few words a line.
    await expectUnder(name, record);
    expect(await lines(name)).toBe(1);
  });

  test('이용권 구매 and 쿠폰 상세: a figure that no longer fits beside its name goes under it, whole', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/voucher');
    await page.locator('a[href*="/voucher/purchase/confirm"]').first().click();
    const listPrice = page.locator('div', { hasText: /^정가/ }).last().locator('> :last-child');
    await expect(listPrice).toHaveText(/원$/);
    await largeText(page);
    // "300,00 / 0원" beside "정가 (10회 × / 30,000원)".
    await expect.poll(() => lines(listPrice)).toBe(1);

    await page.goto('/coupon');
    await page.locator('a[href^="/coupon/"]').first().click();
    const until = page.getByText('유효기간', { exact: true });
    await expect(until).toBeVisible();
    expect(await lines(until)).toBe(1);
    await largeText(page);
    // "유효기 / 간" beside "2027년 1월 / 5일까지".
    await until.scrollIntoViewIfNeeded();
    await expect.poll(() => lines(until)).toBe(1);
    expect(await lines(until.locator('xpath=following-sibling::span'))).toBe(1);
  });

  test('앨범: the albums go one a row, each title whole, instead of two a row with the titles cut', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/album');
    const albums = page.locator('a[href^="/album/"]');
    // Every shop's albums (the demo's five, at three shops), two a row.
    await expect(albums).toHaveCount(5);
    await expectBeside(albums.first(), albums.nth(1));

    await largeText(page);
    // "코코 / 목욕하고…" in half the width.
    await expectUnder(albums.first(), albums.nth(1));
    const title = albums.nth(1).locator('> :nth-child(2)');
    expect(await title.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
  });

  test('공지사항: the shop and the date each keep one line under the notice’s title', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/notice');
    await page.locator('a[href^="/notice/"]').first().click();
    const date = page.getByRole('article').locator('time').first();
    await expect(date).toBeVisible();
    expect(await lines(date)).toBe(1);

    await largeText(page);
    // "2026년 / 12월 4일" and "바둑펫뷰티 / 종로점" side by side, each squeezed into its share of the line.
    await expect.poll(() => lines(date)).toBe(1);
    expect(await lines(date.locator('xpath=preceding-sibling::span[2]'))).toBe(1);
  });

  test('the login page: 회원가입 goes whole under 아직 회원이 아니신가요?', async ({ page }) => {
    await page.goto('/auth');
    const signup = page.getByRole('link', { name: '회원가입' });
    await expect(signup).toBeVisible();
    expect(await lines(signup)).toBe(1);

    await largeText(page);
    // "회원가 / 입" beside the question.
    await expect.poll(() => lines(signup)).toBe(1);
    await signup.scrollIntoViewIfNeeded();
    await expect(signup).toBeInViewport({ ratio: 1 });
  });

  test('회원가입: 중복 확인 and 인증 요청 go under the text they check, which keeps the box’s width', async ({
    page,
  }) => {
    await page.goto('/auth/email?mode=signup');
    const email = page.getByRole('textbox', { name: '이메일' });
    const check = page.getByRole('button', { name: '중복 확인' }).first();
    const phone = page.getByRole('textbox', { name: '휴대폰 번호' });
    await expect(email).toBeVisible();
    // Side by side at the usual size.
    const [e, c] = await pair(email, check);
    expect(c.left).toBeGreaterThan(e.right - 1);

    await largeText(page);
    // The button beside it left the text 130 px of the 358: 'example', '0101234'.
    await expectUnder(email, check);
    await expectUnder(phone, page.getByRole('button', { name: '인증 요청' }));
    for (const box of [email, phone]) {
      const width = await box.evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(280);
    }
    await page.getByRole('button', { name: '인증 요청' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: '인증 요청' })).toBeInViewport({ ratio: 1 });
  });
});

/** How many lines the first run of `part` (a word, a number) takes inside `container`'s text. */
const partLines = (container: Locator, part: RegExp) =>
  container.evaluate((el, source) => {
    const found = new RegExp(source).exec(el.textContent ?? '');
    if (!found) throw new Error(`no ${source} in "${el.textContent}"`);
    const [from, to] = [found.index, found.index + found[0].length];
    const range = document.createRange();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let at = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent!.length;
      if (from >= at && from < at + length) range.setStart(node, from - at);
      if (to > at && to <= at + length) range.setEnd(node, to - at);
      at += length;
    }
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  }, part.source);

/** An account number as shops write it: digits in groups joined by dashes. */
const ACCOUNT_NUMBER = /\d+(?:-\d+)+/;

test.describe('the largest text (200%) on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('입금 계좌: the account number keeps one line on 예약 상세, 예약 요청 완료 and 예약금; the bank and holder wrap around it', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    // A request with a deposit to send (shop 1 asks one): its account on all three pages.
    const staff = await staffLogin(1);
    const product = await groomingProduct(staff.shopId, 'SMALL');
    const { date, time } = await firstFreeSlot(staff.shopId, product.productSeq, 3);
    const dog = await addDemoDog('계좌');
    const booked = await api<{ reservationSeq: number; deposit: { account: string | null } | null }>(
      'POST',
      '/v2/reservations',
      {
        token: await demoToken(),
        body: { shopId: staff.shopId, productSeq: product.productSeq, petSeqs: [dog.petSeq], date, time },
      },
    );
    expect(booked.deposit?.account).toMatch(ACCOUNT_NUMBER);
    const id = booked.reservationSeq;

    const places = [
      // 예약 상세: "하나은행 309- / 212162-36 (예금주 / 구름펫스테이)" read as two numbers.
      [
        `/reservation/detail?id=${id}`,
        page.getByRole('region', { name: '예약금' }).getByText('입금 계좌').locator('..'),
      ],
      [`/online-reservation/success?id=${id}`, page.getByRole('region', { name: '예약금 안내' })],
      // 예약금: "하나은행 309- / 212162-36" above 계좌번호 복사.
      [`/deposit/${id}`, page.getByRole('region', { name: '계좌이체' })],
    ] as const;
    for (const [path, account] of places) {
      await page.goto(path);
      await expect(account).toContainText(ACCOUNT_NUMBER);
      await largeText(page);
      await account.scrollIntoViewIfNeeded();
      await expect.poll(() => partLines(account, ACCOUNT_NUMBER), path).toBe(1);
    }
  });

  test('내 매장: the shop’s name keeps whole words a line under its thumbnail, with 해제 whole under it', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/shop');
    const row = page.getByRole('listitem').filter({ hasText: '구름펫스테이 중구점' });
    const name = row.locator('strong');
    const unlink = row.getByRole('button', { name: /연결 해제$/ });
    await expect(name).toBeVisible();

    await largeText(page);
    // "구름펫스테 / 이 중구점" in the 170 px beside the thumbnail.
    await expect.poll(() => partLines(name, /구름펫스테이/)).toBe(1);
    await unlink.scrollIntoViewIfNeeded();
    await expect(unlink).toBeInViewport({ ratio: 1 });
    expect(await lines(unlink)).toBe(1);
    const [n, u] = await pair(name, unlink);
    expect(u.top).toBeGreaterThanOrEqual(n.bottom - 1);
  });
});

test('앨범 at 200%: each cover, one a row, loads an image as wide as it is shown, not the half-width one', async ({
  page,
  loggedIn,
}) => {
  void loggedIn;
  await page.goto('/album');
  const covers = page.locator('a[href^="/album/"] img');
  // Every shop's albums: the demo's five, at three shops.
  await expect(covers).toHaveCount(5);
  await largeText(page);
  await expect
    .poll(async () => {
      const [a, b] = await pair(
        page.locator('a[href^="/album/"]').first(),
        page.locator('a[href^="/album/"]').nth(1),
      );
      return b.top >= a.bottom - 1;
    }, 'one a row')
    .toBe(true);
  for (const cover of await covers.all()) {
    await cover.scrollIntoViewIfNeeded();
    // sizes said half the list (two a row): the phone took the 320 px rendition for a 358 px cover.
    await expect
      .poll(() =>
        cover.evaluate((img: HTMLImageElement) => ({
          enough: img.complete && img.naturalWidth >= img.getBoundingClientRect().width * devicePixelRatio,
          src: img.currentSrc,
        })),
      )
      .toMatchObject({ enough: true });
  }
});
