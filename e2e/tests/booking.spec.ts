// 매장･예약 end to end (issue 4): an owner finds a grooming shop near them, books a slot for their
// dog, the shop confirms through the partner API, and the owner sees it; and an owner cancels two
// days before a visit and sees the fee before and after. Real API, real database, composed site.
import { test, expect, addPoodleInSheet, demoToken, logIn } from './fixtures';
import {
  addDemoDog,
  api,
  firstFreeSlot,
  groomingProduct,
  logInAs,
  monthDayLabel,
  seoulDay,
  shopFacts,
  staffLogin,
} from './booking-api';

const captionOf = (date: string) => `${Number(date.slice(0, 4))}년 ${Number(date.slice(5, 7))}월`;

/** Waits for the calendar (it opens on this month), then taps 다음 달 until it shows the month of `date`. */
async function showMonthOf(page: import('@playwright/test').Page, date: string) {
  const today = seoulDay(0);
  await expect(page.getByText(captionOf(today), { exact: true })).toBeVisible();
  const steps =
    (Number(date.slice(0, 4)) - Number(today.slice(0, 4))) * 12 +
    Number(date.slice(5, 7)) -
    Number(today.slice(5, 7));
  for (let i = 0; i < steps; i++) await page.getByRole('button', { name: '다음 달' }).click();
  await expect(page.getByText(captionOf(date), { exact: true })).toBeVisible();
}

