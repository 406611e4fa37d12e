// A new owner's first day: someone who installed the app because their grooming shop told them to signs up through
// the real form (the phone code read from the API's log, as the owner reads the SMS), finds every tab empty with one
// way on each, takes an event's coupon and finds it again from 마이페이지 with no shop yet, asks the shop a first
// question from its page (문의하기) before anything else, registering the dog in the middle of it as the shop's form
// asks which pet, and then books a first visit for that dog. The code only reaches the API's log, so this story runs
// its own API and site server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { startApi, startSite } from '../../scripts/lib/stack.mjs';
import { addPoodleInSheet } from './fixtures';

let api: { url: string; stop: () => Promise<void> };
let site: { url: string; close: () => Promise<void> };
let logFile: string;

const OWNER = {
  email: 'firstday@guardian.kr',
  password: 'guardian1234',
  nickname: '첫날보호자',
  phone: '01077770001',
};

async function call<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const envelope = (await res.json()) as { resultCode: string; message: string; data: T };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${envelope.resultCode} ${envelope.message}`);
  return envelope.data;
}

/** The 6-digit code the API "sent" to this phone: without an SMS provider it writes the message to its log. */
async function smsCode(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
        code = [...log.matchAll(new RegExp(`\\[SMS\\] ${phone}: [^\\n]*?\\[(\\d{6})\\]`, 'g'))].pop()?.[1];
        return code;
      },
      { message: 'the certification SMS in the API log' },
    )
    .toBeTruthy();
  return code!;
}

const seoulDay = (days: number) => {
  const seoulNow = new Date(Date.now() + 9 * 3600_000);
  return new Date(Date.UTC(seoulNow.getUTCFullYear(), seoulNow.getUTCMonth(), seoulNow.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
};
const monthDayLabel = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;
const captionOf = (date: string) => `${Number(date.slice(0, 4))}년 ${Number(date.slice(5, 7))}월`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An empty screen's one way on: the empty state (a region named by its title) and its button. */
async function expectEmpty(page: Page, url: string, title: string, next: string) {
  await page.goto(url);
  const empty = page.getByRole('region', { name: title });
  await expect(empty).toBeVisible();
  await expect(
    empty.getByRole('button', { name: next }).or(empty.getByRole('link', { name: next })),
  ).toBeVisible();
  // Nothing shop-scoped was asked without a shop and refused: no error anywhere on the page.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
}

test.describe("a new owner's first day", () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-first-day-')), 'api.log');
    api = await startApi({ fresh: true, logFile, env: { RATE_LIMIT_LOGIN_IP: '1000', APP_ENV: 'test' } });
    site = await startSite({ apiUrl: api.url });
  });
  test.afterAll(async () => {
    await site?.close();
    await api?.stop();
    if (logFile) fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  });

  test('signs up, meets every empty tab with its way on, finds an event coupon again from 마이페이지, asks a shop a first question registering the dog on the way, and books a first visit', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      baseURL: site.url,
      viewport: { width: 390, height: 844 },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    const page = await context.newPage();

    // 회원가입: e-mail and nickname checked, the phone certified with the code from the SMS, the terms agreed.
    await page.goto('/auth/email?mode=signup');
    const form = page.getByRole('tabpanel', { name: '회원가입' });
    await form.getByRole('textbox', { name: '이메일' }).fill(OWNER.email);
    await form.getByRole('button', { name: '중복 확인' }).first().click();
    await form.getByLabel('비밀번호', { exact: true }).fill(OWNER.password);
    await form.getByLabel('비밀번호 확인').fill(OWNER.password);
    await form.getByRole('textbox', { name: '닉네임' }).fill(OWNER.nickname);
    await form.getByRole('button', { name: '중복 확인' }).nth(1).click();
    await form.getByRole('textbox', { name: '휴대폰 번호' }).fill(OWNER.phone);
    await form.getByRole('button', { name: '인증 요청' }).click();
    await form.getByRole('textbox', { name: '인증번호' }).fill(await smsCode(OWNER.phone));
    await form.getByRole('button', { name: '확인', exact: true }).click();
    await expect(form.getByText('휴대폰 인증이 완료됐어요.')).toBeVisible();
    await form.getByRole('checkbox', { name: '전체 동의' }).check();
    await form.getByRole('button', { name: '가입하기' }).click();
    await expect(page).not.toHaveURL(/\/auth/);

    // Every tab and service screen with nothing in it says what it is for and offers the next step.
    await expectEmpty(page, '/', '연결된 매장이 없어요', '매장 찾기');
    // One 매장 찾기 on 매장･예약: the empty state's (no second one under the banners).
    await expect(page.getByRole('link', { name: /매장 찾기/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '매장 찾기' })).toHaveCount(1);
    // 일정 with nothing booked leads to booking, not to an empty 예약 내역.
    await expectEmpty(page, '/schedule', '이날은 방문 일정이 없어요', '온라인 예약하기');
    await expect(page.getByRole('button', { name: '예약 내역 보기' })).toHaveCount(0);
    await expectEmpty(page, '/reservation', '예정된 예약이 없어요', '온라인 예약하기');
    await expectEmpty(page, '/alim-paper', '아직 받은 알림장이 없어요', '매장 찾기');
    await expectEmpty(page, '/coupon', '쓸 수 있는 쿠폰이 없어요', '이벤트 보러 가기');
    // 이용권 with no pass and no shop: one empty state, not a bare one over a second.
    await expectEmpty(page, '/voucher', '쓸 수 있는 이용권이 없어요', '예약 가능한 매장 보기');
    await expect(page.getByText('연결된 매장이 없어요')).toHaveCount(0);
    await expectEmpty(page, '/my-info', '반려동물을 등록해 보세요', '반려동물 추가');
    await expectEmpty(page, '/news', '아직 받은 알림이 없어요', '알림 설정');
    // No shop of mine yet: 채팅 leads to finding one to ask, not to an empty 내 매장.
    await expectEmpty(page, '/chatting', '아직 매장과 나눈 대화가 없어요', '매장 찾아 문의하기');
    await page.getByRole('button', { name: '매장 찾아 문의하기' }).click();
    await expect(page).toHaveURL(/\/shop\/search$/);
    // 홈: no broken or zero boxes; 우리 아이 맞춤 asks for the pet and opens the form itself.
    await page.goto('/curation');
    const picks = page.getByRole('region', { name: '우리 아이 맞춤' });
    await expect(picks.getByRole('link', { name: /우리 아이를 등록해 주세요/ })).toHaveAttribute(
      'href',
      '/my-info?pet=new',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await picks.getByRole('link', { name: /우리 아이를 등록해 주세요/ }).click();
    await expect(page.getByRole('dialog', { name: '반려동물 추가' })).toBeVisible();

    // A coupon from an event, with no shop yet (매장･예약's quick menu, a way to 쿠폰함, shows only with one): its page
    // says where it waits, and 마이페이지's 쿠폰 counts it and opens 쿠폰함, which lists it for any shop. 내 커뮤니티
    // 활동 with nothing in it yet is a way into 커뮤니티, not three zeros.
    await page.goto('/event');
    await page.getByRole('link', { name: /첫 미용 20% 할인/ }).click();
    await page.getByRole('button', { name: '쿠폰 받기' }).click();
    await expect(page.getByText('마이페이지 › 쿠폰에서 언제든 다시 볼 수 있어요.')).toBeVisible();
    await page.goto('/my-info');
    const activity = page.getByRole('region', { name: '내 커뮤니티 활동' });
    await expect(activity.getByRole('link', { name: /보호자들의 이야기를 구경해 보세요/ })).toHaveAttribute(
      'href',
      '/community',
    );
    await expect(activity.getByText('0', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: /^쿠폰\s*1장/ }).click();
    await expect(page).toHaveURL(/\/coupon$/);
    await expect(page.getByRole('link', { name: /이용권 20% 할인 쿠폰/ })).toContainText('모든 매장');

    // The shop the owner was told about, its grooming product and a free day in the next two weeks.
    const staff = await call<{ staff: { shops: { shopId: number }[] } }>(
      'POST',
      '/v2/partner/login',
      undefined,
      {
        email: 'staff1@guardian.kr',
        password: 'partner1234',
      },
    );
    const shopId = staff.staff.shops[0].shopId;
    const offer = await call<{
      products: { productSeq: number; name: string; category: string; prices: { band: string }[] }[];
    }>('GET', `/v2/online-reservation/shops/${shopId}`);
    const product = offer.products.find(
      (p) => p.category === 'BEAUTY' && p.prices.some((b) => b.band === 'MEDIUM'),
    )!;
    let date = '';
    for (let d = 3; d < 17 && !date; d++) {
      const day = await call<{ slots: { available: boolean }[] }>(
        'GET',
        `/v2/online-reservation/shops/${shopId}/availability?productSeq=${product.productSeq}&date=${seoulDay(d)}`,
      );
      if (day.slots.some((s) => s.available)) date = seoulDay(d);
    }
    expect(date, 'a free grooming slot in the next two weeks').not.toBe('');

    // The first message, before any booking: 문의하기 on the shop's page → 상담 준비. The shop's form asks which pet
    // and there is none yet: registering it is offered in place, and saved, it is chosen with what was filled in
    // still there. Then the room, and the first message sends.
    await page.goto(`/shop/${shopId}`);
    await page.getByRole('button', { name: '문의하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/chatting/prepare\\?shopId=${shopId}$`));
    await page.getByRole('button', { name: '미용 상담' }).click();
    await page.getByLabel('희망 날짜').fill(date);
    const noPet = page.getByRole('region', { name: '상담할 반려동물을 등록해 주세요' });
    await expect(noPet).toBeVisible();
    await expect(page.getByRole('link', { name: /마이페이지/ })).toHaveCount(0);
    await noPet.getByRole('button', { name: '반려동물 등록하기' }).click();
    await addPoodleInSheet(page, '보리');
    await expect(page).toHaveURL(new RegExp(`/chatting/prepare\\?shopId=${shopId}$`));
    await expect(page.getByRole('button', { name: '보리' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: '미용 상담' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('희망 날짜')).toHaveValue(date);
    await page.getByLabel('보호자 이름').fill('이새싹');
    await page.getByRole('button', { name: '상담 시작하기' }).click();
    await expect(page).toHaveURL(/\/chatting\/\d+$/);
    const first = '안녕하세요, 처음 문의드려요. 첫 미용이라 긴장돼요.';
    await page.getByLabel('메시지 입력').fill(first);
    await page.getByRole('button', { name: '보내기' }).click();
    await expect(page.getByText(first)).toBeVisible();
    await expect(page.getByText('전송 실패')).toHaveCount(0);
    await page.goto('/chatting');
    await expect(page.getByTestId('chat-room').filter({ hasText: first })).toBeVisible();

    // The first booking, from the shop's page: the dog registered for the question is there to choose.
    await page.goto(`/shop/${shopId}`);
    await page.getByRole('button', { name: '온라인 예약' }).click();
    await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(product.name)} `) }).click();
    await page.getByRole('button', { name: '이 상품 예약하기' }).click();
    await page.getByRole('checkbox', { name: /보리/ }).check();
    await page.getByRole('button', { name: '1마리 선택 · 다음' }).click();

    await expect(page.getByText(/보리 · 중형견/)).toBeVisible();
    await expect(page.getByText(captionOf(seoulDay(0)), { exact: true })).toBeVisible();
    while (!(await page.getByText(captionOf(date), { exact: true }).isVisible()))
      await page.getByRole('button', { name: '다음 달' }).click();
    await page.getByRole('button', { name: new RegExp(monthDayLabel(date)) }).click();
    await page
      .getByRole('group', { name: '예약 시간' })
      .getByRole('button')
      .and(page.locator(':enabled'))
      .first()
      .click();
    await page.getByRole('button', { name: '예약 요청', exact: true }).click();
    await expect(page).toHaveURL(/\/online-reservation\/success\?id=\d+/);
    await expect(page.getByRole('heading', { name: '예약을 요청했어요' })).toBeVisible();

    await context.close();
  });
});
