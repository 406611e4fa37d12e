// 홈 end to end (issue 15): the home tab logged out and as the demo owner (whose dog 코코 is a
// 말티즈 and cat 나비 a 코리안 숏헤어, so 우리 아이 맞춤 picks their breeds), an article read
// through to a shop it mentions, the breed guide's initial-consonant search, and an event whose
// coupon is taken once. Real API with its seeded content, composed site.
import { test, expect, apiUrl } from './fixtures';

test.describe('홈: curated content, picks, events', () => {
  test('logged out, 홈 shows the curated series and events but no picks', async ({ page }) => {
    await page.goto('/curation');
    const series = page.getByRole('region', { name: '처음 만나는 반려생활' });
    await expect(series.getByRole('link', { name: /강아지 첫 미용, 언제 어떻게 시작할까/ })).toBeVisible();
    await expect(page.getByRole('region', { name: '겨울 케어 가이드' })).toBeVisible();
    await expect(page.getByRole('region', { name: '우리 아이 맞춤' })).toHaveCount(0);
    // The lower half loads when the reader scrolls near it: bring its placeholder (or, when it was
    // near already, the loaded events row) into view.
    const events = page.getByRole('region', { name: '진행 중인 이벤트' });
    await page.getByLabel('이벤트와 매장을 불러오는 중').or(events).first().scrollIntoViewIfNeeded();
    await expect(events.getByRole('link', { name: /첫 미용 20% 할인/ })).toBeVisible();
  });

  test("logged in, 우리 아이 맞춤 picks contents for the demo pets' breeds", async ({ page, loggedIn }) => {
    void loggedIn;
    await page.goto('/curation');
    const picks = page.getByRole('region', { name: '우리 아이 맞춤' });
    // Other stories add pets to the shared demo account: the sentence names the first two and counts the rest
    // ("코코, 두부 외 2마리의 품종(말티즈, 코리안 숏헤어 외 1종)"), so only the first of each is sure.
    await expect(picks.getByText(/^코코.*의 품종\(말티즈.*\)에 맞춘 글$/)).toBeVisible();
    await expect(picks.getByRole('link', { name: /우리 집에 고양이가 왔어요/ })).toBeVisible();
    await expect(picks.getByRole('link', { name: /강아지 첫 미용/ })).toBeVisible();
  });

  test('reads an article, then opens a shop it mentions', async ({ page }) => {
    const shop = (await (await fetch(`${apiUrl()}/v2/shop?shopId=1`)).json()).data as { name: string };
    await page.goto('/curation');
    await page
      .getByRole('region', { name: '처음 만나는 반려생활' })
      .getByRole('link', { name: /강아지 첫 미용, 언제 어떻게 시작할까/ })
      .click();
    await expect(page).toHaveURL(/\/curation\/\d+\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: '강아지 첫 미용, 언제 어떻게 시작할까' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '언제 시작하면 좋을까요' })).toBeVisible();
    // One h1 per page, the article's: the bar's series title is not a heading of its own.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('img', { name: '빗과 별 모양 그림' })).toBeVisible();
    await expect(page.getByRole('region', { name: '시리즈 다음 글' })).toContainText(
      '우리 집에 고양이가 왔어요',
    );

    const mentioned = page.getByRole('region', { name: '이 글에 나온 매장' });
    await mentioned.getByRole('link', { name: new RegExp(shop.name) }).click();
    await expect(page).toHaveURL(/\/shop\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('finds 포메라니안 in the breed guide by ㅍㅁ and reads its care notes', async ({ page }) => {
    await page.goto('/curation/breed');
    await page.getByRole('searchbox', { name: '품종 검색' }).fill('ㅍㅁ');
    await page.getByRole('link', { name: /포메라니안/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '포메라니안' })).toBeVisible();
    await expect(page.getByRole('region', { name: '관리 노트' })).toContainText('털 관리');
  });

  test('opens the events: running first, ended greyed with 종료; a coupon needs login', async ({ page }) => {
    await page.goto('/event');
    const cards = page.getByRole('listitem');
    await expect(cards.first()).toContainText('진행 중');
    await expect(cards.last()).toContainText('종료');
    await page.getByRole('link', { name: /첫 미용 20% 할인/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '첫 미용 20% 할인' })).toBeVisible();
    await expect(page.getByText(/^기간 /)).toBeVisible();
    await page.getByRole('button', { name: '로그인하고 쿠폰 받기' }).click();
    await expect(page).toHaveURL(/\/auth\?redirectUrl=/);
  });

  test('logged in, takes an event coupon once and finds it in 쿠폰함', async ({ page, loggedIn }) => {
    void loggedIn;
    await page.goto('/event');
    await page.getByRole('link', { name: /유치원 체험 수업/ }).click();
    await expect(page.getByText('5,000원 할인', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '쿠폰 받기' }).click();
    await expect(page.getByText('쿠폰함에 담긴 쿠폰이에요.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('쿠폰함에 담긴 쿠폰이에요.')).toBeVisible();
    await expect(page.getByRole('button', { name: '쿠폰 받기' })).toHaveCount(0);
    await page.getByRole('button', { name: '쿠폰함에서 보기' }).click();
    await expect(page).toHaveURL(/\/coupon\/\d+$/);
    await expect(page.getByText('이용권 5,000원 할인 쿠폰').first()).toBeVisible();
  });
});
