// The session ends while a post is open (it expired, or the person logged out on another phone): the comment they
// typed is refused, §8's alert offers 로그인하기, they log in again, and are back on the post with the comment still in
// the box, which then posts. The same for 프로필 수정's nickname, 마이페이지's pet sheet, 채팅 상담 준비's form and the
// pet sheet over it.
import type { Locator, Page } from '@playwright/test';
import { apiUrl, expect, logInFromAuthPage, test } from './fixtures';
import { api, chatShop, groomingProduct, seoulDay, staffLogin } from './booking-api';

/** A session of its own (the demo account's is shared with the other stories, and this one is ended). */
const ACCOUNT = { userId: 'community17@guardian.kr', password: 'guardian1234' };

async function apiLogin(account = ACCOUNT) {
  const res = await fetch(`${apiUrl()}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Logged out on another phone: the session this page holds is over. */
async function logOutElsewhere(token: string) {
  const out = await fetch(`${apiUrl()}/v2/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(out.ok).toBe(true);
}

/** A new pet typed into the sheet. */
interface NewPet {
  name: string;
  birthday: string;
  weight: string;
}

/**
 * Fills the pet sheet with a 말티즈, ends the session on another phone and taps 추가하기: §8's alert, 로그인하기, the
 * login; then, back on the page (`back`), the sheet is open with what was typed.
 */
async function addPetAcrossLogin(
  page: Page,
  sheet: Locator,
  {
    token,
    account,
    pet,
    back,
    login = (p) => logInFromAuthPage(p, { email: account.userId, password: account.password }),
  }: {
    token: string;
    account: typeof ACCOUNT;
    pet: NewPet;
    back: (url: URL) => boolean;
    /** From the login page: the e-mail form by default. */
    login?: (page: Page) => Promise<void>;
  },
) {
  await sheet.getByLabel('이름').fill(pet.name);
  await sheet.getByRole('button', { name: '말티즈' }).click();
  await sheet.getByRole('button', { name: '여아' }).click();
  await sheet.getByLabel('생일').fill(pet.birthday);
  await sheet.getByLabel('몸무게 (kg)').fill(pet.weight);

  await logOutElsewhere(token);
  await sheet.getByRole('button', { name: '추가하기' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('정상적인 접근이 아닙니다. 다시 시도해주세요.');
  await alert.getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await login(page);

  await expect(page).toHaveURL(back);
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel('이름')).toHaveValue(pet.name);
  await expect(sheet.getByLabel('생일')).toHaveValue(pet.birthday);
  await expect(sheet.getByLabel('몸무게 (kg)')).toHaveValue(pet.weight);
}

test('a comment typed after the session ended elsewhere survives the login and is posted', async ({
  page,
  context,
  baseURL,
}) => {
  const token = await apiLogin();
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/community');
  const feed = page.getByRole('feed', { name: '게시글 목록' });
  await feed.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/community\/\d+$/);
  const postPath = new URL(page.url()).pathname;
  const box = page.getByRole('textbox', { name: '댓글' });
  // Written at once, the thread there or not: the box and its 등록 stay where they are as the comments come
  // (community.spec: on a short post the comment box …).
  await expect(box).toBeVisible();
  // The page's own reads done (the chat badge's count follows its socket's opening): one answered after the logout
  // below would end the session on this phone before the 등록 this story is about.
  await page.waitForLoadState('networkidle');

  // Logged out on another phone: the session this page holds is over.
  const out = await fetch(`${apiUrl()}/v2/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(out.ok).toBe(true);

  const comment = `세션이 끝난 뒤에 쓴 긴 댓글이에요. 산책 코스 공유해 주셔서 고마워요 ${Date.now()}`;
  await box.fill(comment);
  await page.getByRole('button', { name: '등록' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('정상적인 접근이 아닙니다. 다시 시도해주세요.');
  await alert.getByRole('button', { name: '로그인하기' }).click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth' && url.searchParams.get('redirectUrl') === postPath,
  );
  await logInFromAuthPage(page, { email: ACCOUNT.userId, password: ACCOUNT.password });

  await expect(page).toHaveURL((url) => url.pathname === postPath);
  await expect(box).toHaveValue(comment);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('region', { name: '댓글' }).getByText(comment)).toBeVisible();
  await expect(box).toHaveValue('');
});

test('a nickname typed in 프로필 수정 after the session ended elsewhere: one message, and it is in the form after the login', async ({
  page,
  context,
  baseURL,
}) => {
  const account = { userId: 'community16@guardian.kr', password: 'guardian1234' };
  const token = await apiLogin(account);
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/my-info/profile/edit');
  const nickname = page.getByLabel('닉네임');
  await expect(nickname).not.toHaveValue('');

  const out = await fetch(`${apiUrl()}/v2/logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(out.ok).toBe(true);

  const typed = `새닉${Date.now() % 100000}`;
  await nickname.fill(typed);
  await page.getByRole('button', { name: '저장' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('정상적인 접근이 아닙니다. 다시 시도해주세요.');
  // The alert is the one message: no toast, no form error under it.
  await expect(page.getByRole('status').filter({ hasText: '로그인' })).toHaveCount(0);
  await expect(page.locator('form [role="alert"]')).toHaveCount(0);
  await alert.getByRole('button', { name: '로그인하기' }).click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth' && url.searchParams.get('redirectUrl') === '/my-info/profile/edit',
  );
  await logInFromAuthPage(page, { email: account.userId, password: account.password });
  await expect(page).toHaveURL((url) => url.pathname === '/my-info/profile/edit');
  await expect(nickname).toHaveValue(typed);
});

test('a pet being added in 마이페이지 when the session ended elsewhere: after the login the sheet is open with it, and it is added', async ({
  page,
  context,
  baseURL,
}) => {
  const account = { userId: 'community13@guardian.kr', password: 'guardian1234' };
  const token = await apiLogin(account);
  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto('/my-info');
  const pets = page.getByRole('region', { name: '내 반려동물' });
  await pets.getByRole('button', { name: /^(반려동물 )?추가$/ }).click();
  const sheet = page.getByRole('dialog', { name: '반려동물 추가' });
  const name = `세션콩이${Date.now() % 1000}`;
  await addPetAcrossLogin(page, sheet, {
    token,
    account,
    pet: { name, birthday: '2022-03-01', weight: '3.2' },
    back: (url) => url.pathname === '/my-info',
  });
  await sheet.getByRole('button', { name: '추가하기' }).click();
  await expect(sheet).toBeHidden();
  await expect(pets.getByRole('button', { name: `${name} 정보 수정` })).toBeVisible();
});

test('채팅 상담 준비 filled in when the session ended elsewhere: one alert, and after the login the form is as it was, and opens the room', async ({
  page,
  context,
  baseURL,
}) => {
  const account = { userId: 'community14@guardian.kr', password: 'guardian1234' };
  const token = await apiLogin(account);
  // A shop that takes chats (the chat story changes its form meanwhile: it keeps asking for a pet, '미용 상담' a type).
  const { shopId } = await chatShop();
  // A pet to ask about.
  const own = await api<{ name: string }[]>('GET', '/v2/chatting/pet', { token });
  const petName = own[0]?.name ?? '상담콩이';
  if (own.length === 0)
    await api('POST', '/v2/pets', {
      token,
      body: {
        name: petName,
        kind: 'DOG',
        breedSeq: 1,
        birthDate: '2021-05-01',
        weightKg: 3,
        sex: 'FEMALE',
        neutered: false,
      },
    });

  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto(`/chatting/prepare?shopId=${shopId}`);
  const guardian = page.getByLabel('보호자 이름');
  await expect(guardian).toBeVisible();
  const types = page.getByRole('button', { name: '미용 상담' });
  if (await types.count()) await types.click();
  const pet = page.getByRole('button', { name: petName, exact: true });
  // The only pet is chosen already (a tap would take it off); of several, the story picks its own.
  if (own.length <= 1) await expect(pet).toHaveAttribute('aria-pressed', 'true');
  else if (await pet.count()) await pet.click();
  const day = page.getByLabel('희망 날짜');
  if (await day.count()) await day.fill(seoulDay(5));
  const typed = `세션보호자${Date.now() % 1000}`;
  await guardian.fill(typed);

  await logOutElsewhere(token);
  await page.getByRole('button', { name: '상담 시작하기' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('정상적인 접근이 아닙니다. 다시 시도해주세요.');
  // The alert is the one message: none under the form.
  await expect(page.locator('form [role="alert"]')).toHaveCount(0);
  await alert.getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth');
  await logInFromAuthPage(page, { email: account.userId, password: account.password });

  await expect(page).toHaveURL((url) => url.pathname === '/chatting/prepare');
  await expect(guardian).toHaveValue(typed);
  if (await types.count()) await expect(types).toHaveAttribute('aria-pressed', 'true');
  if (await pet.count()) await expect(pet).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '상담 시작하기' }).click();
  await expect(page).toHaveURL(/\/chatting\/\d+$/);
});

test('a first pet being registered over 채팅 상담 준비 when the session ended elsewhere: after the login the sheet is open with it, over the form as it was', async ({
  page,
  context,
  baseURL,
}) => {
  const account = { userId: 'community18@guardian.kr', password: 'guardian1234' };
  const token = await apiLogin(account);
  // A shop that takes chats (the chat story changes its form meanwhile: it keeps asking for a pet, '미용 상담' a type).
  const { shopId } = await chatShop();
  // No pet yet: the form offers to register one in place.
  for (const pet of await api<{ petSeq: number }[]>('GET', '/v2/pets', { token }))
    await api('DELETE', `/v2/pets/${pet.petSeq}`, { token });

  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto(`/chatting/prepare?shopId=${shopId}`);
  const guardian = page.getByLabel('보호자 이름');
  await expect(guardian).toBeVisible();
  const typed = `첫상담보호자${Date.now() % 1000}`;
  await guardian.fill(typed);
  const noPet = page.getByRole('region', { name: '상담할 반려동물을 등록해 주세요' });
  await noPet.getByRole('button', { name: '반려동물 등록하기' }).click();
  const sheet = page.getByRole('dialog', { name: '반려동물 추가' });
  const name = `첫콩이${Date.now() % 1000}`;
  await addPetAcrossLogin(page, sheet, {
    token,
    account,
    pet: { name, birthday: '2023-04-01', weight: '2.8' },
    back: (url) => url.pathname === '/chatting/prepare',
  });
  await sheet.getByRole('button', { name: '추가하기' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL((url) => url.search === `?shopId=${shopId}`);
  await expect(page.getByRole('button', { name: name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(guardian).toHaveValue(typed);
  const type = page.getByRole('button', { name: '미용 상담' });
  if (await type.count()) await type.click();
  const day = page.getByLabel('희망 날짜');
  if (await day.count()) await day.fill(seoulDay(5));
  await page.getByRole('button', { name: '상담 시작하기' }).click();
  await expect(page).toHaveURL(/\/chatting\/\d+$/);
});

test('a pet being added while booking when the session ended elsewhere: after a login that left the site (Kakao, Apple), the sheet is open with it over the booking', async ({
  page,
  context,
  baseURL,
}) => {
  const account = { userId: 'community11@guardian.kr', password: 'guardian1234' };
  const token = await apiLogin(account);
  const staff = await staffLogin(1);
  const product = await groomingProduct(staff.shopId);

  await context.addCookies([{ name: 'access_token', value: token, url: baseURL!, sameSite: 'Lax' }]);
  await page.goto(`/online-reservation/${staff.shopId}/select-pet?product=${product.productSeq}`);
  await page.getByRole('button', { name: /^반려동물 (추가|등록하기)$/ }).click();
  const sheet = page.getByRole('dialog', { name: '반려동물 추가' });
  const name = `예약콩이${Date.now() % 1000}`;
  await addPetAcrossLogin(page, sheet, {
    token,
    account,
    pet: { name, birthday: '2022-06-01', weight: '3.6' },
    back: (url) => url.pathname === `/online-reservation/${staff.shopId}/select-pet`,
    // Kakao's and Apple's logins leave the site and come back to the address the login was asked for, alone: a page
    // load with none of this tab's history entries' state.
    login: async (p) => {
      const redirectUrl = new URL(p.url()).searchParams.get('redirectUrl');
      expect(redirectUrl).toContain('pet=new');
      const again = await apiLogin(account);
      await context.addCookies([{ name: 'access_token', value: again, url: baseURL!, sameSite: 'Lax' }]);
      await p.goto(redirectUrl!);
    },
  });
  await sheet.getByRole('button', { name: '추가하기' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
  await expect(page).toHaveURL((url) => url.searchParams.get('product') === String(product.productSeq));
});