test.describe('매장･예약: find, book, confirm, cancel', () => {
  // Both stories are the demo owner's, logged in (the 매장･예약 tab needs a session).
  test.beforeEach(async ({ context, baseURL }) => logIn(context, baseURL!));

  test('finds a grooming shop near me, books a slot for my dog, sees 요청, the shop confirms, it shows 확정 and in the calendar', async ({
    page,
    context,
  }) => {
    // "Near me" is the first demo shop's doorstep (it has a staff account to confirm with).
    const staff = await staffLogin(1);
    const shop = await shopFacts(staff.shopId);
    expect(shop.categories).toContain('BEAUTY');
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: shop.latitude, longitude: shop.longitude });
    const product = await groomingProduct(shop.shopId, 'MEDIUM');
    // The first day at least three days out with a free slot, whatever weekday today is.
    const { date } = await firstFreeSlot(shop.shopId, product.productSeq, 3);

    // 매장･예약 tab → 매장 찾기 → 미용, 가까운순.
    await page.goto('/');
    await page.getByRole('link', { name: /매장 찾기/ }).click();
    await page.getByRole('button', { name: '미용', exact: true }).click();
    await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('CLOSEST');
    await page.getByRole('button', { name: '매장 검색' }).click();
    await expect(page).toHaveURL(/\/shop\/result\?.*category=BEAUTY/);
    const first = page.getByRole('listitem').first();
    await expect(first).toContainText(shop.name);
    await expect(first).toContainText('0m');
    await first.getByRole('link', { name: new RegExp(shop.name) }).click();

    // The shop's page → 온라인 예약 → the product → 이 상품 예약하기.
    await expect(page).toHaveURL(new RegExp(`/shop/${shop.shopId}$`));
    await page.getByRole('button', { name: '온라인 예약' }).click();
    await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(product.name)} `) }).click();
    await page.getByRole('button', { name: '이 상품 예약하기' }).click();

    // A new dog added on the spot, priced in its weight band.
    await page.getByRole('button', { name: '반려동물 추가' }).click();
    // A name of this run's own: the demo account keeps the dogs earlier runs added.
    const name = `보리${Date.now() % 100000}`;
    await addPoodleInSheet(page, name);
    const bori = page.getByRole('checkbox', { name: new RegExp(name) });
    await expect(bori).toBeChecked();
    await page.getByRole('button', { name: '1마리 선택 · 다음' }).click();

    const mediumPrice = product.prices.find((p) => p.band === 'MEDIUM')!.price.toLocaleString('ko-KR');
    await expect(page.getByText(new RegExp(`${name} · 중형견`))).toBeVisible();
    await expect(page.getByText(`${mediumPrice}원`).first()).toBeVisible();
    await showMonthOf(page, date);
    await page.getByRole('button', { name: new RegExp(monthDayLabel(date)) }).click();
    const slot = page
      .getByRole('group', { name: '예약 시간' })
      .getByRole('button')
      .and(page.locator(':enabled'))
      .first();
    // The chip's name is the whole time ('오전 10:00'), as the reservation card writes it; its text is the clock.
    const time = (await slot.getAttribute('aria-label'))!;
    await slot.click();
    await page.getByLabel('요청 사항').fill('발톱도 정리해 주세요');
    await page.getByRole('button', { name: '예약 요청', exact: true }).click();

    // Requested: 요청 on the success screen and in 예약 내역.
    await expect(page).toHaveURL(/\/online-reservation\/success\?id=\d+/);
    const reservationSeq = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByRole('heading', { name: '예약을 요청했어요' })).toBeVisible();
    await expect(page.getByText('요청', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '예약 내역 보기' }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation/detail\\?id=${reservationSeq}$`));
    await expect(page.getByText('요청', { exact: true })).toBeVisible();
    await page.goto('/');
    await page.getByRole('navigation', { name: '바로가기' }).getByRole('link', { name: '예약' }).click();
    await expect(page).toHaveURL(/\/reservation$/);
    const card = page.getByRole('link').filter({ hasText: name }).filter({ hasText: time });
    await expect(card).toContainText('요청');
    await expect(card).toContainText(shop.name);

    // The shop sees the request and confirms it (partner API, staff of this shop only).
    const requests = await api<{ items: { reservationSeq: number; pets: { name: string }[] }[] }>(
      'GET',
      `/v2/partner/reservations?status=REQUESTED&shopId=${shop.shopId}`,
      { token: staff.token },
    );
    expect(requests.items.map((r) => r.reservationSeq)).toContain(reservationSeq);
    await api('POST', `/v2/partner/reservations/${reservationSeq}/confirm`, { token: staff.token });

    // 확정 in the list after a refresh, and on the calendar with a dot on the day.
    await page.reload();
    await expect(card).toContainText('확정');
    await page.goto('/');
    await page.getByRole('navigation', { name: '바로가기' }).getByRole('link', { name: '일정' }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await showMonthOf(page, date);
    await page.getByRole('button', { name: new RegExp(monthDayLabel(date)) }).click();
    const visit = page.getByRole('link').filter({ hasText: shop.name }).filter({ hasText: name });
    await expect(visit).toContainText('확정');
    await expect(visit).toContainText(time);
    await visit.click();
    await expect(page).toHaveURL(new RegExp(`/schedule/${reservationSeq}$`));
    await expect(page.getByText(product.name).first()).toBeVisible();
  });

  test('cancels two days before the visit and sees the fee before confirming and on the cancelled reservation', async ({
    page,
  }) => {
    // Setup outside the phone: a visit two days from now at a shop that asks a deposit, deposit
    // received by the shop. (A new dog, so the seeded visits never overlap it.)
    const staff = await staffLogin(1);
    const product = await groomingProduct(staff.shopId, 'SMALL');
    const date = seoulDay(2);
    const { time } = await firstFreeSlot(staff.shopId, product.productSeq, 2, 1);
    const dogName = `두부${Date.now() % 100000}`;
    const dog = await addDemoDog(dogName);
    const booked = await api<{
      reservationSeq: number;
      totalPrice: number;
      deposit: { amount: number } | null;
    }>('POST', '/v2/reservations', {
      token: await demoToken(),
      body: { shopId: staff.shopId, productSeq: product.productSeq, petSeqs: [dog.petSeq], date, time },
    });
    expect(booked.deposit?.amount).toBeGreaterThan(0);
    await api('POST', `/v2/partner/reservations/${booked.reservationSeq}/deposit-paid`, {
      token: staff.token,
    });
    // Confirmed by the shop: a request it has not answered yet is withdrawn free, whenever.
    await api('POST', `/v2/partner/reservations/${booked.reservationSeq}/confirm`, { token: staff.token });
    const deposit = booked.deposit!.amount;
    // The shop's policy: 1-2 days before → 50 % of the deposit back.
    const fee = Math.round(deposit / 2);
    const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

    await page.goto('/reservation');
    await page.getByRole('link').filter({ hasText: dogName }).click();
    await expect(page).toHaveURL(new RegExp(`/reservation/detail\\?id=${booked.reservationSeq}$`));
    await expect(page.getByText(`${won(deposit)} (입금 완료)`)).toBeVisible();
    await page.getByRole('button', { name: '예약 취소' }).click();

    const dialog = page.getByRole('dialog', { name: /예약을 취소할까요/ });
    await expect(dialog).toContainText('50% 환불');
    await expect(dialog).toContainText(`취소 수수료${won(fee)}`);
    await expect(dialog).toContainText(`환불 금액${won(deposit - fee)}`);
    await dialog.getByRole('button', { name: '예약 취소' }).click();

    await expect(
      page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: '예약을 취소했어요' }),
    ).toBeVisible();
    const cancellation = page.getByRole('region', { name: '취소 정보' });
    await expect(cancellation).toContainText(`취소 수수료${won(fee)}`);
    await expect(cancellation).toContainText(`환불 금액${won(deposit - fee)}`);
    await expect(page.getByText('취소', { exact: true }).first()).toBeVisible();

    // And it has moved to 지난 예약 as 취소.
    await page.goto('/reservation');
    await page.getByRole('tab', { name: '지난 예약' }).click();
    await expect(page.getByRole('link').filter({ hasText: dogName })).toContainText('취소');
  });
});

