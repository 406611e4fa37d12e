// 동의서 and 리뷰 end to end (issue 14): the demo owner signs the grooming form for 나비 on the
// signature pad and downloads the signed PDF (which carries the SHA-256 of the text signed); then
// writes a review of their completed visit with a photo and finds it on the shop's page. And an owner who books a
// stay at a shop that requires a form is told so on the success screen, signs from there, and the shop can confirm.
// Real API, composed site.
import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect, demoToken, logIn } from './fixtures';
import { api, seoulDay, staffLogin } from './booking-api';

test.use({ viewport: { width: 390, height: 844 } });

/** A small photo to upload (RGB PNG, a warm gradient), made here so the story ships no binary file. */
function photoPng(width = 160, height = 120): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = y * (width * 3 + 1) + 1 + x * 3;
      raw[o] = 240;
      raw[o + 1] = 150 + Math.round((x / width) * 80);
      raw[o + 2] = 80 + Math.round((y / height) * 120);
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Draws one stroke of mouse moves across the signature pad (points are fractions of its box). */
async function drawOnPad(page: Page, points: [number, number][]) {
  const pad = page.getByTestId('signature-pad');
  // Measured before every stroke: clearing the pad can scroll the page, and a stale box draws beside it.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + points[0][0] * box.width, box.y + points[0][1] * box.height);
  await page.mouse.down();
  for (const [x, y] of points.slice(1))
    await page.mouse.move(box.x + x * box.width, box.y + y * box.height, { steps: 6 });
  await page.mouse.up();
}

