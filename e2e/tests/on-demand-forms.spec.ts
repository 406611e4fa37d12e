// Forms that open on a tap over another screen load their code after the screen (issue 10: the form
// library stays out of the screen's first load), yet open and send through the composed site.
import { test, expect } from './fixtures';

test.describe('forms loaded on demand', () => {
  test('입점 요청: with no shop matching, the request form opens from the results and is sent', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    // Every facility at once in 유치원: nothing matches, so the empty state offers the request.
    await page.goto('/shop/result?category=KINDERGARTEN&facilitiesSeqs=1,2,3,4,5,6,7,8,9,10');
    await expect(page.getByText('조건에 맞는 매장이 없어요')).toBeVisible();
    await expect(page.getByText('찾는 매장이 없나요?')).toBeVisible();
    await page.getByRole('button', { name: '입점 요청하기' }).click();
    const sheet = page.getByRole('dialog', { name: '입점 요청하기' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: '요청 보내기' }).click();
    await expect(sheet.getByText('매장 이름을 입력해 주세요')).toBeVisible();
    await sheet.getByLabel('매장 이름 (필수)').fill('멍멍 살롱 성수점');
    await sheet.getByLabel('전화번호').fill('02-123-4567');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/v2/shop/request-register'),
    );
    await sheet.getByRole('button', { name: '요청 보내기' }).click();
    expect((await sent).postDataJSON()).toEqual({ shopName: '멍멍 살롱 성수점', phone: '02-123-4567' });
    await expect(page.getByText('입점 요청을 보냈어요. 매장에 연락해 볼게요!')).toBeVisible();
    await expect(sheet).toBeHidden();
  });

  test('회원 탈퇴: the reason sheet opens from 설정 and leads to the last confirmation', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/my-info/setting');
    await page.getByRole('button', { name: '회원 탈퇴' }).click();
    const sheet = page.getByRole('dialog', { name: '탈퇴하시는 이유를 알려 주세요' });
    await expect(sheet).toBeVisible();
    // 다음 before a reason: not a dead grey button, it says what it waits for and takes the focus to the reasons.
    await sheet.getByRole('button', { name: '다음' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('탈퇴 사유를 골라 주세요.');
    await expect(sheet.getByLabel('자주 이용하지 않아요')).toBeFocused();
    await sheet.getByLabel('기타').check();
    await sheet.getByPlaceholder('탈퇴 사유를 적어 주세요.').fill('테스트');
    await sheet.getByRole('button', { name: '다음' }).click();
    const confirm = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
    await expect(confirm).toBeVisible();
    // Not this time: the demo account is shared by the other stories.
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(confirm).toBeHidden();
  });
});