test.describe('매장･예약: the shop refuses what was sent', () => {
  test.beforeEach(async ({ context, baseURL }) => logIn(context, baseURL!));

  test('a visit booked for the dog meanwhile: 예약 요청 names it and waits, the day shows as hers, another day frees it', async ({
    page,
  }) => {
    // 유치원 (shop 3, a day's visit): the grooming shop's open requests are the other stories' to count.
    const staff = await staffLogin(3);
    const shop = await api<{ products: { productSeq: number; category: string }[] }>(
      'GET',
      `/v2/online-reservation/shops/${staff.shopId}`,
    );
    const product = shop.products.find((p) => p.category === 'KINDERGARTEN')!;
    const dogName = `콩이${Date.now() % 100000}`;
    const dog = await addDemoDog(dogName);
    let date = '';
    for (let d = 4; d < 18 && !date; d++) {
      const day = await api<{ available: boolean }>(
        'GET',
        `/v2/online-reservation/shops/${staff.shopId}/availability?productSeq=${product.productSeq}&date=${seoulDay(d)}`,
      );
      if (day.available) date = seoulDay(d);
    }
    expect(date).not.toBe('');
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/v2/reservations')) sent++;
    });

    const form = `/online-reservation/${staff.shopId}/reservation?product=${product.productSeq}&pets=${dog.petSeq}&date=${date}`;
    await page.goto(form);
    const send = page.getByRole('button', { name: '예약 요청', exact: true });
    await expect(send).toBeVisible();
    await expect(send).not.toHaveAttribute('aria-disabled');
    await page.getByLabel('요청 사항').fill('낮잠 시간에 깨우지 말아 주세요');

    // Meanwhile, on another phone of the account: the same dog, the same day (confirmed, so it is no open request).
    const other = await api<{ reservationSeq: number }>('POST', '/v2/reservations', {
      token: await demoToken(),
      body: { shopId: staff.shopId, productSeq: product.productSeq, petSeqs: [dog.petSeq], date },
    });
    await api('POST', `/v2/partner/reservations/${other.reservationSeq}/confirm`, { token: staff.token });

    await send.click();
    const said = new RegExp(
      `^${dogName}(은|는) 그날 이미 예약이 있어요\\. 다른 날이나 다른 아이를 골라 주세요\\.$`,
    );
    await expect(page.getByText(said)).toBeVisible();
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAccessibleDescription(said);
    // Every choice kept; the calendar, asked again, marks the day as the dog's.
    expect(page.url()).toContain(form);
    await expect(page.getByLabel('요청 사항')).toHaveValue('낮잠 시간에 깨우지 말아 주세요');
    const calendar = page.getByRole('grid');
    await expect(
      calendar.getByRole('button', {
        name: new RegExp(`${monthDayLabel(date)} .*반려동물이 이미 예약된 날`),
      }),
    ).toBeVisible();

    // Tapped again: nothing sent, the focus goes to the calendar's title.
    await send.click({ force: true });
    await expect(page.locator(':focus')).toHaveText('날짜');
    expect(sent).toBe(1);

    // Another day frees the button.
    await calendar
      .getByRole('button', { name: /, 예약할 수 있는 날$/ })
      .first()
      .click();
    await expect(send).not.toHaveAttribute('aria-disabled');
    await expect(page.getByText(said)).toHaveCount(0);
  });
});

