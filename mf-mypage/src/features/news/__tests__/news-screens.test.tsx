import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost, apiPut, queryKeys, toast, useSessionStore } from '@guardian/shared';
import { fakeApp, registeredTokens } from '../../../test/fake-app';
import { renderAt, testQueryClient } from '../../../test/render-at';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import type { Notification, NotificationSetting } from '../api/types';
import { NewsScreen } from '../components/news-screen';
import { NewsSettingScreen } from '../components/news-setting-screen';
import { APP_ANSWER_WAIT_MS } from '../lib/use-push-toggle';
import { awayUntil } from '@guardian/shared/test/away';
import { doubleTap } from '@guardian/shared/test/double-tap';

vi.mock('@guardian/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@guardian/shared')>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  apiPut: vi.fn(),
}));

const routes = [
  { path: '/news', Component: NewsScreen },
  { path: '/news/setting', Component: NewsSettingScreen },
  { path: '*', element: <p>다른 화면</p> },
];

const DAY = 86_400_000;
const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const n = (over: Partial<Notification>): Notification => ({
  notificationSeq: 1,
  kind: 'NOTICE',
  title: '멍멍살롱 새 공지',
  body: '12월 휴무 안내',
  link: '/notice/7',
  pushed: true,
  createdAt: at(60_000),
  readAt: null,
  ...over,
});
const page = (items: Notification[]) => ({
  items,
  page: 0,
  size: 30,
  total: items.length,
  hasNext: false,
  unread: items.filter((i) => !i.readAt).length,
});
const SETTINGS: NotificationSetting[] = [
  { kind: 'RESERVATION_STATUS', label: '예약', description: '예약 확정, 취소, 방문 완료', enabled: true },
  { kind: 'ALIM_PAPER', label: '알림장', description: '매장이 보낸 새 알림장', enabled: true },
  { kind: 'ALBUM', label: '앨범', description: '매장이 올린 새 앨범', enabled: true },
  { kind: 'NOTICE', label: '공지', description: '다니는 매장의 새 공지', enabled: true },
  { kind: 'CHAT', label: '채팅', description: '매장과의 채팅 메시지', enabled: true },
];

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset().mockResolvedValue(null);
  vi.mocked(apiPut).mockReset();
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  localStorage.clear();
});

afterEach(() => vi.unstubAllGlobals());

