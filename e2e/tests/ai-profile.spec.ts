// AI 프로필 end to end (issue 15): the demo owner picks a style pack, enters the pet, uploads 5 photos (each
// checked by the real segmentation model), pays through the fake gateway, watches the job finish (the API's
// in-process worker with the default generator), sees the pictures and saves one.
import type { Page } from '@playwright/test';
import { test, expect, logIn } from './fixtures';

/** A JPEG drawn in the browser's canvas: a brown dog in a park, with grain so it reads as sharp. */
async function drawDog(page: Page, seed: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((s) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 900;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#bfe3ff';
    g.fillRect(0, 0, 900, 560);
    g.fillStyle = '#7cbf5a';
    g.fillRect(0, 560, 900, 340);
    const x = 420 + (s % 3) * 30;
    g.fillStyle = `hsl(${25 + s * 4} 55% 45%)`;
    g.beginPath();
    g.ellipse(x + 60, 600, 230, 150, 0, 0, Math.PI * 2); // body
    g.fill();
    g.beginPath();
    g.arc(x - 90, 400, 140, 0, Math.PI * 2); // head
    g.fill();
    g.fillStyle = '#5b3a1e';
    g.beginPath();
    g.ellipse(x - 210, 360, 50, 110, 0.3, 0, Math.PI * 2);
    g.ellipse(x + 30, 360, 50, 110, -0.3, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#111';
    for (const ex of [x - 140, x - 40]) {
      g.beginPath();
      g.arc(ex, 380, 16, 0, Math.PI * 2);
      g.fill();
    }
    // Grain: photos have texture; a flat drawing would read as blurred.
    const img = g.getImageData(0, 0, 900, 900);
    let r = s + 1;
    for (let i = 0; i < img.data.length; i += 4) {
      r = (r * 1103515245 + 12345) & 0x7fffffff;
      const n = (r % 41) - 20;
      img.data[i] += n;
      img.data[i + 1] += n;
      img.data[i + 2] += n;
    }
    g.putImageData(img, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, seed);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test.describe('AI 프로필', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('order with 5 photos, pay through the fake gateway, watch the job finish, see the pictures and save one', async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    /** A 390 x 844 picture of the screen, kept with the run's results (looked at by hand). */
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`ai-profile-${name}.png`) });
    // Five photo checks and a job on the real model, on a shared 2-core machine.
    test.setTimeout(420_000);
    await logIn(context, baseURL!);
    await page.goto('about:blank');
    const photos = [];
    for (let i = 0; i < 5; i++)
      photos.push({ name: `coco-${i}.jpg`, mimeType: 'image/jpeg', buffer: await drawDog(page, i) });

    await page.goto('/ai-profile');
    await expect(page.getByRole('button', { name: /베이직 팩 · 4장/ })).toBeVisible();
    await shot('landing');
    // The bar's 내역 is a thumb-sized target like the back button across from it, not a word at the screen's edge.
    const history = await page.getByRole('link', { name: '내역' }).boundingBox();
    expect(history!.width).toBeGreaterThanOrEqual(44);
    expect(history!.height).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: '9,900원으로 시작하기' }).click();

    await expect(page).toHaveURL(/\/ai-profile\/input-info$/);
    await page.getByLabel('이름').fill('코코');
    await page.getByLabel('품종').fill('말티즈');
    await page.getByLabel('나이 (살)').fill('3');
    await shot('input-info');
    await page.getByRole('button', { name: '다음' }).click();

    await expect(page).toHaveURL(/\/ai-profile\/upload-images-example$/);
    await expect(page.getByText('흔들리거나 초점이 맞지 않은 사진')).toBeVisible();
    await shot('upload-example');
    await page.getByRole('button', { name: '사진 고르기' }).click();

    await expect(page).toHaveURL(/\/ai-profile\/upload-images$/);
    await page.getByLabel('AI 프로필 사진 앨범에서 선택').setInputFiles(photos);
    await expect(page.getByRole('status')).toHaveText('좋아요! 사진 5장으로 만들게요.', { timeout: 180_000 });
    await shot('upload');
    await page.getByRole('button', { name: '다음' }).click();

    await expect(page).toHaveURL(/\/ai-profile\/payment$/);
    await expect(page.getByText('코코 · 말티즈 · 3살')).toBeVisible();
    await shot('payment');
    await page.getByRole('button', { name: '9,900원 결제하기' }).click();
    // The fake gateway's checkout page: closed the first time, then paid from the fail screen's 다시 결제하기
    // with the same photos (the unpaid order is made again, not refused for photos already used).
    await page.getByRole('link', { name: '결제 취소' }).click();
    await expect(page).toHaveURL(/\/ai-profile\/fail\?/);
    await expect(page.getByRole('alert')).toHaveText('결제를 취소했어요.');
    await page.getByRole('button', { name: '다시 결제하기' }).click();
    await expect(page).toHaveURL(/\/ai-profile\/payment$/);
    await page.getByRole('button', { name: '9,900원 결제하기' }).click();
    await page.getByRole('link', { name: /결제하기/ }).click();

    // Paid, the page steps back over the gateway's pages to the payment step, which says so: the phone's back no
    // longer leads into the paid checkout.
    await expect(page).toHaveURL(/\/ai-profile\/payment$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: '결제가 완료됐어요' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: '만드는 과정 보기' }).click();

    await expect(page).toHaveURL(/\/ai-profile\/\d+$/);
    await expect(page.getByRole('progressbar', { name: '만드는 중' })).toBeVisible();
    await shot('progress');
    const pictures = page.getByRole('list', { name: '완성된 사진' });
    await expect(pictures).toBeVisible({ timeout: 240_000 });
    await expect(pictures.getByRole('img')).toHaveCount(4);
    // The pictures really load (decoded by the browser), each at the rendition its slot needs: two tiles a row
    // on a 390 px screen take the 320 px one, the full-screen viewer the 720 px one, not the 1080 px picture.
    const shown = (imgs: Element[]) =>
      imgs.map((i) => {
        const img = i as HTMLImageElement;
        return img.naturalWidth > 0 ? new URL(img.currentSrc).pathname.split('/').pop() : null;
      });
    await expect
      .poll(() => pictures.getByRole('img').evaluateAll(shown))
      .toEqual(['w320', 'w320', 'w320', 'w320']);
    await expect(page.getByText('완성', { exact: true })).toBeVisible();
    await pictures.getByRole('button').first().click();
    const viewer = page.getByRole('dialog', { name: '사진 1 / 4' });
    await expect.poll(() => viewer.getByRole('img').evaluateAll(shown)).toEqual(['w720']);
    await viewer.getByRole('button', { name: '닫기' }).click();

    await shot('done');
    await page.getByRole('button', { name: '사진 저장하기' }).click();
    await expect(page).toHaveURL(/\/ai-profile\/complete-download\?orderSeq=\d+$/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '파스텔 하트 저장' }).click();
    expect((await download).suggestedFilename()).toMatch(/^guardian-ai-\d+-01-pastel\.jpg$/);
    await expect(page.getByRole('button', { name: '파스텔 하트 저장' })).toHaveText('✓ 저장됨');
    await shot('complete-download');

    await page.goto('/ai-profile/history');
    await expect(page.getByRole('link', { name: /코코 · 베이직 팩/ }).first()).toContainText('완성');
    await shot('history');
  });
});
