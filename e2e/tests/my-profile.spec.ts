// 마이페이지 → 프로필 수정: the owner picks a photo from the phone as their profile picture (shrunk, uploaded,
// claimed on 저장) and can go back to the initial; the picture is served by the API through signed links.
import { test, expect, demoToken } from './fixtures';
import { api } from './booking-api';

/** A 32×32 PNG (the file a phone's picker hands over). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAKklEQVR42mM4UWFDU8QwasGoBaMWjFowasGoBaMWjFowasGoBaMWDBULAFhN8EwEYLp/AAAAAElFTkSuQmCC',
  'base64',
);

test.describe('프로필 사진', () => {
  test('a photo picked on 프로필 수정 becomes the picture on 마이페이지; 기본 이미지로 removes it', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/my-info/profile/edit');
    const picture = page.getByRole('group', { name: '프로필 사진' });
    await expect(picture.getByRole('button', { name: '사진 변경' })).toBeVisible();

    await page.getByLabel('프로필 사진 선택').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('프로필을 저장했어요.')).toBeVisible();
    await expect(page).toHaveURL(/\/my-info\/profile$/);

    const me = await api<{ profileImageUrl: string | null }>('GET', '/v2/me', { token: await demoToken() });
    expect(me.profileImageUrl).toMatch(/\/v2\/media\/\d+\/w320\?exp=\d+&sig=/);
    const shown = page.locator('main img').first();
    await expect(shown).toHaveAttribute('src', /\/v2\/media\/\d+\/w320/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto('/my-info/profile/edit');
    await page.getByRole('button', { name: '기본 이미지로' }).click();
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('프로필을 저장했어요.')).toBeVisible();
    const after = await api<{ profileImageUrl: string | null }>('GET', '/v2/me', {
      token: await demoToken(),
    });
    expect(after.profileImageUrl).toBeNull();
    await expect(page.locator('main img')).toHaveCount(0);
  });
});