describe('알림 /news', () => {
  it('groups notifications by day with an icon per kind, marks unread ones, and a tap reads and opens the screen', async () => {
    // Noon in Seoul: a minute ago is today and a day ago yesterday at any hour the suite runs (just after midnight,
    // a minute ago was yesterday).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-03T03:00:00Z') });
    onTestFinished(() => void vi.useRealTimers());
    vi.mocked(apiGet).mockResolvedValue(
      page([
        n({ notificationSeq: 3 }),
        n({
          notificationSeq: 2,
          kind: 'RESERVATION_STATUS',
          title: '예약이 확정되었어요',
          link: '/schedule/5',
          createdAt: at(DAY + 60_000),
          readAt: at(DAY),
        }),
        n({ notificationSeq: 1, kind: 'ALBUM', title: '새 앨범', pushed: false, createdAt: at(9 * DAY) }),
      ]),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/news', routes);

    expect(screen.getByLabelText('알림을 불러오는 중')).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: '오늘' });
    expect(
      within(today).getByRole('button', { name: /^읽지 않음 공지 \S+ \S+ 멍멍살롱 새 공지 / }),
    ).toBeInTheDocument();
    const yesterday = screen.getByRole('region', { name: '어제' });
    expect(
      within(yesterday).getByRole('button', { name: /^예약 \S+ \S+ 예약이 확정되었어요 / }),
    ).toHaveAttribute('data-read', 'true');
    // A kind that was turned off is listed, marked as not pushed.
    expect(screen.getByRole('button', { name: /^읽지 않음 앨범 · 알림 꺼둠 .* 새 앨범 / })).toHaveTextContent(
      '알림 꺼둠',
    );
    expect(screen.getByText('읽지 않은 알림 2개')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^읽지 않음 공지 .* 멍멍살롱 새 공지 / }));
    expect(apiPost).toHaveBeenCalledWith('/v2/notifications/3/read');
    expect(router.state.location.pathname).toBe('/notice/7');
  });

  // The decision behind it: each 알림 is one button, and a link inside a button is invalid (and a tap on the text
  // must open the chat, where the message's address and number are links).
  it('keeps an address and a number in a chat 알림 part of its button, which opens the chat', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      page([
        n({
          kind: 'CHAT',
          title: '멍멍살롱의 새 메시지',
          body: '예약 naver.me/abc 또는 010-1234-5678',
          link: '/chatting/3',
        }),
      ]),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/news', routes);

    const item = await screen.findByRole('button', { name: /예약 naver\.me\/abc 또는 010-1234-5678/ });
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(item).getByText('예약 naver.me/abc 또는 010-1234-5678'));
    expect(router.state.location.pathname).toBe('/chatting/3');
  });

  it('a double tap on a notification reads it once and opens its screen once', async () => {
    vi.mocked(apiGet).mockResolvedValue(page([n({ notificationSeq: 3 })]));
    // The notice is another tab's screen: its code is still loading when the second tap lands.
    let loaded: () => void = () => {};
    const notice = {
      path: '/notice/:id',
      lazy: () =>
        new Promise<{ element: ReactNode }>((resolve) => {
          loaded = () => resolve({ element: <p>공지 화면</p> });
        }),
    };
    const user = userEvent.setup();
    const { router } = renderAt('/news', [notice, ...routes]);
    const navigations = new Set<string>();
    router.subscribe((state) => {
      if (state.navigation.location) navigations.add(state.navigation.location.key);
    });

    await user.dblClick(await screen.findByRole('button', { name: /멍멍살롱 새 공지/ }));
    await act(async () => loaded());

    expect(await screen.findByText('공지 화면')).toBeInTheDocument();
    expect(navigations.size).toBe(1);
    expect(apiPost).toHaveBeenCalledTimes(1);
    expect(apiPost).toHaveBeenCalledWith('/v2/notifications/3/read');
  });

  it('is a tab page under the shell’s bar: its name heads the page over 모두 읽음 and 알림 설정, with no second bar', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/notifications/settings' ? SETTINGS : page([n({})]),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/news', routes);
    const settings = await screen.findByRole('button', { name: '알림 설정' });
    const heading = screen.getByRole('heading', { level: 1, name: '알림' });
    // The page's own bar (a <header>) sat under the shell's 가디언 bar: 56 px more, 48 on a phone on its side.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(heading.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(settings);
    expect(router.state.location.pathname).toBe('/news/setting');
    expect(await screen.findByRole('switch', { name: '공지 알림' })).toBeInTheDocument();
  });

  it('모두 읽음 marks everything read and shows the list read', async () => {
    vi.mocked(apiGet)
      .mockResolvedValueOnce(page([n({ notificationSeq: 3 })]))
      .mockResolvedValue(page([n({ notificationSeq: 3, readAt: at(0) })]));
    vi.mocked(apiPost).mockResolvedValue({ read: 1 });
    const user = userEvent.setup();
    renderAt('/news', routes);

    await user.click(await screen.findByRole('button', { name: '모두 읽음' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/notifications/read-all');
    expect(await screen.findByText('모두 읽었어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
  });

  it('says 모두 읽었어요 in a live region after 모두 읽음, so a screen reader hears it went through', async () => {
    vi.mocked(apiGet)
      .mockResolvedValueOnce(page([n({ notificationSeq: 3 })]))
      .mockResolvedValue(page([n({ notificationSeq: 3, readAt: at(0) })]));
    vi.mocked(apiPost).mockResolvedValue({ read: 1 });
    const user = userEvent.setup();
    renderAt('/news', routes);

    const count = await screen.findByText('읽지 않은 알림 1개');
    expect(count).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(count).toHaveTextContent('모두 읽었어요'));
  });

  it('says what will arrive when there is nothing yet, and offers the settings', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/notifications/settings' ? SETTINGS : page([]),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/news', routes);
    expect(await screen.findByText('아직 받은 알림이 없어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '알림 설정' }));
    expect(router.state.location.pathname).toBe('/news/setting');
    expect(await screen.findByRole('switch', { name: '공지 알림' })).toBeInTheDocument();
  });

  it('a page that fails under 더 보기 says why and keeps the notifications already shown', async () => {
    vi.mocked(apiGet)
      .mockResolvedValueOnce({ ...page([n({ notificationSeq: 3 })]), hasNext: true })
      .mockRejectedValueOnce(
        new ApiError({ resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.', status: 0 }),
      )
      .mockResolvedValue({ ...page([n({ notificationSeq: 2, title: '지난주 공지' })]), page: 1 });
    const user = userEvent.setup();
    renderAt('/news', routes);

    await user.click(await screen.findByRole('button', { name: '더 보기' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 연결을 확인해 주세요.');
    expect(screen.getByText('멍멍살롱 새 공지')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByText('지난주 공지')).toBeInTheDocument();
    expect(screen.getByText('멍멍살롱 새 공지')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists each 알림 once when a new one arrived between two pages, and writes a long-time customer’s unread count 1,234', async () => {
    // 31 알림 newest first; page 0 holds seq 31..2. A new one (32) arrives, so page 1 starts at seq 2 again.
    const first = Array.from({ length: 30 }, (_, i) =>
      n({ notificationSeq: 31 - i, title: `공지 ${31 - i}` }),
    );
    vi.mocked(apiGet)
      .mockResolvedValueOnce({ ...page(first), total: 1233, unread: 1233, hasNext: true })
      .mockResolvedValueOnce({
        ...page([n({ notificationSeq: 2, title: '공지 2' }), n({ notificationSeq: 1, title: '공지 1' })]),
        page: 1,
        total: 1234,
        unread: 1234,
      });
    const user = userEvent.setup();
    renderAt('/news', routes);
    expect(await screen.findByText('읽지 않은 알림 1,233개')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '더 보기' }));

    expect(await screen.findByText('공지 1')).toBeInTheDocument();
    expect(screen.getAllByText('공지 2')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(31);
  });

  it('keeps 모두 읽음 and 알림 설정 on one line each beside a long unread count (at 320 px they broke in two)', async () => {
    const remove = applyStylesheet('../components/news.module.css', import.meta.url);
    vi.mocked(apiGet).mockResolvedValue({ ...page([n({})]), unread: 1234 });
    renderAt('/news', routes);
    const count = await screen.findByText('읽지 않은 알림 1,234개');
    const markAll = screen.getByRole('button', { name: '모두 읽음' });

    expect(getComputedStyle(markAll).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByRole('button', { name: '알림 설정' })).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(count).minWidth).toBe('0px');
    remove();
  });

  it('puts 알림 설정 under 모두 읽음 when the two do not fit side by side (200% on a 320 px phone)', async () => {
    const remove = applyStylesheet('../components/news.module.css', import.meta.url);
    vi.mocked(apiGet).mockResolvedValue({ ...page([n({})]), unread: 11 });
    renderAt('/news', routes);
    await screen.findByText('읽지 않은 알림 11개');
    const actions = screen.getByRole('button', { name: '모두 읽음' }).parentElement!;

    // Held at their width side by side (flex: none), they widened the page by 7 px and it scrolled sideways.
    expect(getComputedStyle(actions).flexShrink).toBe('1');
    expect(getComputedStyle(actions).flexWrap).toBe('wrap');
    expect(getComputedStyle(actions).justifyContent).toBe('flex-end');
    remove();
  });

  it('puts 모두 읽음 and 알림 설정 under the unread count when large text leaves the count under 8 em', async () => {
    const remove = applyStylesheet('../components/news.module.css', import.meta.url);
    vi.mocked(apiGet).mockResolvedValue({ ...page([n({})]), unread: 11 });
    renderAt('/news', routes);
    const count = await screen.findByText('읽지 않은 알림 11개');
    const actions = screen.getByRole('button', { name: '모두 읽음' }).parentElement!;

    // At 200% the count was squeezed to one letter a line beside the buttons.
    expect(getComputedStyle(count.parentElement!).flexWrap).toBe('wrap');
    expect(getComputedStyle(count).flexBasis).toBe('8em');
    expect(getComputedStyle(actions).marginLeft).toBe('auto');
    remove();
  });

  it('shows the notifications that came meanwhile when the page is shown again after a while', async () => {
    vi.mocked(apiGet).mockResolvedValue(page([n({ notificationSeq: 1, readAt: at(1000) })]));
    renderAt('/news', routes);
    expect(await screen.findByText('모두 읽었어요')).toBeInTheDocument();

    // The phone is put away with 알림 open; an 알림장 arrives; an hour later the page is shown again.
    vi.mocked(apiGet).mockResolvedValue(
      page([
        n({ notificationSeq: 2, kind: 'ALIM_PAPER', title: '콩이의 알림장이 왔어요', link: '/alim-paper/9' }),
        n({ notificationSeq: 1, readAt: at(1000) }),
      ]),
    );
    const now = Date.now();
    const later = vi.spyOn(Date, 'now').mockReturnValue(now + 60 * 60_000);
    try {
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      expect(await screen.findByText('콩이의 알림장이 왔어요')).toBeInTheDocument();
      expect(screen.getByText('읽지 않은 알림 1개')).toBeInTheDocument();
    } finally {
      later.mockRestore();
      focusManager.setFocused(undefined);
    }
  });

  it('looked at again the next morning, calls last night’s 알림 어제, whether or not the list is read again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-03T14:50:00Z') }); // 23:50 in Seoul
    onTestFinished(() => void vi.useRealTimers());
    vi.mocked(apiGet).mockResolvedValue(page([n({ createdAt: '2026-12-03T14:40:00Z' })]));
    renderAt('/news', routes);
    expect(await screen.findByRole('heading', { name: '오늘' })).toBeInTheDocument();

    // Put away before midnight and shown again at 08:00, offline: the list cannot be read again.
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    awayUntil('2026-12-03T23:00:00Z');
    expect(await screen.findByRole('heading', { name: '어제' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '오늘' })).not.toBeInTheDocument();
    expect(screen.getByText('멍멍살롱 새 공지')).toBeInTheDocument();
  });

  it('shows the error with 다시 시도', async () => {
    vi.mocked(apiGet)
      .mockRejectedValueOnce(
        new ApiError({ resultCode: 'INTERNAL_ERROR', message: '일시적인 오류예요.', status: 500 }),
      )
      .mockResolvedValue(page([n({})]));
    const user = userEvent.setup();
    renderAt('/news', routes);
    expect(await screen.findByText('일시적인 오류예요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('멍멍살롱 새 공지')).toBeInTheDocument();
  });
});

describe('알림 설정 /news/setting', () => {
  it('turns one kind off and keeps the others; a failure puts the switch back with the reason', async () => {
    vi.mocked(apiGet).mockResolvedValue(SETTINGS);
    vi.mocked(apiPut)
      .mockResolvedValueOnce(SETTINGS.map((s) => (s.kind === 'NOTICE' ? { ...s, enabled: false } : s)))
      .mockRejectedValueOnce(
        new ApiError({ resultCode: 'INTERNAL_ERROR', message: '저장하지 못했어요.', status: 500 }),
      );
    const failed = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderAt('/news/setting', routes, testQueryClient());

    const notice = await screen.findByRole('switch', { name: '공지 알림' });
    expect(notice).toHaveAttribute('aria-checked', 'true');
    await user.click(notice);
    expect(apiPut).toHaveBeenCalledWith('/v2/notifications/settings', { kind: 'NOTICE', enabled: false });
    await waitFor(() => expect(notice).toHaveAttribute('aria-checked', 'false'));
    expect(screen.getByRole('switch', { name: '앨범 알림' })).toHaveAttribute('aria-checked', 'true');

    const album = screen.getByRole('switch', { name: '앨범 알림' });
    await user.click(album);
    await waitFor(() => expect(album).toHaveAttribute('aria-checked', 'true'));
    expect(failed).toHaveBeenCalledWith('저장하지 못했어요.');
    // The list is called what its screen is titled: 알림.
    expect(
      screen.getByText('꺼 둔 종류도 알림 화면에는 그대로 남아요. 푸시 알림만 보내지 않아요.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/소식 목록/)).not.toBeInTheDocument();
  });

  it('a switch turned off stays off while saving even when the settings are re-read meanwhile, then stays off', async () => {
    const off = SETTINGS.map((s) => (s.kind === 'NOTICE' ? { ...s, enabled: false } : s));
    vi.mocked(apiGet).mockResolvedValue(SETTINGS);
    let answer!: (settings: NotificationSetting[]) => void;
    vi.mocked(apiPut).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const client = testQueryClient();
    const user = userEvent.setup();
    renderAt('/news/setting', routes, client);
    const notice = await screen.findByRole('switch', { name: '공지 알림' });

    await user.click(notice);
    expect(notice).toHaveAttribute('aria-checked', 'false');
    // Busy, not disabled: the focus stays on the switch while it saves.
    expect(notice).toHaveAttribute('aria-busy', 'true');
    expect(notice).toHaveFocus();
    // The list lands before the save's own answer has settled (a re-read, or the answer's data a render ahead of
    // the save's end): the switch showed "on" again until the save ended, a flicker on a phone.
    await act(async () => {
      client.setQueryData(queryKeys.notifications.settings(), off);
      await new Promise((r) => setTimeout(r, 10)); // React Query tells the page on its next task
    });
    expect(notice).toHaveAttribute('aria-checked', 'false');
    await act(async () => answer(off));
    await waitFor(() => expect(notice).not.toHaveAttribute('aria-busy'));
    expect(notice).toHaveAttribute('aria-checked', 'false');
  });

  it('in a browser without push support, the device switch is off and says why', async () => {
    vi.mocked(apiGet).mockResolvedValue(SETTINGS);
    renderAt('/news/setting', routes);
    const device = await screen.findByRole('switch', { name: '브라우저 알림' });
    await waitFor(() => expect(device).toBeDisabled());
    expect(screen.getByText(/이 브라우저에서는 알림을 받을 수 없어요/)).toBeInTheDocument();
  });

  it('in the app, asks the bridge for the push token and registers it with the API', async () => {
    const app = fakeApp();
    const registered = registeredTokens();
    vi.mocked(apiGet).mockResolvedValue(SETTINGS);
    renderAt('/news/setting', routes);

    const device = await screen.findByRole('switch', { name: '앱 푸시 알림' });
    await app.answer('fcm-token-123456', 'ANDROID');
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'true'));
    expect(registered()).toEqual([{ token: 'fcm-token-123456', platform: 'ANDROID' }]);
  });

  it('in the app, notifications refused in the phone say where to allow them', async () => {
    const app = fakeApp();
    vi.mocked(apiGet).mockResolvedValue(SETTINGS);
    renderAt('/news/setting', routes);

    const device = await screen.findByRole('switch', { name: '앱 푸시 알림' });
    await app.answer(null, 'ANDROID');

    await waitFor(() => expect(device).toBeDisabled());
    expect(
      screen.getByText('알림이 차단되어 있어요. 휴대폰 설정에서 가디언 앱의 알림을 허용해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/이 사이트의 알림/)).not.toBeInTheDocument();
  });
  it('in the app, turning push off unregisters the token, and the next visit leaves it off', async () => {
    const { asked: posted, answer } = fakeApp();
    const registered = registeredTokens();
    vi.mocked(apiGet).mockResolvedValue(SETTINGS);
    const user = userEvent.setup();
    const first = renderAt('/news/setting', routes);
    const device = await screen.findByRole('switch', { name: '앱 푸시 알림' });
    await answer('apns-token-123456');
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'true'));

    await user.click(device);

    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'false'));
    expect(apiPost).toHaveBeenCalledWith('/v2/notifications/push/unsubscribe', {
      endpoint: 'apns-token-123456',
    });
    expect(screen.getByText('켜면 앱을 닫아도 새 소식을 알려 드려요.')).toBeInTheDocument();

    expect(registered()).toEqual([{ token: 'apns-token-123456', platform: 'IOS' }]);
    first.unmount();
    posted.length = 0;
    vi.mocked(apiPost).mockClear();
    renderAt('/news/setting', routes);
    const again = await screen.findByRole('switch', { name: '앱 푸시 알림' });
    await waitFor(() => expect(again).toBeEnabled());
    expect(again).toHaveAttribute('aria-checked', 'false');
    expect(posted).not.toContain('REQUEST_PUSH_TOKEN');

    // On again: the app is asked for its token, which is registered.
    await user.click(again);
    await answer('apns-token-123456');
    await waitFor(() => expect(again).toHaveAttribute('aria-checked', 'true'));
    // Registered again (the calls before were cleared).
    expect(registered()).toEqual([{ token: 'apns-token-123456', platform: 'IOS' }]);
  });

  it('in an app that never answers, says so after a while and asks again with 다시 확인', async () => {
    const { asked: posted, answer } = fakeApp();
    const registered = registeredTokens();
    vi.mocked(apiGet).mockResolvedValue(SETTINGS);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let device: HTMLElement;
    try {
      renderAt('/news/setting', routes);
      device = screen.getByRole('switch', { name: '앱 푸시 알림' });
      await vi.waitFor(() => expect(posted).toEqual(['REQUEST_PUSH_TOKEN']));
      expect(device).toBeDisabled();
      expect(screen.getByText('확인하는 중…')).toBeInTheDocument();
      // It hung here for good: the switch disabled, "확인하는 중…", nothing to tap.
      await act(() => vi.advanceTimersByTimeAsync(APP_ANSWER_WAIT_MS));
    } finally {
      vi.useRealTimers();
    }
    expect(
      screen.getByText(
        '앱에서 알림 상태를 확인하지 못했어요. 앱을 최신 버전으로 업데이트하거나 다시 시도해 주세요.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('확인하는 중…')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '다시 확인' }));
    await waitFor(() => expect(posted).toEqual(['REQUEST_PUSH_TOKEN', 'REQUEST_PUSH_TOKEN']));
    await answer('fcm-late-1', 'ANDROID');
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'true'));
    expect(screen.queryByRole('button', { name: '다시 확인' })).not.toBeInTheDocument();
    expect(registered()).toEqual([{ token: 'fcm-late-1', platform: 'ANDROID' }]);
  });
});

// A busy phone's double tap: both taps land before the screen is drawn again (doubleTap), and each is one change.
describe('a double tap sends one change', () => {
  it('모두 읽음 marks everything read once', async () => {
    vi.mocked(apiGet)
      .mockResolvedValueOnce(page([n({ notificationSeq: 3 })]))
      .mockResolvedValue(page([n({ notificationSeq: 3, readAt: at(0) })]));
    vi.mocked(apiPost).mockResolvedValue({ read: 1 });
    renderAt('/news', routes);
    doubleTap(await screen.findByRole('button', { name: '모두 읽음' }));
    expect(await screen.findByText('모두 읽었어요')).toBeInTheDocument();
    expect(
      vi.mocked(apiPost).mock.calls.filter(([url]) => url === '/v2/notifications/read-all'),
    ).toHaveLength(1);
  });

  it('a notification with nothing to open is marked read once', async () => {
    vi.mocked(apiGet).mockResolvedValue(page([n({ notificationSeq: 4, link: null })]));
    renderAt('/news', routes);
    doubleTap(await screen.findByRole('button', { name: /멍멍살롱 새 공지/ }));
    await waitFor(() => expect(apiPost).toHaveBeenCalledWith('/v2/notifications/4/read'));
    await act(async () => {});
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('a kind’s switch is saved once, busy from the tap', async () => {
    vi.mocked(apiGet).mockResolvedValue(SETTINGS);
    vi.mocked(apiPut).mockResolvedValue(
      SETTINGS.map((s) => (s.kind === 'NOTICE' ? { ...s, enabled: false } : s)),
    );
    renderAt('/news/setting', routes, testQueryClient());
    const notice = await screen.findByRole('switch', { name: '공지 알림' });
    doubleTap(notice);
    expect(notice).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(notice).not.toHaveAttribute('aria-busy'));
    expect(notice).toHaveAttribute('aria-checked', 'false');
    expect(apiPut).toHaveBeenCalledTimes(1);
  });

  it('in the app, 앱 푸시 알림 turned off unregisters the token once', async () => {
    const app = fakeApp();
    registeredTokens();
    vi.mocked(apiGet).mockResolvedValue(SETTINGS);
    renderAt('/news/setting', routes);
    const device = await screen.findByRole('switch', { name: '앱 푸시 알림' });
    await app.answer('apns-token-1');
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'true'));
    vi.mocked(apiPost).mockClear();
    doubleTap(device);
    await waitFor(() => expect(device).toHaveAttribute('aria-checked', 'false'));
    expect(
      vi.mocked(apiPost).mock.calls.filter(([url]) => url === '/v2/notifications/push/unsubscribe'),
    ).toHaveLength(1);
  });
});
