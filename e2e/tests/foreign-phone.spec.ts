// A pet owner's phone abroad or in English, and the shell on a bad connection.
// The product's times are Seoul's (spec): a phone set to Los Angeles and English, at 00:30 in Seoul (still the day
// before in Los Angeles), sees Seoul's day and times. On a slow or dropped connection the login is sent once and the
// page that could not arrive says "offline" once.
import { test, expect, apiUrl, demoToken, DEMO, remoteScreen, tabBar } from './fixtures';

const SEOUL = 9 * 3600_000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];

/** An instant's Seoul wall clock as the app writes it: '12월 4일 (금) 오후 2:45'. */
function seoulInstant(iso: string) {
  const t = new Date(Date.parse(iso) + SEOUL);
  const h = t.getUTCHours();
  const clock = `${h < 12 ? '오전' : '오후'} ${h % 12 === 0 ? 12 : h % 12}:${String(t.getUTCMinutes()).padStart(2, '0')}`;
  return `${t.getUTCMonth() + 1}월 ${t.getUTCDate()}일 (${WEEKDAYS[t.getUTCDay()]}) ${clock}`;
}

/** 00:30 in Seoul today (real time): 15:30 UTC the day before, and the morning of the day before in Los Angeles. */
function seoulHalfPastMidnight() {
  const seoulNow = new Date(Date.now() + SEOUL);
  return new Date(
    Date.UTC(seoulNow.getUTCFullYear(), seoulNow.getUTCMonth(), seoulNow.getUTCDate(), 0, 30) - SEOUL,
  );
}

test.describe('a phone set to Los Angeles and English, at 00:30 in Seoul', () => {
  test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });

  test("shows Seoul's day on 일정 and a deposit's deadline in Seoul time", async ({ page, loggedIn }) => {
    void loggedIn;
    const at = seoulHalfPastMidnight();
    await page.clock.setFixedTime(at);
    // The device's own calendar is on the day before: what the app shows must not follow it.
    expect(await page.evaluate(() => new Date().getDate())).not.toBe(
      new Date(at.getTime() + SEOUL).getUTCDate(),
    );

    await page.goto('/schedule');
    const seoulDay = seoulInstant(at.toISOString()).replace(/ 오전.*$/, '');
    await expect(page.getByRole('heading', { level: 2, name: seoulDay })).toBeVisible();
    // The calendar's 오늘 is Seoul's day too (react-day-picker took the phone's own date).
    const seoulDate = new Date(at.getTime() + SEOUL);
    await expect(page.getByRole('button', { name: /^오늘, / })).toHaveAccessibleName(
      new RegExp(
        `^오늘, ${seoulDate.getUTCFullYear()}년 ${seoulDate.getUTCMonth() + 1}월 ${seoulDate.getUTCDate()}일`,
      ),
    );

    const res = await fetch(`${apiUrl()}/v2/reservations`, {
      headers: { authorization: `Bearer ${await demoToken()}` },
    });
    const { data } = (await res.json()) as {
      data: { items: { reservationSeq: number; deposit: { paid: boolean; dueAt: string } | null }[] };
    };
    const unpaid = data.items.find((r) => r.deposit && !r.deposit.paid);
    expect(unpaid, 'the demo data has a deposit still to pay').toBeTruthy();
    await page.goto(`/deposit/${unpaid!.reservationSeq}`);
    await expect(page.getByText(`${seoulInstant(unpaid!.deposit!.dueAt)}까지 보내 주세요`)).toBeVisible();
  });
});

test.describe('the shell on a bad connection', () => {
  test('a 로그인 answered while the next tab is still arriving stays busy: a second tap sends no second login', async ({
    page,
  }) => {
    const logins: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/v2/login')) logins.push(r.url());
    });
    await page.goto('/auth/email');
    await page.getByLabel('이메일').fill(DEMO.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(DEMO.password);
    // The home tab's code arrives slowly, as on a weak signal.
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/shops/**', async (route) => {
      await slow;
      await route.continue();
    });
    const button = page.getByRole('button', { name: '로그인' }).last();
    await button.click();
    await expect.poll(() => logins.length).toBe(1);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await button.click({ force: true });
    release();
    await expect(remoteScreen(page, 'shops')).toBeVisible();
    expect(logins).toHaveLength(1);
  });

  test('a tab whose code is still arriving lights up at once when tapped, and opens when it arrives', async ({
    page,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/');
    await expect(remoteScreen(page, 'shops')).toBeVisible();
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/community/**', async (route) => {
      await slow;
      await route.continue();
    });
    const community = tabBar(page).getByRole('link', { name: '커뮤니티' });
    await community.click();
    await expect(community).toHaveAttribute('aria-busy', 'true');
    await expect(remoteScreen(page, 'shops')).toBeVisible();
    release();
    await expect(remoteScreen(page, 'community')).toBeVisible();
    await expect(community).toHaveAttribute('aria-current', 'page');
    await expect(community).not.toHaveAttribute('aria-busy');
  });

  test('offline, a screen that could not arrive says so once, not also in the banner above it', async ({
    page,
    context,
    loggedIn,
  }) => {
    void loggedIn;
    await page.goto('/');
    await expect(remoteScreen(page, 'shops')).toBeVisible();
    await context.setOffline(true);
    try {
      await page.locator('main a[href="/alim-paper"]').first().click();
      await expect(page.getByText('화면을 불러오지 못했어요')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(1);
      await expect(page.getByText(/인터넷/)).toHaveCount(1);
      await expect(page.getByText('인터넷 연결이 끊겼어요. 연결되면 이어서 할게요.')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    await expect(page.getByRole('heading', { name: '알림장' })).toBeVisible();
  });
});
