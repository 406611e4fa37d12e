// The app left behind another one (KakaoTalk, the camera) while the shop works: a request confirmed, today's 알림장
// written. Back in the app a few minutes later, the screen that was open shows it, with no reload and no tap.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  addDemoDog,
  api,
  firstFreeSlot,
  groomingProduct,
  logInAs,
  seoulDay,
  staffLogin,
} from './booking-api';

/** The page hidden behind another app for `ms` (the page's clock moved on), then shown again. */
async function awayFor(page: Page, ms: number) {
  const shown = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
      // As the browser fires it: on the document, bubbling to the window (where TanStack Query listens).
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, state);
  await shown('hidden');
  await page.clock.fastForward(ms);
  await shown('visible');
}

test.describe('back in the app after a while', () => {
  test('예약 내역 shows the request the shop confirmed while the app was away', async ({
    page,
    context,
    baseURL,
  }) => {
    // An owner no other story books as (the caps on waiting requests count each owner's own), with a dog of their own.
    const owner = { token: await logInAs('community10@guardian.kr') };
    await context.addCookies([{ name: 'access_token', value: owner.token, url: baseURL!, sameSite: 'Lax' }]);
    const dog = await addDemoDog(`보리${Date.now() % 100000}`, 3.4, owner.token);
    const staff = await staffLogin(1);
    const product = await groomingProduct(staff.shopId, 'SMALL');
    const { date, time } = await firstFreeSlot(staff.shopId, product.productSeq, 5);
    const booked = await api<{ reservationSeq: number }>('POST', '/v2/reservations', {
      token: owner.token,
      body: { shopId: staff.shopId, productSeq: product.productSeq, petSeqs: [dog.petSeq], date, time },
    });
    await page.clock.install();
    await page.goto('/reservation');
    const card = page.getByRole('link').filter({ hasText: dog.name });
    await expect(card).toContainText('요청');

    // A glance at another app: nothing is asked again.
    let reads = 0;
    page.on('request', (r) => void (new URL(r.url()).pathname === '/api/v2/reservations' && reads++));
    await awayFor(page, 10_000);
    await page.waitForTimeout(500);
    expect(reads).toBe(0);

    // The shop confirms; the owner is back five minutes later.
    await api('POST', `/v2/partner/reservations/${booked.reservationSeq}/confirm`, { token: staff.token });
    await awayFor(page, 5 * 60_000);
    await expect(card).toContainText('확정');
    expect(reads).toBe(1);
  });

  test('알림장 lists the card the shop wrote while the app was away', async ({ page, loggedIn }) => {
    void loggedIn;
    const staff = await staffLogin(3);
    // A dog of its own (one card a dog a day: the 알림장 story writes today's for 코코).
    const dog = await addDemoDog(`호두${Date.now() % 100000}`);
    await page.clock.install();
    await page.goto('/alim-paper');
    const text = '오늘은 공놀이를 했어요';
    // The list as it was (the seeded cards), without the new dog's.
    await expect(page.getByRole('link', { name: / · / }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(dog.name) })).toHaveCount(0);

    const card = await api<{ alimPaperSeq: number }>('POST', '/v2/partner/alim-papers', {
      token: staff.token,
      body: {
        shopId: staff.shopId,
        petSeq: dog.petSeq,
        date: seoulDay(0),
        moods: ['신나요'],
        meal: { amount: 'ALL', note: '' },
        potty: { pee: 1, poop: 1, state: 'NORMAL', note: '' },
        activity: { walkMinutes: 20, note: '' },
        health: { vomiting: false, injury: false, medicine: false, note: '' },
        text,
        mediaSeqs: [],
      },
    });
    await api('POST', `/v2/partner/alim-papers/${card.alimPaperSeq}/publish`, { token: staff.token });
    await awayFor(page, 3 * 60_000);
    // The new card is on the list, unread, without a reload.
    await expect(page.locator(`a[href$="/alim-paper/${card.alimPaperSeq}"]`)).toHaveAccessibleName(
      /새 알림장/,
    );
  });
});
