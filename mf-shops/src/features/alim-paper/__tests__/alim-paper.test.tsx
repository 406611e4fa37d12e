import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  publicGet,
  queryKeys,
  useMe,
  useSessionStore,
} from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';
import { renderAt } from './render';
import { AlimPaperListScreen } from '../components/alim-paper-list-screen';
import { AlimPaperScreen } from '../components/alim-paper-screen';
import { SharedAlimPaperScreen } from '../components/shared-alim-paper-screen';
import { alimPaper, item, page } from './fixtures';
import { REPLY_DRAFTS_STORAGE_KEY, useReplyDraftStore } from '../lib/reply-draft';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  apiDelete: vi.fn(),
  publicGet: vi.fn(),
  useMe: vi.fn(),
}));

const pets = [
  { petSeq: 1, name: '코코' },
  { petSeq: 2, name: '나비' },
];

afterEach(() => vi.useRealTimers());

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiDelete).mockReset();
  vi.mocked(publicGet).mockReset();
  vi.mocked(useMe).mockReturnValue({ data: { pets, userShops: [{ shopId: 11 }] } } as never);
  useReplyDraftStore.setState({ drafts: {} });
  sessionStorage.clear();
});

const listRoutes = [
  { path: '/alim-paper', Component: AlimPaperListScreen },
  { path: '/alim-paper/:id', Component: AlimPaperScreen },
];