// Requests waiting for the shops' answers are capped (2 at a shop): a third at the same shop would only be refused
// again until the shop answers, so the form waits, says what frees it and leads to 예약 내역, with every choice kept.
test.describe('매장･예약: too many requests waiting', () => {
  test('the third request at a shop waits on the form, says what frees it, and 예약 내역 보기 leads there', async ({
    page,
    context,
    baseURL,
  }) => {
    // An owner no other story books as (the caps count each owner's own requests), with a dog of their own.
    const owner = { token: await logInAs('community15@guardian.kr') };
    await context.addCookies([{ name: 'access_token', value: owner.token, url: baseURL!, sameSite: 'Lax' }]);
    const staff = await staffLogin(3);
    const shop = await api<{ products: { productSeq: number; category: string }[] }>(
      'GET',
      `/v2/online-reservation/shops/${staff.shopId}`,
    );
    const product = shop.products.find((p) => p.category === 'KINDERGARTEN')!;
    const dog = await addDemoDog(`보리${Date.now() % 100000}`, 3.4, owner.token);
    const days: string[] = [];
    for (let d = 4; d < 20 && days.length < 3; d++) {
      const day = await api<{ available: boolean }>(
        'GET',
        `/v2/online-reservation/shops/${staff.shopId}/availability?productSeq=${product.productSeq}&date=${seoulDay(d)}`,
      );
      if (day.available) days.push(seoulDay(d));
    }
    expect(days).toHaveLength(3);
    const waiting: number[] = [];
    try {
      // Two requests already wait for the shop's answer (sent from another phone).
      for (const date of days.slice(0, 2)) {
        const r = await api<{ reservationSeq: number }>('POST', '/v2/reservations', {
          token: owner.token,
          body: { shopId: staff.shopId, productSeq: product.productSeq, petSeqs: [dog.petSeq], date },
        });
        waiting.push(r.reservationSeq);
      }
      let sent = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/v2/reservations')) sent++;
      });

      const form = `/online-reservation/${staff.shopId}/reservation?product=${product.productSeq}&pets=${dog.petSeq}&date=${days[2]}`;
      await page.goto(form);
      const send = page.getByRole('button', { name: '예약 요청', exact: true });
      await expect(send).not.toHaveAttribute('aria-disabled');
      await page.getByLabel('요청 사항').fill('산책 많이 시켜 주세요');
      await send.click();

      const said =
        /^이 매장에 답을 기다리는 예약 요청이 2건 있어요\. 매장이 답하거나 요청을 취소하면 다시 요청할 수 있어요\.$/;
      await expect(page.getByText(said)).toBeVisible();
      await expect(send).toHaveAttribute('aria-disabled', 'true');
      await expect(send).toHaveAccessibleDescription(said);
      // Still the form, every choice kept (no fail page whose back leads to a button that fails again).
      expect(page.url()).toContain(form);
      await expect(page.getByLabel('요청 사항')).toHaveValue('산책 많이 시켜 주세요');

      // Tapped again: nothing sent, the focus goes to 예약 내역 보기, which leads to the waiting requests.
      await send.click({ force: true });
      const toReservations = page.getByRole('link', { name: '예약 내역 보기' });
      await expect(toReservations).toBeFocused();
      expect(sent).toBe(1);
      await toReservations.click();
      await expect(page).toHaveURL(/\/reservation$/);
      await expect(page.getByRole('heading', { name: '예약 내역' })).toBeVisible();
    } finally {
      for (const seq of waiting)
        await api('POST', `/v2/reservations/${seq}/cancel`, { token: owner.token }).catch(() => undefined);
    }
  });
});

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
