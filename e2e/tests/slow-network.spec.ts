// 예약 on a weak signal (a bus): every API answer takes seconds, and each tap must answer at once. 예약 요청 is busy
// the moment it is tapped and sends one request however fast it is tapped again; a request whose answer is lost
// says so and keeps the memo for 다시 시도; and the visit is cancelled once, with no refusal said after it.
// What a component test cannot see: the composed site's own timing, with real requests held on the way.
import type { Page } from '@playwright/test';
import { test, expect, demoToken } from './fixtures';
import { addDemoDog, api, firstFreeSlot, groomingProduct, staffLogin } from './booking-api';

/** How long each API answer is held: a weak signal's 1.5-3 s. */
const SLOW_MS = 2_000;

/** Two taps before the screen is drawn again, as a stuttering double tap lands on a phone. */
const tapTwiceAtOnce = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });

test('on a weak signal, 예약 요청 and 예약 취소 answer at the tap and act once; a lost answer keeps the memo', async ({
  page,
  loggedIn,
}) => {
  void loggedIn;
  test.slow(); // every answer is held two seconds
  // A dog of its own and a day well ahead, so no other story's visit takes its place.
  const staff = await staffLogin(1);
  const product = await groomingProduct(staff.shopId, 'SMALL');
  const { date, time } = await firstFreeSlot(staff.shopId, product.productSeq, 9);
  const dog = await addDemoDog(`버스${Date.now().toString(36).slice(-4)}`);

  let lose = true;
  const posts: string[] = [];
  await page.route('**/api/v2/**', async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && /^\/api\/v2\/reservations(\/\d+\/cancel)?$/.test(pathname))
      posts.push(pathname);
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    // The first request's answer never comes back (the bus went into a tunnel).
    if (lose && request.method() === 'POST' && pathname === '/api/v2/reservations')
      return route.abort('internetdisconnected');
    return route.fallback();
  });

  const memo = '버스라 10분쯤 늦을 수도 있어요';
  await page.goto(
    `/online-reservation/${staff.shopId}/reservation?product=${product.productSeq}&pets=${dog.petSeq}&date=${date}&time=${time}`,
  );
  const request = page.getByRole('button', { name: '예약 요청', exact: true });
  await expect(request).toBeEnabled();
  await page.getByLabel('요청 사항').fill(memo);

  await tapTwiceAtOnce(page, '예약 요청');
  // Busy as the tap lands, not when the answer comes.
  expect(await request.getAttribute('aria-busy')).toBe('true');
  await expect(request).toBeDisabled();

  // The answer is lost, and so is the one to the request sent again by itself (the same clientId) a moment later: the
  // page cannot tell whether the shop has it and says so, leading to 예약 내역, with 다시 시도 back to the form as it was.
  await expect(page).toHaveURL(/\/online-reservation\/fail\?/);
  await expect(page.getByRole('heading', { name: '요청이 전달됐는지 확인하지 못했어요' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('다시 시도해도 같은 예약이 두 번 들어가지 않아요.');
  expect(posts).toEqual(['/api/v2/reservations', '/api/v2/reservations']);
  lose = false;
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByLabel('요청 사항')).toHaveValue(memo);

  await tapTwiceAtOnce(page, '예약 요청');
  expect(await request.getAttribute('aria-busy')).toBe('true');
  await expect(page).toHaveURL(/\/online-reservation\/success\?id=\d+/);
  await expect(page.getByRole('heading', { name: '예약을 요청했어요' })).toBeVisible();
  expect(posts).toEqual(['/api/v2/reservations', '/api/v2/reservations', '/api/v2/reservations']);

  // One visit for the dog, with the memo.
  const { items } = await api<{
    items: { reservationSeq: number; memo: string; pets: { petSeq: number }[] }[];
  }>('GET', '/v2/reservations?scope=upcoming&size=50', { token: await demoToken() });
  const visits = items.filter((r) => r.pets.some((p) => p.petSeq === dog.petSeq));
  expect(visits.map((r) => r.memo)).toEqual([memo]);

  // 예약 취소, and its question's 예약 취소 tapped twice at once: one cancel, said once, and no refusal after it.
  await page.getByRole('button', { name: '예약 내역 보기' }).click();
  await page.getByRole('button', { name: '예약 취소', exact: true }).click();
  const question = page.getByRole('dialog', { name: '예약을 취소할까요?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '예약 취소' }).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByRole('button', { name: '예약 취소', exact: true })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(page.getByText('예약을 취소했어요')).toBeVisible();
  await expect(page.getByText('취소', { exact: true })).toBeVisible();
  expect(posts.filter((p) => p.endsWith('/cancel'))).toHaveLength(1);
});

// 회원가입 on the same weak signal: 인증 요청 tapped twice sent two texts, and the second, refused as too soon, said
// "요청이 너무 많아요" under a code that had been sent; 확인 tapped twice on a mistyped code spent two of its tries.
test('on a weak signal, 인증 요청 and 확인 are busy at the tap and sent once; a wrong code says why and stays', async ({
  page,
}) => {
  test.slow(); // every answer is held two seconds
  const certifications: string[] = [];
  await page.route('**/api/v2/**', async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname.startsWith('/api/v2/mobile-certification'))
      certifications.push(pathname);
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    return route.fallback();
  });
  // A number of its own: no other story's texts count against it.
  const phone = `0109${Date.now().toString().slice(-7)}`;
  await page.goto('/auth/email?mode=signup');
  const form = page.getByRole('tabpanel', { name: '회원가입' });
  await form.getByRole('textbox', { name: '휴대폰 번호' }).fill(phone);

  const send = form.getByRole('button', { name: '인증 요청' });
  await send.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  // Busy as the tap lands, not when the answer comes.
  expect(await send.getAttribute('aria-busy')).toBe('true');
  const code = form.getByRole('textbox', { name: '인증번호' });
  await expect(code).toBeVisible();
  await expect(form.getByText(/남은 시간 \d{2}:\d{2}/)).toBeVisible();
  expect(certifications).toEqual(['/api/v2/mobile-certification']);
  await expect(form.getByText('요청이 너무 많아요', { exact: false })).toHaveCount(0);

  // A mistyped code: one try spent, the reason said in Korean, the code left to correct.
  await code.fill('000000');
  const verify = form.getByRole('button', { name: '확인', exact: true });
  await verify.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  expect(await verify.getAttribute('aria-busy')).toBe('true');
  await expect(form.getByText(/^인증번호가 맞지 않아요\./)).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(verify).not.toHaveAttribute('aria-busy', 'true');
  expect(certifications).toEqual(['/api/v2/mobile-certification', '/api/v2/mobile-certification/verify']);
  await expect(code).toHaveValue('000000');
});