describe('/alim-paper', () => {
  it('lists the cards by date with an N on the unread ones and a health mark, and filters by pet', async () => {
    // The dates below are in the Seoul year of 'now': a day of another year would carry its year.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00+09:00'));
    vi.mocked(apiGet).mockImplementation(async (_url, params) =>
      (params as { petSeq?: number }).petSeq === 2
        ? page([
            item({
              alimPaperSeq: 9,
              pet: { petSeq: 2, name: '나비', kind: 'CAT' },
              shop: { shopId: 2, name: '구름펫스테이' },
            }),
          ])
        : page(
            [item({ unread: true, hasHealthNote: true }), item({ alimPaperSeq: 6, date: '2026-11-24' })],
            1,
          ),
    );
    const user = userEvent.setup();
    renderAt('/alim-paper', listRoutes);

    // Each card is named by what it shows, the "N" in words (새 알림장), as 공지 says 새 글 and 앨범 새 앨범.
    const unreadCard = await screen.findByRole('link', {
      name: /^11월 25일 \(수\) 새 알림장 건강 메모 코코 · /,
    });
    expect(unreadCard).toHaveAttribute('href', '/alim-paper/7');
    expect(within(unreadCard).getByRole('img', { name: '새 알림장' })).toHaveTextContent(/^N$/);
    expect(within(unreadCard).getByText('건강 메모')).toBeInTheDocument();
    const readCard = screen.getByRole('link', { name: /^11월 24일 \(화\) 코코 · / });
    expect(readCard).not.toHaveAccessibleName(/새 알림장|건강 메모/);
    expect(within(readCard).queryByRole('img', { name: '새 알림장' })).not.toBeInTheDocument();
    expect(screen.getByText('읽지 않은 알림장 1개')).toBeInTheDocument();
    expect(apiGet).toHaveBeenCalledWith('/v2/alim-papers', { petSeq: undefined, page: 0, size: 20 });

    await user.click(screen.getByRole('button', { name: '나비' }));
    expect(await screen.findByText('나비 · 구름펫스테이')).toBeInTheDocument();
    expect(apiGet).toHaveBeenLastCalledWith('/v2/alim-papers', { petSeq: 2, page: 0, size: 20 });
    expect(screen.getByRole('button', { name: '나비' })).toHaveAttribute('aria-pressed', 'true');
    // None of 나비's is unread: no count over the list.
    expect(screen.queryByText(/읽지 않은 알림장/)).not.toBeInTheDocument();
  });

  it('with a pet chosen, says how many of that pet’s cards are unread, as the API counts them', async () => {
    vi.mocked(apiGet).mockImplementation(async (_url, params) =>
      (params as { petSeq?: number }).petSeq === 2
        ? page(
            [
              item({ alimPaperSeq: 9, unread: true, pet: { petSeq: 2, name: '나비', kind: 'CAT' } }),
              item({ alimPaperSeq: 8, unread: true, pet: { petSeq: 2, name: '나비', kind: 'CAT' } }),
            ],
            2,
          )
        : page([item({ unread: true })], 3),
    );
    renderAt('/alim-paper?pet=2', listRoutes);
    expect(await screen.findByText('읽지 않은 알림장 2개')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '새 알림장' })).toHaveLength(2);
    expect(apiGet).toHaveBeenLastCalledWith('/v2/alim-papers', { petSeq: 2, page: 0, size: 20 });
  });

  it('marks a card with the N 공지 and 앨범 show; with large text the N and 건강 메모 go under the date whole', async () => {
    onTestFinished(applyStylesheet('../../../components/new-mark.module.css', import.meta.url));
    onTestFinished(applyStylesheet('../components/alim-paper.module.css', import.meta.url));
    vi.mocked(apiGet).mockResolvedValue(page([item({ unread: true, hasHealthNote: true })], 1));
    renderAt('/alim-paper', listRoutes);
    const mark = await screen.findByRole('img', { name: '새 알림장' });
    // The shared look (components/new-mark): a round mark in the brand colour, in its own em (grows with the text).
    const look = getComputedStyle(mark);
    expect(look.borderRadius).toBe('50%');
    expect(look.getPropertyValue('background')).toBe('var(--color-brand)');
    expect(look.getPropertyValue('color')).toBe('var(--color-on-brand)');
    expect(look.width).toBe('1.6em');
    expect(look.flexShrink).toBe('0');
    // Its row (the date, the N, the badge) wraps instead of breaking the date a word a line.
    expect(getComputedStyle(mark.parentElement!).flexWrap).toBe('wrap');
  });

  it('is a tab page under the shell’s bar: its name heads the page, over the pets, with no second bar of its own', async () => {
    vi.mocked(apiGet).mockResolvedValue(page([item()]));
    renderAt('/alim-paper', listRoutes);
    const heading = await screen.findByRole('heading', { level: 1, name: '알림장' });
    // The page's own bar (a <header>) sat under the shell's 가디언 bar: 56 px more, 48 on a phone on its side.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    const pets = screen.getByRole('group', { name: '반려동물 선택' });
    expect(heading.compareDocumentPosition(pets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the pet filter scrolls sideways only: its padding holds the chips’ 44px hit boxes, and the page stays put', async () => {
    onTestFinished(applyStylesheet('../components/alim-paper.module.css', import.meta.url));
    vi.mocked(apiGet).mockResolvedValue(page([item()]));
    renderAt('/alim-paper', listRoutes);
    const row = await screen.findByRole('group', { name: '반려동물 선택' });
    const style = getComputedStyle(row);
    expect(style.overflowX).toBe('auto');
    // A chip's hit box reaches 4px past its pill (shared's chip.module.css): the row scrolled 4px up and down too.
    expect(style.overflowY).toBe('hidden');
    expect(style.getPropertyValue('padding')).toBe('var(--space-3) var(--space-4) var(--space-1)');
    expect(style.marginBottom).toBe('calc(-1 * var(--space-1))');
  });

  it('says what to do when there is no card yet, and retries after an error', async () => {
    vi.mocked(apiGet).mockRejectedValueOnce(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    vi.mocked(apiGet).mockResolvedValueOnce(page([]));
    const user = userEvent.setup();
    renderAt('/alim-paper', listRoutes);
    expect(await screen.findByText('네트워크 연결을 확인해 주세요.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아직 받은 알림장이 없어요')).toBeInTheDocument();
    expect(
      screen.getByText('유치원·데이케어·호텔을 이용하면 매장에서 보내는 알림장을 여기에서 볼 수 있어요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '내 매장 보기' })).toBeInTheDocument();
  });

  it('keeps an address in a card’s preview plain text: the whole row is the one link, to the card', async () => {
    vi.mocked(apiGet).mockResolvedValue(page([item({ preview: '사진은 naver.me/abc 에 더 있어요' })]));
    renderAt('/alim-paper', listRoutes);

    const row = await screen.findByRole('link', { name: /사진은 naver\.me\/abc 에 더 있어요/ });
    expect(row).toHaveAttribute('href', '/alim-paper/7');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('with no shop linked yet, the empty list leads to finding one rather than to an empty 내 매장', async () => {
    vi.mocked(useMe).mockReturnValue({ data: { pets: [], userShops: [] } } as never);
    vi.mocked(apiGet).mockResolvedValue(page([]));
    const user = userEvent.setup();
    const { router } = renderAt('/alim-paper', [
      ...listRoutes,
      { path: '/shop/search', element: <p>매장 찾기 화면</p> },
    ]);
    expect(await screen.findByText('아직 받은 알림장이 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '내 매장 보기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '매장 찾기' }));
    expect(await screen.findByText('매장 찾기 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop/search');
  });
});

describe('/alim-paper/{id}', () => {
  it('a card that is gone says so without 다시 시도 and leads to the list', async () => {
    vi.mocked(apiGet).mockRejectedValueOnce(
      new ApiError({
        status: 404,
        resultCode: 'ALIM_PAPER_NOT_FOUND',
        message: '알림장을 찾을 수 없어요.',
      }),
    );
    vi.mocked(apiGet).mockResolvedValue(page([]));
    const user = userEvent.setup();
    renderAt('/alim-paper/404', listRoutes);
    expect(await screen.findByText('알림장을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '알림장 목록' }));
    expect(await screen.findByText('아직 받은 알림장이 없어요')).toBeInTheDocument();
  });

  it('asks the card again when the phone comes back to it a while later, for fresh photo links', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.mocked(apiGet).mockResolvedValue(alimPaper());
    const { queryClient } = renderAt('/alim-paper/7', listRoutes);
    // The app's default (spec §9): no query is asked again on focus unless it says so.
    queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
    await screen.findByRole('article', { name: '코코의 알림장' });
    const cardCalls = () => vi.mocked(apiGet).mock.calls.filter(([url]) => url === '/v2/alim-papers/7');
    const comeBack = () =>
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
    comeBack();
    expect(cardCalls()).toHaveLength(1);
    vi.setSystemTime(Date.now() + 30 * 60_000);
    comeBack();
    await waitFor(() => expect(cardCalls()).toHaveLength(2));
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('keeps the card and the reply being typed when asking it again on the way back fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.mocked(apiGet).mockResolvedValueOnce(alimPaper());
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderAt('/alim-paper/7', listRoutes);
    queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
    await screen.findByRole('article', { name: '코코의 알림장' });
    await user.type(screen.getByRole('textbox', { name: /감사 인사나 궁금한 점/ }), '오늘도 고마워요');
    vi.setSystemTime(Date.now() + 30 * 60_000);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.alimPaper.detail(7))?.status).toBe('error'),
    );
    expect(screen.getByRole('article', { name: '코코의 알림장' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /감사 인사나 궁금한 점/ })).toHaveValue('오늘도 고마워요');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  it('shows the health note before everything else, then mood, meal, potty, walk, text and photos', async () => {
    vi.mocked(apiGet).mockResolvedValue(alimPaper());
    renderAt('/alim-paper/7', listRoutes);
    const card = await screen.findByRole('article', { name: '코코의 알림장' });
    const health = within(card).getByRole('note', { name: '건강 메모' });
    expect(health).toHaveTextContent('건강 메모: 구토');
    expect(health).toHaveTextContent('점심 먹고 한 번 토했어요');
    // The health box comes before the mood and the rest.
    const mood = within(card).getByRole('region', { name: '오늘의 기분' });
    expect(health.compareDocumentPosition(mood) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(mood)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['신나요', '졸려요']);
    expect(within(card).getByText('조금 남겼어요 · 사료 조금 남겼어요')).toBeInTheDocument();
    expect(within(card).getByText('소변 3회, 대변 1회, 상태 좋아요')).toBeInTheDocument();
    expect(within(card).getByText('산책 40분 · 공원 산책')).toBeInTheDocument();
    // The middle dot the rest of the app writes (U+00B7), not the half-width katakana one (U+FF65).
    expect(within(card).getByText('산책·활동')).toBeInTheDocument();
    expect(within(card).getByText('해피독 유치원 · 김하늘 선생님')).toBeInTheDocument();
    expect(
      await within(card).findAllByRole('button', { name: /사진 크게 보기/ }, { timeout: 5000 }),
    ).toHaveLength(2);
    expect(apiGet).toHaveBeenCalledWith('/v2/alim-papers/7');
  });

  it('makes a web address or a phone number the teacher wrote a link, the rest of the words kept', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      alimPaper({
        text: '오늘 사진은 인스타https://instagram.com/happydog에 올렸어요.\n궁금하시면 010-1234-5678로 연락 주세요',
        health: { vomiting: true, injury: false, medicine: false, note: '병원 안내: 02-123-4567' },
      }),
    );
    renderAt('/alim-paper/7', listRoutes);
    const card = await screen.findByRole('article', { name: '코코의 알림장' });

    const words = within(card).getByRole('region', { name: '선생님의 한마디' });
    expect(words).toHaveTextContent('오늘 사진은 인스타https://instagram.com/happydog에 올렸어요.');
    const insta = within(words).getByRole('link', { name: 'https://instagram.com/happydog' });
    expect(insta).toHaveAttribute('href', 'https://instagram.com/happydog');
    expect(insta).toHaveAttribute('target', '_blank');
    expect(within(words).getByRole('link', { name: '010-1234-5678' })).toHaveAttribute(
      'href',
      'tel:01012345678',
    );
    const health = within(card).getByRole('note', { name: '건강 메모' });
    expect(within(health).getByRole('link', { name: '02-123-4567' })).toHaveAttribute(
      'href',
      'tel:021234567',
    );
  });

  it('keeps the typed reply when sending fails, and shows the reply once sent', async () => {
    vi.mocked(apiGet).mockResolvedValue(alimPaper());
    vi.mocked(apiPost)
      .mockRejectedValueOnce(
        new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
      )
      .mockResolvedValueOnce(
        alimPaper({ reply: { text: '감사합니다!', repliedAt: '2026-11-25T11:00:00.000Z' } }),
      );
    const user = userEvent.setup();
    renderAt('/alim-paper/7', listRoutes);
    const box = await screen.findByRole('textbox', { name: /감사 인사나 궁금한 점/ });
    await user.type(box, '감사합니다!');
    await user.click(screen.getByRole('button', { name: '답장 보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('네트워크 연결을 확인해 주세요.');
    expect(box).toHaveValue('감사합니다!');

    await user.click(screen.getByRole('button', { name: '답장 보내기' }));
    expect(await screen.findByText('감사합니다!', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('11월 25일 (수) 오후 8:00에 보냄')).toBeInTheDocument();
    expect(apiPost).toHaveBeenLastCalledWith('/v2/alim-papers/7/reply', { text: '감사합니다!' });
  });

  it('with the keyboard up, brings the reply box into view with its counter and 답장 보내기 below it', async () => {
    onTestFinished(applyStylesheet('../components/alim-paper.module.css', import.meta.url));
    vi.mocked(apiGet).mockResolvedValue(alimPaper());
    renderAt('/alim-paper/7', listRoutes);
    const box = await screen.findByRole('textbox', { name: /감사 인사나 궁금한 점/ });
    // The browser scrolls the focused box into view with this much below it: the counter's line and the button.
    expect(getComputedStyle(box).scrollMarginBottom).toBe('5.25rem');
    expect(box.closest('form')).toContainElement(screen.getByRole('button', { name: '답장 보내기' }));
  });

  it('sends a reply once when 답장 보내기 is tapped twice before the screen redraws', async () => {
    vi.mocked(apiGet).mockResolvedValue(alimPaper());
    vi.mocked(apiPost).mockResolvedValue(
      alimPaper({ reply: { text: '감사합니다!', repliedAt: '2026-11-25T11:00:00.000Z' } }),
    );
    const user = userEvent.setup();
    renderAt('/alim-paper/7', listRoutes);
    await user.type(await screen.findByRole('textbox', { name: /감사 인사나 궁금한 점/ }), '감사합니다!');
    await doubleTap(screen.getByRole('button', { name: '답장 보내기' }));
    expect(await screen.findByText('11월 25일 (수) 오후 8:00에 보냄')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('keeps a reply typed and not sent when the card is left and opened again, and drops it once sent', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/alim-papers' ? page([item()]) : alimPaper(),
    );
    vi.mocked(apiPost).mockResolvedValueOnce(
      alimPaper({ reply: { text: '선생님 감사합니다!', repliedAt: '2026-11-25T11:00:00.000Z' } }),
    );
    const user = userEvent.setup();
    const { router } = renderAt('/alim-paper/7', listRoutes);
    await user.type(
      await screen.findByRole('textbox', { name: /감사 인사나 궁금한 점/ }),
      '선생님 감사합니다!',
    );

    await act(() => router.navigate('/alim-paper'));
    await act(() => router.navigate('/alim-paper/7'));
    const box = await screen.findByRole('textbox', { name: /감사 인사나 궁금한 점/ });
    expect(box).toHaveValue('선생님 감사합니다!');
    expect(sessionStorage.getItem(REPLY_DRAFTS_STORAGE_KEY)).toContain('선생님 감사합니다!');

    await user.click(screen.getByRole('button', { name: '답장 보내기' }));
    expect(await screen.findByRole('textbox', { name: '답장 고쳐 쓰기' })).toHaveValue('선생님 감사합니다!');
    await waitFor(() =>
      expect(sessionStorage.getItem(REPLY_DRAFTS_STORAGE_KEY)).not.toContain('선생님 감사합니다!'),
    );
  });

  it('shows a web address and a phone number in the reply I sent as links', async () => {
    vi.mocked(apiGet).mockResolvedValue(
      alimPaper({
        reply: {
          text: '감사해요! 사진은 instagram.com/coco_dog 에 올렸어요. 급하면 010-9876-5432로 전화 주세요',
          repliedAt: '2026-11-25T11:00:00.000Z',
        },
      }),
    );
    renderAt('/alim-paper/7', listRoutes);

    const replies = await screen.findByRole('region', { name: '선생님께 답장' });
    expect(within(replies).getByRole('link', { name: 'instagram.com/coco_dog' })).toHaveAttribute(
      'href',
      'https://instagram.com/coco_dog',
    );
    expect(within(replies).getByRole('link', { name: '010-9876-5432' })).toHaveAttribute(
      'href',
      'tel:01098765432',
    );
  });

  it('keeps a reply of 500 emoji and sends it; one more says how much to cut and is not sent', async () => {
    vi.mocked(apiGet).mockResolvedValue(alimPaper());
    vi.mocked(apiPost).mockResolvedValueOnce(
      alimPaper({ reply: { text: '🐶'.repeat(500), repliedAt: '2026-11-25T11:00:00.000Z' } }),
    );
    const user = userEvent.setup();
    renderAt('/alim-paper/7', listRoutes);
    const box = await screen.findByRole('textbox', { name: /감사 인사나 궁금한 점/ });
    await user.click(box);
    await user.paste(`${'🐶'.repeat(500)}!`);
    // The browser's maxlength kept 250 emoji (two UTF-16 units each) and dropped the rest without a word.
    expect(box).toHaveValue(`${'🐶'.repeat(500)}!`);
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('답장은 500자까지 쓸 수 있어요. 1자를 줄여 주세요.');
    const send = screen.getByRole('button', { name: '답장 보내기' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await user.click(send);
    expect(apiPost).not.toHaveBeenCalled();
    expect(box).toHaveFocus();

    await user.type(box, '{Backspace}');
    await user.click(screen.getByRole('button', { name: '답장 보내기' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/alim-papers/7/reply', { text: '🐶'.repeat(500) });
  });

  it('답장 고쳐 쓰기 starts from the reply already sent, and sends the changed reply', async () => {
    const sent = { text: '오늘도 감사합니다!', repliedAt: '2026-11-25T11:00:00.000Z' };
    vi.mocked(apiGet).mockResolvedValue(alimPaper({ reply: sent }));
    vi.mocked(apiPost).mockResolvedValueOnce(
      alimPaper({ reply: { text: '오늘도 감사합니다! 내일 봬요', repliedAt: '2026-11-25T12:00:00.000Z' } }),
    );
    const user = userEvent.setup();
    renderAt('/alim-paper/7', listRoutes);

    const box = await screen.findByRole('textbox', { name: '답장 고쳐 쓰기' });
    expect(box).toHaveValue('오늘도 감사합니다!');
    // Nothing to change yet: sending the same reply again is not offered, and the button says so; a tap goes to the box.
    const change = screen.getByRole('button', { name: '답장 바꾸기' });
    expect(change).toHaveAttribute('aria-disabled', 'true');
    expect(change).toHaveAccessibleDescription('답장을 고치면 바꿀 수 있어요.');
    await user.click(change);
    expect(box).toHaveFocus();
    expect(apiPost).not.toHaveBeenCalled();

    await user.type(box, ' 내일 봬요');
    await user.click(screen.getByRole('button', { name: '답장 바꾸기' }));

    expect(apiPost).toHaveBeenCalledWith('/v2/alim-papers/7/reply', { text: '오늘도 감사합니다! 내일 봬요' });
    expect(await screen.findByText('오늘도 감사합니다! 내일 봬요', { selector: 'p' })).toBeInTheDocument();
    expect(box).toHaveValue('오늘도 감사합니다! 내일 봬요');
  });

  it('creates a share link and copies it, then revokes it', async () => {
    vi.mocked(apiGet).mockResolvedValue(alimPaper());
    vi.mocked(apiPost).mockResolvedValue({
      token: 'tok-abc',
      path: '/alim-paper/detail?token=tok-abc',
      expiresAt: '2026-12-02T09:00:00.000Z',
    });
    vi.mocked(apiDelete).mockResolvedValue(null);
    const user = userEvent.setup(); // brings its own clipboard

    renderAt('/alim-paper/7', listRoutes);

    await user.click(await screen.findByRole('button', { name: '공유 링크 만들기' }));
    const link = `${window.location.origin}/alim-paper/detail?token=tok-abc`;
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(link));
    expect(screen.getByRole('textbox', { name: '공유 링크' })).toHaveValue(
      `${window.location.origin}/alim-paper/detail?token=tok-abc`,
    );
    expect(apiPost).toHaveBeenCalledWith('/v2/alim-papers/7/share');
    expect(screen.getByText(/공유 링크가 12월 2일 \(수\) 오후 6:00까지 열려 있어요/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '링크 끊기' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '링크 끊기' }));
    await waitFor(() => expect(apiDelete).toHaveBeenCalledWith('/v2/alim-papers/7/share'));
    expect(await screen.findByRole('button', { name: '공유 링크 만들기' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '공유 링크' })).not.toBeInTheDocument();
  });
});

describe('공유 링크 만들기, tapped twice', () => {
  it('makes one link: a second tap while the first is on its way does nothing', async () => {
    vi.mocked(apiGet).mockResolvedValue(alimPaper());
    let answer: (share: unknown) => void = () => {};
    vi.mocked(apiPost).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    userEvent.setup(); // a clipboard to copy into

    renderAt('/alim-paper/7', listRoutes);
    const button = await screen.findByRole('button', { name: '공유 링크 만들기' });
    // A phone's double tap: both taps land before the screen has drawn the button busy.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(apiPost).toHaveBeenCalled());
    answer({
      token: 'tok-abc',
      path: '/alim-paper/detail?token=tok-abc',
      expiresAt: '2026-12-02T09:00:00.000Z',
    });

    expect(await screen.findByRole('textbox', { name: '공유 링크' })).toHaveValue(
      `${window.location.origin}/alim-paper/detail?token=tok-abc`,
    );
    expect(apiPost).toHaveBeenCalledTimes(1);
  });
});

describe('shared links (no login)', () => {
  const routes = [
    { path: '/alim-paper/detail', Component: SharedAlimPaperScreen },
    { path: '/alarmpaper/:id', Component: SharedAlimPaperScreen },
  ];

  it('opens the card read-only from the token', async () => {
    useSessionStore.getState().clear();
    const { readAt: _r, share: _s, ...shared } = alimPaper();
    vi.mocked(publicGet).mockResolvedValue(shared);
    renderAt('/alim-paper/detail?token=tok-abc', routes);
    expect(await screen.findByRole('article', { name: '코코의 알림장' })).toBeInTheDocument();
    expect(publicGet).toHaveBeenCalledWith('/v2/alim-papers/shared', { token: 'tok-abc', id: undefined });
    expect(screen.queryByRole('region', { name: '선생님께 답장' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /공유 링크/ })).not.toBeInTheDocument();
  });

  it('leads someone who got the link on to what the app is, since nothing of the app is behind the page', async () => {
    useSessionStore.getState().clear();
    const { readAt: _r, share: _s, ...shared } = alimPaper();
    vi.mocked(publicGet).mockResolvedValue(shared);
    const user = userEvent.setup();
    const { router } = renderAt('/alim-paper/detail?token=tok-abc', [
      ...routes,
      { path: '*', element: <p>다른 화면</p> },
    ]);
    await screen.findByRole('article', { name: '코코의 알림장' });
    await user.click(screen.getByRole('button', { name: '가디언 알아보기' }));
    expect(router.state.location.pathname).toBe('/lure');
  });

  it('an expired link still leads on: to the app’s landing, or to my own 알림장 when I am logged in', async () => {
    vi.mocked(publicGet).mockRejectedValue(
      new ApiError({ status: 404, resultCode: 'ALIM_PAPER_SHARE_INVALID', message: '만료' }),
    );
    useSessionStore.getState().clear();
    const user = userEvent.setup();
    const guest = renderAt('/alim-paper/detail?token=old', [
      ...routes,
      { path: '*', element: <p>다른 화면</p> },
    ]);
    await user.click(await screen.findByRole('button', { name: '가디언 알아보기' }));
    expect(guest.router.state.location.pathname).toBe('/lure');
    guest.unmount();

    useSessionStore.getState().setToken('token-1');
    const owner = renderAt('/alim-paper/detail?token=old', [
      ...routes,
      { path: '*', element: <p>다른 화면</p> },
    ]);
    await user.click(await screen.findByRole('button', { name: '내 알림장 보기' }));
    expect(owner.router.state.location.pathname).toBe('/alim-paper');
  });

  it.each(['0x7', '7e0', '07', '%2B7'])(
    '/alarmpaper/%s names no card: it reads as a link that no longer works and asks for none, rather than card 7',
    async (id) => {
      useSessionStore.getState().clear();
      const { readAt: _r, share: _s, ...shared } = alimPaper();
      vi.mocked(publicGet).mockResolvedValue(shared);
      renderAt(`/alarmpaper/${id}?token=tok-abc`, routes);
      expect(
        await screen.findByText(/공유 링크가 만료되었거나 취소되었어요. 보호자에게 새 링크를/),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '가디언 알아보기' })).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: '코코의 알림장' })).not.toBeInTheDocument();
      expect(publicGet).not.toHaveBeenCalled();
    },
  );

  it('/alarmpaper/{id} sends the id with the token, and an expired or revoked link says so', async () => {
    vi.mocked(publicGet).mockRejectedValue(
      new ApiError({
        status: 404,
        resultCode: 'ALIM_PAPER_SHARE_INVALID',
        message: '공유 링크가 만료되었거나 취소되었어요.',
      }),
    );
    renderAt('/alarmpaper/7?token=old', routes);
    expect(
      await screen.findByText(/공유 링크가 만료되었거나 취소되었어요. 보호자에게 새 링크를/),
    ).toBeInTheDocument();
    expect(publicGet).toHaveBeenCalledWith('/v2/alim-papers/shared', { token: 'old', id: 7 });
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });
});