test.describe('동의서 · 리뷰', () => {
  test.beforeEach(async ({ context, baseURL }) => logIn(context, baseURL!));

  test('signs a consent form with the pad and downloads the signed PDF', async ({ page }, testInfo) => {
    await page.goto('/consent');
    const card = page.getByRole('link', { name: /미용 위험 고지 동의서/ });
    await expect(card).toContainText('코코 서명 완료 · 나비 서명 필요');
    await expect(card).toContainText('서명 필요');
    await expect(page.getByRole('link', { name: /예방접종 확인서/ })).toContainText('다시 서명 필요');
    await page.screenshot({ path: testInfo.outputPath('consent-list.png') });

    await card.click();
    await expect(page.getByLabel('동의서 본문')).toContainText('미용 중 발생할 수 있는 위험');
    await expect(page.getByRole('button', { name: '나비 · 서명 필요' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const submit = page.getByRole('button', { name: '동의하고 서명 제출' });
    await expect(submit).toBeDisabled();

    // Draw a signature: a few strokes of mouse moves across the pad.
    const stroke = (points: [number, number][]) => drawOnPad(page, points);
    // A tap is a dot on the pad, not a signature: 제출 stays off and the pad says to go on.
    await stroke([[0.5, 0.5]]);
    await expect(page.getByText('서명이 너무 짧아요. 이어서 서명해 주세요.')).toBeVisible();
    await expect(submit).toBeDisabled();
    // A first try, cleared: nothing is left to submit.
    await stroke([
      [0.2, 0.2],
      [0.8, 0.8],
    ]);
    await expect(submit).toBeEnabled();
    await page.getByRole('button', { name: '지우고 다시 쓰기' }).click();
    await expect(submit).toBeDisabled();
    await stroke([
      [0.15, 0.6],
      [0.25, 0.3],
      [0.35, 0.7],
      [0.45, 0.35],
      [0.55, 0.65],
    ]);
    await stroke([
      [0.6, 0.4],
      [0.75, 0.55],
      [0.85, 0.35],
    ]);
    await expect(submit).toBeEnabled();
    await page.screenshot({ path: testInfo.outputPath('consent-signing.png') });

    // Turned sideways and back: each new pad size draws the signature again (it was wiped before), and 제출
    // stays on. The canvas's own width changes only when the pad is fitted to its new size.
    const pad = page.getByTestId('signature-pad');
    const canvasWidth = () => pad.evaluate((c: HTMLCanvasElement) => c.width);
    const inkedPixels = () =>
      pad.evaluate((c: HTMLCanvasElement) => {
        const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
        let n = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
        return n;
      });
    expect(await inkedPixels()).toBeGreaterThan(200);
    const viewport = page.viewportSize()!;
    for (const size of [{ width: viewport.height, height: viewport.width }, viewport]) {
      const before = await canvasWidth();
      await page.setViewportSize(size);
      await expect.poll(canvasWidth).not.toBe(before);
      expect(await inkedPixels()).toBeGreaterThan(200);
      await expect(page.getByText('여기에 서명해 주세요')).toBeHidden();
      await expect(submit).toBeEnabled();
    }
    await submit.click();

    const copy = page.getByRole('region', { name: '서명본' });
    await expect(copy).toBeVisible();
    await expect(copy).toContainText('나비');
    await expect(page.getByRole('button', { name: '나비 · 서명 완료' })).toBeVisible();
    const hash = (await copy.locator('dd').last().textContent())!.trim();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await page.screenshot({ path: testInfo.outputPath('consent-signed.png') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      copy.getByRole('button', { name: 'PDF 내려받기' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('미용_위험_고지_동의서-나비.pdf');
    const pdf = fs.readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`sha256:${hash}`);
    fs.writeFileSync(testInfo.outputPath('signed.pdf'), pdf);

    // The list now says 서명 완료 for the form.
    await page.goto('/consent');
    await expect(page.getByRole('link', { name: /미용 위험 고지 동의서/ })).toContainText(
      '코코 서명 완료 · 나비 서명 완료',
    );

    // The kindergarten changed its vaccination form after 코코 signed: 코코 is asked again, the old copy stays.
    await page.getByRole('link', { name: /예방접종 확인서/ }).click();
    await expect(page.getByText(/제1판에 서명한 뒤 매장이 내용을 고쳤어요/)).toBeVisible();
    await expect(page.getByLabel('동의서 본문')).toContainText('인플루엔자');
    await expect(page.getByRole('region', { name: '지난 서명본' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('consent-resign.png'), fullPage: true });
  });

  test('writes a review with a photo for a completed visit and sees it on the shop page', async ({
    page,
  }, testInfo) => {
    const [visit] = await api<{ reservationSeq: number; shopId: number; shopName: string }[]>(
      'GET',
      '/v2/reviews/pending',
      { token: await demoToken() },
    );
    const before = await api<{ reviewCount: number }>('GET', `/v2/shop/${visit.shopId}/reviews`);

    await page.goto('/review');
    await expect(page.getByRole('heading', { name: '리뷰를 기다리는 방문' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('review-list.png') });
    await page.getByRole('button', { name: '리뷰 쓰기' }).first().click();
    await page.getByRole('radio', { name: '별 5개' }).click();
    const text = '발톱 정리까지 꼼꼼하게 해주셨어요. 코코가 끝나고도 편안해 보여서 좋았어요!';
    await page.getByRole('textbox', { name: '리뷰' }).fill(text);
    await expect(page.getByText(`${text.length}/1000`)).toBeVisible();
    await page
      .getByLabel('리뷰 사진 앨범에서 선택')
      .setInputFiles({ name: 'coco.png', mimeType: 'image/png', buffer: photoPng() });
    await expect(page.getByRole('img', { name: '리뷰 사진 1' })).toBeVisible();
    await expect(page.getByLabel('리뷰 사진 1 올리는 중')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '리뷰 올리기' })).toBeEnabled();
    await page.screenshot({ path: testInfo.outputPath('review-form.png') });
    await page.getByRole('button', { name: '리뷰 올리기' }).click();

    const mine = page.getByRole('article', { name: `${visit.shopName} 리뷰` }).first();
    await expect(mine).toContainText(text);
    await expect(mine.getByRole('img', { name: '별점 5점' })).toBeVisible();
    await expect(mine.getByRole('img', { name: '리뷰 사진 1' })).toBeVisible();
    await expect(page.getByText('방문을 마치면 여기서 리뷰를 쓸 수 있어요.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('review-mine.png'), fullPage: true });

    await page.goto(`/shop/${visit.shopId}`);
    const reviews = page.getByRole('region', { name: /리뷰/ });
    await expect(reviews).toContainText(text);
    await expect(reviews.getByRole('img', { name: '리뷰 사진 1' }).first()).toBeVisible();
    await expect(reviews).toContainText(`${before.reviewCount + 1}개`);
    await expect(page.getByText(`리뷰 ${before.reviewCount + 1}개`)).toBeVisible();
    await reviews.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('shop-reviews.png') });
  });
});

/**
 * An owner no other story uses (community9: 밤비맘 and her dog 밤비; community1..5 and 13..18 are other stories'),
 * so 마이페이지's count and the hotel's form are this story's alone.
 */
const STAY_OWNER = { userId: 'community9@guardian.kr', password: 'guardian1234' };
const HOTEL_FORM = '호텔링 이용 동의서';

/** "2026년 12월 9일", the start of the calendar's name for that day. */
const dayName = (date: string) =>
  `${Number(date.slice(0, 4))}년 ${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일`;
const captionOf = (date: string) => `${Number(date.slice(0, 4))}년 ${Number(date.slice(5, 7))}월`;

test.describe('동의서 before a stay is confirmed', () => {
  test('books a stay at a shop that requires a form, is told on the success screen, signs, and the notice and the count go', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const { token } = await api<{ token: string }>('POST', '/v2/login', { body: STAY_OWNER });
    await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);

    // The seeded hotel (the second demo shop) requires its 호텔링 이용 동의서, per pet, before it confirms a stay.
    const staff = await staffLogin(2);
    const forms = await api<
      { formSeq: number; title: string; requiredForBooking: boolean; perPet: boolean }[]
    >('GET', `/v2/partner/consent-forms?shopId=${staff.shopId}`, { token: staff.token });
    const form = forms.find((f) => f.title === HOTEL_FORM)!;
    expect(form).toMatchObject({ requiredForBooking: true, perPet: true });
    const shop = await api<{ products: { productSeq: number; name: string; category: string }[] }>(
      'GET',
      `/v2/online-reservation/shops/${staff.shopId}`,
    );
    const stay = shop.products.find((p) => p.category === 'HOTELING')!;
    // The first night at least three days out the hotel has room for, whatever today is.
    let checkIn = '';
    for (let d = 3; d < 30 && !checkIn; d++) {
      const night = await api<{ available: boolean }>(
        'GET',
        `/v2/online-reservation/shops/${staff.shopId}/availability?productSeq=${stay.productSeq}&date=${seoulDay(d)}&endDate=${seoulDay(d + 1)}`,
      );
      if (night.available) checkIn = seoulDay(d);
    }
    expect(checkIn).not.toBe('');
    const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    // 마이페이지's 동의서 row: "서명 필요 N", N being the forms of the owner's shops still to sign (none shown at 0).
    const toSign = async () =>
      (await api<{ state: string }[]>('GET', '/v2/consent/forms', { token })).filter(
        (f) => f.state !== 'SIGNED',
      ).length;
    const myInfo = async (p: Page) => {
      await Promise.all([
        p.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/v2/consent/forms') && r.ok()),
        p.goto('/my-info'),
      ]);
      return p.getByRole('link', { name: /^동의서/ });
    };
    const before = await toSign(); // none of this hotel's yet: the owner has not booked there
    const countText = (n: number) => (n ? `서명 필요 ${n}` : null);

    // 온라인 예약 → the stay → 이 상품 예약하기 → 밤비 → check-in and check-out → 예약 요청.
    await page.goto(`/online-reservation/${staff.shopId}`);
    await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(stay.name)} `) }).click();
    await page.getByRole('button', { name: '이 상품 예약하기' }).click();
    const bambi = page.getByRole('checkbox', { name: /밤비/ });
    if (!(await bambi.isChecked())) await bambi.check();
    await page.getByRole('button', { name: '1마리 선택 · 다음' }).click();
    await expect(page.getByText(captionOf(seoulDay(0)), { exact: true })).toBeVisible();
    for (const day of [checkIn, checkOut]) {
      while (!(await page.getByText(captionOf(day), { exact: true }).isVisible()))
        await page.getByRole('button', { name: '다음 달' }).click();
      await page.getByRole('button', { name: new RegExp(`^(오늘, )?${dayName(day)} `) }).click();
    }
    await expect(page.getByText(/체크인 · .* 체크아웃/)).toBeVisible();
    await page.getByRole('button', { name: '예약 요청', exact: true }).click();

    // 완료: still 요청, and the form the hotel waits on is named with a way to it.
    await expect(page).toHaveURL(/\/online-reservation\/success\?id=\d+/);
    const reservationSeq = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByRole('heading', { name: '예약을 요청했어요' })).toBeVisible();
    const notice = page.getByRole('region', { name: '동의서 안내' });
    await expect(notice).toContainText('예약 확정 전에 동의서 서명이 필요해요');
    await page.screenshot({ path: testInfo.outputPath('stay-success-consent.png') });

    // The hotel cannot confirm it yet.
    const confirm = () =>
      fetch(`${process.env.E2E_API_URL}/v2/partner/reservations/${reservationSeq}/confirm`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff.token}` },
      });
    const refused = await confirm();
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { resultCode: string }).resultCode).toBe('CONSENT_REQUIRED');

    // 마이페이지 (another tab) counts the hotel's form.
    const other = await context.newPage();
    const toSignRow = await myInfo(other);
    await expect(toSignRow).toContainText(countText(before + 1)!);
    await toSignRow.scrollIntoViewIfNeeded();
    await other.screenshot({ path: testInfo.outputPath('stay-my-info-to-sign.png') });
    await other.close();

    // Followed: the hotel's form, for 밤비, signed on the pad.
    await notice.getByRole('button', { name: '동의서 작성하기' }).click();
    await expect(page).toHaveURL(new RegExp(`/consent/${form.formSeq}$`));
    await expect(page.getByRole('heading', { name: HOTEL_FORM })).toBeVisible();
    await expect(page.getByRole('button', { name: '밤비 · 서명 필요' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await drawOnPad(page, [
      [0.15, 0.6],
      [0.3, 0.3],
      [0.45, 0.7],
      [0.6, 0.35],
      [0.8, 0.6],
    ]);
    await page.getByRole('button', { name: '동의하고 서명 제출' }).click();
    await expect(page.getByRole('region', { name: '서명본' })).toContainText('밤비');
    await expect(page.getByRole('button', { name: '밤비 · 서명 완료' })).toBeVisible();

    // 예약 상세: still 요청, and nothing left to sign.
    await page.goto(`/reservation/detail?id=${reservationSeq}`);
    await expect(page.getByText('요청', { exact: true })).toBeVisible();
    await expect(page.getByText(stay.name).first()).toBeVisible();
    await expect(page.getByRole('region', { name: '동의서 안내' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('stay-detail-signed.png') });

    // 마이페이지: the count is back down once signed.
    expect(await toSign()).toBe(before);
    const row = await myInfo(page);
    await expect(row).toBeVisible();
    const after = countText(before);
    if (after) await expect(row).toContainText(after);
    else await expect(row).not.toContainText('서명 필요');

    // And now the hotel can confirm the stay.
    expect((await confirm()).status).toBe(200);
    await page.goto(`/reservation/detail?id=${reservationSeq}`);
    await expect(page.getByText('확정', { exact: true })).toBeVisible();
  });
});

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
