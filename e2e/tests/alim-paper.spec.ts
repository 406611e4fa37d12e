// 알림장 end to end (issue 12): the shop writes a report card with two photos through the partner
// API and publishes it; the demo owner opens /alim-paper, opens the card, sees the mood, the meal,
// the health note and the photos, makes a share link, and the link opens in a logged-out browser.
import type { Page } from '@playwright/test';
import { test, expect, apiUrl, demoToken, logIn } from './fixtures';
import { api, seoulDay, staffLogin } from './booking-api';

/** A JPEG drawn in the browser's canvas (a dog in a park); nothing is downloaded. */
async function drawPhoto(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const g = canvas.getContext('2d')!;
    g.fillStyle = `hsl(${h} 70% 85%)`;
    g.fillRect(0, 0, 800, 600);
    g.fillStyle = '#8fcf7a';
    g.fillRect(0, 420, 800, 180);
    g.fillStyle = '#f4f1ea';
    g.beginPath();
    g.arc(400, 300, 120, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#2b2b2b';
    for (const x of [360, 440]) {
      g.beginPath();
      g.arc(x, 280, 12, 0, Math.PI * 2);
      g.fill();
    }
    return canvas.toDataURL('image/jpeg', 0.85);
  }, hue);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

async function uploadAsStaff(token: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${apiUrl()}/v2/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data: { mediaSeq: number } };
  expect(res.status).toBe(200);
  return body.data.mediaSeq;
}

test.describe('알림장', () => {
  test('the shop publishes a card with two photos; the owner reads it and shares it; the link opens logged out', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await logIn(context, baseURL!);
    // The shop: shop 3's teacher writes for the demo owner's dog (a customer of shop 3).
    const staff = await staffLogin(3);
    const [coco] = await api<{ petSeq: number; name: string }[]>('GET', '/v2/pets', {
      token: await demoToken(),
    });
    await page.goto('about:blank');
    const mediaSeqs = [
      await uploadAsStaff(staff.token, await drawPhoto(page, 200)),
      await uploadAsStaff(staff.token, await drawPhoto(page, 30)),
    ];
    // Today's card (a card cannot be dated ahead): the list's first of today's, as the last one written.
    const date = seoulDay(0);
    const card = await api<{ alimPaperSeq: number }>('POST', '/v2/partner/alim-papers', {
      token: staff.token,
      body: {
        shopId: staff.shopId,
        petSeq: coco.petSeq,
        date,
        moods: ['신나요', '행복해요'],
        meal: { amount: 'HALF', note: '아침을 반쯤 남겼어요' },
        potty: { pee: 2, poop: 1, state: 'NORMAL', note: '' },
        activity: { walkMinutes: 30, note: '운동장 달리기' },
        health: {
          vomiting: false,
          injury: false,
          medicine: true,
          note: '보호자님이 주신 귀 약을 점심에 넣었어요.',
        },
        text: '코코가 오늘 새 친구를 사귀었어요!',
        mediaSeqs,
      },
    });
    await api('POST', `/v2/partner/alim-papers/${card.alimPaperSeq}/publish`, { token: staff.token });

    // The owner: /alim-paper → the new card (unread) → the card.
    await page.goto('/alim-paper');
    const row = page
      .getByRole('link', {
        name: new RegExp(
          `^${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일 \\(.\\) 새 알림장 건강 메모 코코 · `,
        ),
      })
      .first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(staff.shopName);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/alim-paper/${card.alimPaperSeq}$`));
    // Read here, read in 소식 too: the entry that announced the card no longer counts as unread. The card on screen
    // means its read has answered (the address changes before: asked at once, the 소식 read could come first).
    await expect(page.getByRole('article', { name: '코코의 알림장' })).toBeVisible();
    const news = await api<{ items: { link: string | null; readAt: string | null }[] }>(
      'GET',
      '/v2/notifications',
      {
        token: await demoToken(),
      },
    );
    expect(news.items.find((n) => n.link === `/alim-paper/${card.alimPaperSeq}`)?.readAt).toBeTruthy();

    const article = page.getByRole('article', { name: '코코의 알림장' });
    const health = article.getByRole('note', { name: '건강 메모' });
    await expect(health).toContainText('투약');
    await expect(health).toContainText('귀 약을 점심에');
    await expect(article.getByRole('region', { name: '오늘의 기분' })).toContainText('신나요');
    await expect(article.getByRole('region', { name: '오늘의 기분' })).toContainText('행복해요');
    await expect(article.getByText('반 정도 먹었어요 · 아침을 반쯤 남겼어요')).toBeVisible();
    await expect(article.getByText('코코가 오늘 새 친구를 사귀었어요!')).toBeVisible();
    const thumbs = article.getByRole('button', { name: /사진 크게 보기/ });
    await expect(thumbs).toHaveCount(2);
    // The signed links really serve the pictures (decoded by the browser), each at the rendition its slot
    // needs: the 320 px one for a thumbnail, not the 800 px photo's full size.
    const shown = (imgs: Element[]) =>
      imgs.map((i) => {
        const img = i as HTMLImageElement;
        return img.naturalWidth > 0 ? new URL(img.currentSrc).pathname.split('/').pop() : null;
      });
    await expect.poll(() => thumbs.locator('img').evaluateAll(shown)).toEqual(['w320', 'w320']);
    await thumbs.first().click();
    const viewer = page.getByRole('dialog', { name: '사진 1 / 2' });
    await expect(viewer).toBeVisible();
    // Full screen on a 390 px wide screen: the 720 px rendition.
    await expect.poll(() => viewer.getByRole('img').evaluateAll(shown)).toEqual(['w720']);
    // The phone turned sideways (844x390): the 4:3 photo takes the screen's whole height (a 480 px column with the
    // bars above and below it left a 350x262 strip), and 닫기 and 다음 사진 lie over it, in reach.
    await page.setViewportSize({ width: 844, height: 390 });
    const photo = (await viewer.getByRole('img').boundingBox())!;
    expect(Math.round(photo.height)).toBe(390);
    expect(Math.round(photo.width)).toBe(520);
    await expect(viewer.getByRole('button', { name: '닫기' })).toBeInViewport({ ratio: 1 });
    await viewer.getByRole('button', { name: '다음 사진' }).click();
    await expect(page.getByRole('dialog', { name: '사진 2 / 2' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: '닫기' }).click();

    // Share: a link to the card without login.
    await page.getByRole('button', { name: '공유 링크 만들기' }).click();
    const linkField = page.getByRole('textbox', { name: '공유 링크' });
    await expect(linkField).toHaveValue(/\/alim-paper\/detail\?token=/);
    const link = await linkField.inputValue();
    await expect(page.getByRole('button', { name: '링크 끊기' })).toBeVisible();

    const stranger = await browser.newContext({ baseURL });
    try {
      const guest = await stranger.newPage();
      await guest.goto(link);
      const shared = guest.getByRole('article', { name: '코코의 알림장' });
      await expect(shared.getByRole('note', { name: '건강 메모' })).toContainText('투약');
      await expect(shared.getByText('반 정도 먹었어요 · 아침을 반쯤 남겼어요')).toBeVisible();
      await expect(shared.getByRole('button', { name: /사진 크게 보기/ })).toHaveCount(2);
      await expect(guest.getByRole('region', { name: '선생님께 답장' })).toHaveCount(0);
      expect(new URL(guest.url()).pathname).toBe('/alim-paper/detail');
    } finally {
      await stranger.close();
    }
  });
});
