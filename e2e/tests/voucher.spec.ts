// 이용권 end to end (issue 14): the demo owner buys a 10-use grooming pass through the fake payment gateway,
// books a visit paying with it, the shop confirms and completes the visit through the partner API once it has
// started, and the pass shows 9 left with the visit in its history. Completing needs the visit to have started, so
// this story runs its own API with a clock it can move (APP_ENV=test, TEST_CLOCK=1) and its own site server: the
// other stories' API keeps real time.
import { test, expect, type BrowserContext } from '@playwright/test';
import { startApi, startSite } from '../../scripts/lib/stack.mjs';

let api: { url: string; stop: () => Promise<void> };
let site: { url: string; close: () => Promise<void> };

async function call<T>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const body = (await res.json()) as { resultCode: string; message: string; data: T };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${body.resultCode} ${body.message}`);
  return body.data;
}

const seoulDay = (days: number) => {
  const seoulNow = new Date(Date.now() + 9 * 3600_000);
  return new Date(Date.UTC(seoulNow.getUTCFullYear(), seoulNow.getUTCMonth(), seoulNow.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};

test.describe('이용권: buy, book with it, the visit completes', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    api = await startApi({
      fresh: true,
      env: {
        RATE_LIMIT_LOGIN_IP: '1000',
        APP_ENV: 'test',
        TEST_CLOCK: '1',
        REQUEST_EXPIRY_INTERVAL_SEC: '0',
      },
    });
    site = await startSite({ apiUrl: api.url });
  });
  test.afterAll(async () => {
    await site?.close();
    await api?.stop();
  });

  test('buys a 10-use grooming pass through the fake gateway, books with it, and after the visit it shows 9 left', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await call<{ token: string }>('POST', '/v2/login', {
      body: { userId: 'demo@guardian.kr', password: 'guardian1234' },
    });
    const staff = await call<{ token: string; staff: { shops: { shopId: number }[] } }>(
      'POST',
      '/v2/partner/login',
      {
        body: { email: 'staff1@guardian.kr', password: 'partner1234' },
      },
    );
    const shopId = staff.staff.shops[0].shopId;
    const products = await call<
      {
        voucherProductSeq: number;
        name: string;
        uses: number;
        price: number;
        services: { productSeq: number }[];
      }[]
    >('GET', `/v2/vouchers/products?shopId=${shopId}`);
    const pass =
      products.find((p) => p.uses === 10 && p.name.includes('미용')) ?? products.find((p) => p.uses === 10)!;
    const productSeq = pass.services[0].productSeq;
    // A new dog, so the visit never clashes with the demo's seeded ones.
    const breeds = await call<{ breedSeq: number }[]>('GET', '/v2/breeds?kind=DOG');
    const dog = await call<{ petSeq: number }>('POST', '/v2/pets', {
      token: owner.token,
      body: {
        name: '두부',
        kind: 'DOG',
        breedSeq: breeds[0].breedSeq,
        birthDate: '2021-05-01',
        weightKg: 3.4,
        sex: 'FEMALE',
        neutered: true,
      },
    });

    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'access_token', value: owner.token, url: site.url, sameSite: 'Lax' }]);
    const page = await context.newPage();

    // 이용권 → the shop's pass → 구매 확인 → 결제하기 → the fake payment window → 결제하기.
    await page.goto('/voucher');
    await page
      .getByRole('link', { name: / 구매하기$/ })
      .filter({ hasText: pass.name })
      .click();
    await expect(page).toHaveURL(/\/voucher\/purchase\/confirm\?voucherProductSeq=/);
    const won = `${pass.price.toLocaleString('ko-KR')}원`;
    await expect(page.getByTestId('pay-amount')).toHaveText(won);
    await page.getByRole('button', { name: `${won} 결제하기` }).click();
    await expect(page).toHaveURL(/\/api\/fake-toss\/checkout\?/);
    await page.getByRole('link', { name: `${won} 결제하기` }).click();
    await expect(page).toHaveURL(/\/voucher\/success\?.*paymentKey=/);
    await expect(page.getByText('이용권을 구매했어요')).toBeVisible();
    await expect(page.getByRole('article', { name: pass.name }).getByTestId('uses-left')).toHaveText(
      '10회 남음',
    );

    // Book the covered service with the pass: the first free slot at least two days out.
    let slot: { date: string; time: string } | null = null;
    for (let d = 2; d < 16 && !slot; d++) {
      const date = seoulDay(d);
      const day = await call<{ slots: { time: string; available: boolean }[] }>(
        'GET',
        `/v2/online-reservation/shops/${shopId}/availability?productSeq=${productSeq}&date=${date}`,
      );
      const free = day.slots.find((s) => s.available);
      if (free) slot = { date, time: free.time };
    }
    expect(slot).not.toBeNull();
    await page.goto(
      `/online-reservation/${shopId}/reservation?product=${productSeq}&pets=${dog.petSeq}&date=${slot!.date}&time=${slot!.time}`,
    );
    await page.getByRole('radio', { name: `${pass.name} 사용 (10회 남음)` }).click();
    await page.getByRole('button', { name: '예약 요청' }).click();
    await expect(page).toHaveURL(/\/online-reservation\/success\?id=\d+/);
    const reservationSeq = Number(new URL(page.url()).searchParams.get('id'));

    // The shop confirms; once the visit has started (the test API's clock moves), it completes it.
    await call('POST', `/v2/partner/reservations/${reservationSeq}/confirm`, { token: staff.token });
    const r = await call<{ startAt: string }>('GET', `/v2/reservations/${reservationSeq}`, {
      token: owner.token,
    });
    const minutes = Math.ceil((new Date(r.startAt).getTime() - Date.now()) / 60_000) + 5;
    await call('POST', '/__test/clock', { body: { advanceMinutes: minutes } });
    await call('POST', `/v2/partner/reservations/${reservationSeq}/complete`, { token: staff.token });

    await page.goto('/voucher');
    const card = page.getByRole('article', { name: pass.name }).filter({ hasText: '총 10회 · 사용 1회' });
    await expect(card.getByTestId('uses-left')).toHaveText('9회 남음');
    await card.getByText('사용 내역 1건').click();
    await expect(card.getByText(/사용 1회/).last()).toBeVisible();
    await page.screenshot({ path: 'test-results/voucher-9-left.png', fullPage: true });
    await context.close();
  });
});

// A pass outlives the shop's link: the owner buys one, unlinks every shop (매장 해제 on 내 매장), and still reaches
// the pass, from 매장･예약's 내 기록 (the quick menu's items that need no shop) and from 마이페이지's 이용권 row, and can
// ask for a refund with no shop linked. Its own fresh API: the story above needs the demo owner's shops.
test.describe('이용권 with no linked shop', () => {
  // Closed also when a step fails: an open page keeps the site server's close in afterAll waiting.
  let opened: BrowserContext | undefined;
  test.afterEach(async () => {
    await opened?.close();
  });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    api = await startApi({ fresh: true, env: { RATE_LIMIT_LOGIN_IP: '1000' } });
    site = await startSite({ apiUrl: api.url });
  });
  test.afterAll(async () => {
    await site?.close();
    await api?.stop();
  });

  test('buys a pass, unlinks every shop, and reaches the pass from 매장･예약 and 마이페이지, refund included', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await call<{ token: string }>('POST', '/v2/login', {
      body: { userId: 'demo@guardian.kr', password: 'guardian1234' },
    });
    const context = await browser.newContext({ baseURL: site.url, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'access_token', value: owner.token, url: site.url, sameSite: 'Lax' }]);
    opened = context;
    const page = await context.newPage();

    // Buy one of the current shop's passes, one whose name none of the seeded passes has, through the fake payment
    // window.
    const me = await call<{ userShops: { shopId: number; shopInfo: { name: string } }[] }>('GET', '/v2/me', {
      token: owner.token,
    });
    expect(me.userShops.length).toBeGreaterThan(0);
    const held = await call<{ name: string }[]>('GET', '/v2/vouchers?scope=active', { token: owner.token });
    const products = await call<{ name: string }[]>(
      'GET',
      `/v2/vouchers/products?shopId=${me.userShops[0].shopId}`,
    );
    const passName = products.find((p) => !held.some((v) => v.name === p.name))!.name;
    await page.goto('/voucher');
    const product = page.getByRole('link', { name: / 구매하기$/ }).filter({ hasText: passName });
    await product.click();
    await expect(page).toHaveURL(/\/voucher\/purchase\/confirm\?voucherProductSeq=/);
    const won = (await page.getByTestId('pay-amount').textContent())!.trim();
    await page.getByRole('button', { name: `${won} 결제하기` }).click();
    await expect(page).toHaveURL(/\/api\/fake-toss\/checkout\?/);
    await page.getByRole('link', { name: `${won} 결제하기` }).click();
    await expect(page.getByText('이용권을 구매했어요')).toBeVisible();

    const passes = held.length + 1;

    // 내 매장: 해제 every shop, saying the pass stays.
    await page.goto('/shop');
    for (const { shopInfo } of me.userShops) {
      await page.getByRole('button', { name: `${shopInfo.name} 연결 해제` }).click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog.getByText('이용권, 예약, 알림장은 그대로 남아요.', { exact: false })).toBeVisible();
      await dialog.getByRole('button', { name: '해제', exact: true }).click();
      await expect(page.getByRole('button', { name: `${shopInfo.name} 연결 해제` })).toHaveCount(0);
    }

    // 매장･예약: no shop, and 내 기록 leads back to the pass.
    await page.goto('/');
    await expect(page.getByText('연결된 매장이 없어요')).toBeVisible();
    const records = page.getByRole('navigation', { name: '내 기록 바로가기' });
    await records.getByRole('link', { name: '이용권' }).click();
    await expect(page).toHaveURL(/\/voucher$/);
    await expect(page.getByRole('article', { name: passName }).getByTestId('uses-left')).toHaveText(
      /회 남음$/,
    );

    // 마이페이지: the 이용권 row with its count, and a refund with no shop linked.
    await page.goto('/my-info');
    await page.getByRole('link', { name: new RegExp(`^이용권\\s*${passes}장`) }).click();
    await expect(page).toHaveURL(/\/voucher$/);
    const card = page.getByRole('article', { name: passName });
    await card.getByRole('button', { name: '환불 신청' }).click();
    const ask = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(ask.getByText('이용권을 환불할까요?')).toBeVisible();
    await expect(ask.getByTestId('refund-amount')).toHaveText(won);
    await ask.getByRole('button', { name: '환불하기' }).click();
    await expect(page.getByText('환불했어요', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: '지난 이용권' })).toBeVisible();
    await page.screenshot({ path: 'test-results/voucher-no-shop.png', fullPage: true });
  });
});
