import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ApiError, apiDelete, apiGet, apiPost, apiPut, toast, useSessionStore } from '@guardian/shared';
import type * as Shared from '@guardian/shared';
import type { MyReview, PendingVisit } from '../api/types';
import { ReviewScreen } from '../components/review-screen';
import { REVIEW_DRAFTS_STORAGE_KEY, useReviewDraftStore } from '../lib/draft-store';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { stalledUploads } from '@guardian/shared/test/stalled-uploads';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';

vi.mock('@guardian/shared', async (orig) => ({
  ...(await orig<typeof Shared>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  apiPut: vi.fn(),
  apiDelete: vi.fn(),
}));

/** `before`: the pages the owner came through to `path` (any other path shows "다른 화면"). */
function renderAt(path: string, before: string[] = []) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/review', Component: ReviewScreen },
      { path: '*', element: <p>다른 화면</p> },
    ],
    { initialEntries: [...before, path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const visit: PendingVisit = {
  reservationSeq: 11,
  shopId: 1,
  shopName: '해피 미용실',
  productName: '목욕',
  visitDate: '2026-11-20',
  petNames: ['코코'],
};
const review = (over: Partial<MyReview> = {}): MyReview => ({
  reviewSeq: 5,
  reservationSeq: 9,
  shopId: 2,
  shopName: '멍멍 호텔',
  productName: '1박 호텔링',
  visitDate: '2026-11-10',
  rating: 4,
  content: '사진을 자주 보내 주셔서 안심했어요.',
  mediaSeqs: [],
  photos: [],
  reply: '또 만나요!',
  repliedAt: '2026-11-12T00:00:00.000Z',
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: null,
  // The end of the 7th Seoul day after writing, as the API answers (tests that move the clock set their own).
  editableUntil: '2099-12-31T14:59:59.999Z',
  editable: true,
  ...over,
});

let pending: PendingVisit[];
let mine: MyReview[];
afterEach(() => vi.useRealTimers());

beforeEach(() => {
  useSessionStore.getState().setToken('token-1');
  useReviewDraftStore.setState({ drafts: {} });
  sessionStorage.clear();
  pending = [visit];
  mine = [
    review({
      mediaSeqs: [1],
      photos: [
        {
          mediaSeq: 1,
          width: 640,
          height: 480,
          url: '/m/1.webp',
          thumbnailUrl: '/m/1-t.webp',
          srcSet: '/m/1-t.webp 320w',
        },
      ],
    }),
    review({ reviewSeq: 6, shopName: '바둑 유치원', editable: false, reply: null }),
  ];
  vi.mocked(apiGet).mockReset();
  vi.mocked(apiPost).mockReset();
  vi.mocked(apiPut).mockReset();
  vi.mocked(apiDelete).mockReset();
  vi.mocked(apiGet).mockImplementation(async (url: string) =>
    url === '/v2/reviews/pending' ? pending : mine,
  );
});

describe('리뷰', () => {
  it('logged out, shows the login prompt the other screens show, once, asks nothing, and comes back here', async () => {
    useSessionStore.getState().setToken(null);
    vi.mocked(apiGet).mockRejectedValue(new Error('asked logged out'));
    const router = renderAt('/review?write=11');
    expect(screen.getByRole('heading', { level: 1, name: '리뷰' })).toBeInTheDocument();
    expect(screen.getByText('로그인이 필요해요')).toBeInTheDocument();
    expect(
      screen.getByText('리뷰를 쓰거나 보려면 로그인해 주세요. 로그인 후 이 화면으로 돌아와요.'),
    ).toBeInTheDocument();
    // Not the API's 401 in a red alert, nor a retry per section.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(apiGet).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/review?write=11')}`);
  });

  it('a session that ends while the screen is open (a 401): the same prompt, not the 401 in a red alert', async () => {
    vi.mocked(apiGet).mockRejectedValue(
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
    );
    renderAt('/review');
    // The app's client ends the session on a 401 (shared's rule); here the test ends it as the client would.
    await waitFor(() => expect(apiGet).toHaveBeenCalled());
    act(() => useSessionStore.getState().setToken(null));
    expect(await screen.findByText('로그인이 필요해요')).toBeInTheDocument();
    expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
  });

  it('lists the visits waiting for a review and my reviews, editable only within the window', async () => {
    // The dates below are in the Seoul year of 'now': a day of another year would carry its year.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00+09:00'));
    renderAt('/review');
    expect(await screen.findByText('11월 20일 (금) · 목욕 · 코코')).toBeInTheDocument();
    const hotel = await screen.findByRole('article', { name: '멍멍 호텔 리뷰' });
    expect(within(hotel).getByRole('img', { name: '리뷰 사진 1' })).toHaveAttribute('src', '/m/1-t.webp');
    expect(within(hotel).getByRole('button', { name: '리뷰 사진 크게 보기 1 / 1' })).toBeInTheDocument();
    // Four given, one not (filled, outlined: not by colour alone), and the number beside them.
    expect(within(hotel).getByRole('img', { name: '별점 4점' })).toHaveTextContent(/^★★★★☆\s*4$/);
    expect(within(hotel).getByText('또 만나요!')).toBeInTheDocument();
    expect(within(hotel).getByRole('button', { name: '고치기' })).toBeInTheDocument();
    const kinder = screen.getByRole('article', { name: '바둑 유치원 리뷰' });
    expect(within(kinder).queryByRole('button', { name: '고치기' })).not.toBeInTheDocument();
  });

  it('takes 고치기 away when the edit window ends while the list is open, as the server then refuses the edit', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-12-15T23:59:00+09:00'));
    mine = [review({ createdAt: '2026-12-08T01:30:00.000Z', editableUntil: '2026-12-15T14:59:59.999Z' })];
    renderAt('/review');
    const hotel = await screen.findByRole('article', { name: '멍멍 호텔 리뷰' });
    expect(within(hotel).getByRole('button', { name: '고치기' })).toBeInTheDocument();
    expect(within(hotel).getByText(/12월 15일까지 고칠 수 있어요/)).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(within(hotel).queryByRole('button', { name: '고치기' })).not.toBeInTheDocument();
    expect(within(hotel).queryByText(/고칠 수 있어요/)).not.toBeInTheDocument();
    expect(within(hotel).getByRole('button', { name: '지우기' })).toBeInTheDocument();
  });

  it('shows a web address and a phone number in my review and in the shop’s answer as links', async () => {
    mine = [
      review({
        content: '주차가 편했어요. 자세한 건 blog.naver.com/meong 에 썼어요',
        reply: '감사해요! 다음 예약은 +82 10-1234-5678 로 문자 주세요',
      }),
    ];
    renderAt('/review');

    const hotel = await screen.findByRole('article', { name: '멍멍 호텔 리뷰' });
    expect(hotel).toHaveTextContent('주차가 편했어요. 자세한 건 blog.naver.com/meong 에 썼어요');
    expect(within(hotel).getByRole('link', { name: 'blog.naver.com/meong' })).toHaveAttribute(
      'href',
      'https://blog.naver.com/meong',
    );
    expect(within(hotel).getByRole('link', { name: '+82 10-1234-5678' })).toHaveAttribute(
      'href',
      'tel:+821012345678',
    );
  });

  it('shows the waiting visits and my reviews together, so my reviews are not pushed down when the visits arrive', async () => {
    // The dates below are in the Seoul year of 'now': a day of another year would carry its year.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00+09:00'));
    let answerPending: (v: PendingVisit[]) => void = () => {};
    vi.mocked(apiGet).mockImplementation((url: string) =>
      url === '/v2/reviews/pending'
        ? new Promise<PendingVisit[]>((resolve) => (answerPending = resolve))
        : Promise.resolve(mine),
    );
    renderAt('/review');
    expect(await screen.findByLabelText('리뷰를 불러오는 중')).toHaveAttribute('aria-busy', 'true');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('article', { name: '멍멍 호텔 리뷰' })).not.toBeInTheDocument();
    answerPending(pending);
    expect(await screen.findByRole('article', { name: '멍멍 호텔 리뷰' })).toBeInTheDocument();
    expect(screen.getByText('11월 20일 (금) · 목욕 · 코코')).toBeInTheDocument();
  });

  it('shows my reviews with a retry for the waiting visits when those fail to load', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/reviews/pending')
        throw new ApiError({
          status: 500,
          resultCode: 'INTERNAL_ERROR',
          message: '잠시 후 다시 시도해 주세요.',
        });
      return mine;
    });
    renderAt('/review');
    expect(await screen.findByRole('article', { name: '멍멍 호텔 리뷰' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('writes a review with stars and text, checking both before sending', async () => {
    vi.mocked(apiPost).mockImplementation(async () => {
      pending = [];
      mine = [review({ reviewSeq: 7, shopName: '해피 미용실', rating: 5 }), ...mine];
      return mine[0];
    });
    const user = userEvent.setup();
    const router = renderAt('/review');
    await user.click(await screen.findByRole('button', { name: '리뷰 쓰기' }));
    expect(router.state.location.search).toBe('?write=11');
    const text = await screen.findByRole('textbox', { name: '리뷰' });
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    expect(screen.getByText('별점을 골라 주세요.')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '별 5개' }));
    expect(screen.getByText('최고예요')).toBeInTheDocument();
    await user.type(text, '짧아요');
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    expect(screen.getByText('10자 이상 써주세요. (지금 3자)')).toBeInTheDocument();
    expect(screen.getByText('3/1000')).toBeInTheDocument();
    await user.type(text, ' 그래도 목욕은 정말 꼼꼼했어요');
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/reviews', {
      reservationSeq: 11,
      rating: 5,
      content: '짧아요 그래도 목욕은 정말 꼼꼼했어요',
      mediaSeqs: [],
    });
    expect(await screen.findByRole('article', { name: '해피 미용실 리뷰' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('picks the stars with the arrow keys, one Tab stop, the chosen word describing the group', async () => {
    const user = userEvent.setup();
    renderAt('/review?write=11');
    const group = await screen.findByRole('radiogroup', { name: '별점' });
    expect(group).toHaveAccessibleDescription('별을 눌러 평가해 주세요');
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((r) => r.tabIndex === 0),
    ).toHaveLength(1);
    within(group).getByRole('radio', { name: '별 1개' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const four = within(group).getByRole('radio', { name: '별 4개' });
    expect(four).toBeChecked();
    expect(four).toHaveFocus();
    expect(group).toHaveAccessibleDescription('좋아요');
    await user.keyboard('{End}');
    expect(within(group).getByRole('radio', { name: '별 5개' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '별 4개' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('textbox', { name: '리뷰' })).toHaveFocus();
  });

  it('shows the stars chosen by their shape, filled up to the choice and outlined after it, not by colour alone', async () => {
    const user = userEvent.setup();
    renderAt('/review?write=11');
    const group = await screen.findByRole('radiogroup', { name: '별점' });
    const shapes = () =>
      within(group)
        .getAllByRole('radio')
        .map((r) => r.textContent)
        .join('');
    expect(shapes()).toBe('☆☆☆☆☆');
    await user.click(within(group).getByRole('radio', { name: '별 3개' }));
    expect(shapes()).toBe('★★★☆☆');
  });

  it('sent without stars, brings the focus to the stars, their error tied to them; without text, to the text', async () => {
    const user = userEvent.setup();
    renderAt('/review?write=11');
    await user.click(await screen.findByRole('button', { name: '리뷰 올리기' }));
    const group = screen.getByRole('radiogroup', { name: '별점' });
    expect(group).toHaveAccessibleDescription('별점을 골라 주세요.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(within(group).getByRole('radio', { name: '별 1개' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    expect(screen.getByRole('textbox', { name: '리뷰' })).toHaveFocus();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('with the keyboard up, brings the text box into view with the line under it: what to fix and the count', async () => {
    onTestFinished(applyStylesheet('../components/review.module.css', import.meta.url));
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled; // jsdom has none
    onTestFinished(() => void delete (Element.prototype as Partial<Element>).scrollIntoView);
    const user = userEvent.setup();
    renderAt('/review?write=11');
    await user.click(await screen.findByRole('radio', { name: '별 4개' }));
    await user.type(screen.getByRole('textbox', { name: '리뷰' }), '좋아요');
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    const box = screen.getByRole('textbox', { name: '리뷰' });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('10자 이상 써주세요. (지금 3자) 3/1000');
    // Brought into view with this much below it, that line (focus alone shows only the caret's line), as the
    // browser does when the keyboard comes up.
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrolled.mock.contexts).toEqual([box]);
    expect(getComputedStyle(box).scrollMarginBottom).toBe('1.75rem');
  });

  it('a quick double tap on 리뷰 올리기 writes the review once', async () => {
    vi.mocked(apiPost)
      .mockImplementationOnce(async () => {
        pending = [];
        mine = [review({ reviewSeq: 7, shopName: '해피 미용실', rating: 5 }), ...mine];
        return mine[0];
      })
      .mockRejectedValue(
        new ApiError({
          status: 409,
          resultCode: 'REVIEW_ALREADY_WRITTEN',
          message: '이 방문의 리뷰는 이미 썼어요. 내 리뷰에서 고칠 수 있어요.',
        }),
      );
    const user = userEvent.setup();
    renderAt('/review?write=11');
    await user.click(await screen.findByRole('radio', { name: '별 5개' }));
    await user.type(await screen.findByRole('textbox', { name: '리뷰' }), '목욕을 정말 꼼꼼하게 해 주셨어요');
    const send = screen.getByRole('button', { name: '리뷰 올리기' });
    doubleTap(send);

    expect(await screen.findByRole('article', { name: '해피 미용실 리뷰' })).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('says 리뷰 올리기 waits while a photo is uploading, and that one which failed is left out', async () => {
    const user = userEvent.setup();
    const uploads = stalledUploads();
    try {
      renderAt('/review?write=11');
      await user.click(await screen.findByRole('radio', { name: '별 5개' }));
      await user.type(await screen.findByRole('textbox', { name: '리뷰' }), '발톱까지 꼼꼼하게 해주셨어요.');
      await user.upload(
        await screen.findByLabelText('리뷰 사진 앨범에서 선택', {}, { timeout: 5000 }),
        new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'IMG_0001.jpg', { type: 'image/jpeg' }),
      );

      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          '사진을 올리고 있어요. 다 올라가면 저장할 수 있어요.',
        ),
      );
      expect(screen.getByRole('button', { name: '리뷰 올리기' })).toBeDisabled();

      await waitFor(() => expect(uploads.sent).toHaveLength(1));
      act(() => uploads.drop());
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('올리지 못한 사진은 빼고 저장돼요.'),
      );
      expect(screen.getByRole('button', { name: '리뷰 올리기' })).toBeEnabled();
      expect(screen.getByRole('textbox', { name: '리뷰' })).toHaveValue('발톱까지 꼼꼼하게 해주셨어요.');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps what was typed and shows the server’s reason when the review is refused', async () => {
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({
        status: 409,
        resultCode: 'REVIEW_ALREADY_WRITTEN',
        message: '이 방문의 리뷰는 이미 썼어요. 내 리뷰에서 고칠 수 있어요.',
      }),
    );
    const user = userEvent.setup();
    renderAt('/review?write=11');
    await user.click(await screen.findByRole('radio', { name: '별 3개' }));
    await user.type(screen.getByRole('textbox', { name: '리뷰' }), '두 번째로 써보는 리뷰입니다.');
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 썼어요');
    expect(screen.getByRole('textbox', { name: '리뷰' })).toHaveValue('두 번째로 써보는 리뷰입니다.');
  });

  it('counts an emoji as one character, as the server does: five of them are 5자, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderAt('/review?write=11');
    await user.click(await screen.findByRole('radio', { name: '별 5개' }));
    await user.type(await screen.findByRole('textbox', { name: '리뷰' }), '😀😀😀😀😀');
    expect(screen.getByText('5/1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    expect(screen.getByText('10자 이상 써주세요. (지금 5자)')).toBeInTheDocument();
    expect(apiPost).not.toHaveBeenCalled();
  });

  it('keeps a review of 1,000 emoji whole and sends it; one more says how much to cut and sends nothing', async () => {
    vi.mocked(apiPost).mockResolvedValue(review({ reviewSeq: 7, reservationSeq: 11 }));
    const user = userEvent.setup();
    renderAt('/review?write=11');
    await user.click(await screen.findByRole('radio', { name: '별 5개' }));
    const text = await screen.findByRole('textbox', { name: '리뷰' });
    await user.click(text);
    await user.paste(`${'🐶'.repeat(1000)}!`);
    // The browser's maxlength stopped at 500 emoji (each two UTF-16 units) and dropped the rest of the paste.
    expect(text).toHaveValue(`${'🐶'.repeat(1000)}!`);
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '리뷰는 1,000자까지 쓸 수 있어요. 1자를 줄여 주세요.',
    );
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    expect(apiPost).not.toHaveBeenCalled();
    expect(text).toHaveFocus();
    await user.type(text, '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    await waitFor(() =>
      expect(apiPost).toHaveBeenCalledWith('/v2/reviews', {
        reservationSeq: 11,
        rating: 5,
        content: '🐶'.repeat(1000),
        mediaSeqs: [],
      }),
    );
  });

  it('says a field the server refuses under that field, with the focus, until it is changed', async () => {
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({
        status: 400,
        resultCode: 'VALIDATION_ERROR',
        message: '입력값을 확인해 주세요.',
        fields: [{ field: 'content', message: '내용을 입력해 주세요.' }],
      }),
    );
    const user = userEvent.setup();
    renderAt('/review?write=11');
    await user.click(await screen.findByRole('radio', { name: '별 4개' }));
    const text = await screen.findByRole('textbox', { name: '리뷰' });
    await user.type(text, '목욕이 아주 꼼꼼했어요.');
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription(/내용을 입력해 주세요\./));
    expect(text).toHaveFocus();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('입력값을 확인해 주세요.')).not.toBeInTheDocument();
    await user.type(text, '!');
    expect(screen.queryByText('내용을 입력해 주세요.')).not.toBeInTheDocument();
    expect(screen.queryByText('입력값을 확인해 주세요.')).not.toBeInTheDocument();
    expect(text).toHaveValue('목욕이 아주 꼼꼼했어요.!');
  });

  it('written meanwhile in another tab: says the visit has its review instead of refusing the form again', async () => {
    vi.mocked(apiPost).mockImplementation(async () => {
      pending = [];
      mine = [review({ reviewSeq: 7, reservationSeq: 11, shopName: '해피 미용실' }), ...mine];
      throw new ApiError({
        status: 409,
        resultCode: 'REVIEW_ALREADY_WRITTEN',
        message: '이 방문의 리뷰는 이미 썼어요. 내 리뷰에서 고칠 수 있어요.',
      });
    });
    const user = userEvent.setup();
    renderAt('/review', ['/reservation']);
    await user.click(await screen.findByRole('button', { name: '리뷰 쓰기' }));
    await user.click(await screen.findByRole('radio', { name: '별 5개' }));
    await user.type(screen.getByRole('textbox', { name: '리뷰' }), '다른 탭에서 이미 남긴 리뷰예요.');
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    expect(await screen.findByText('리뷰를 쓸 수 있는 방문이 아니에요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '내 리뷰 보기' }));
    expect(await screen.findByRole('article', { name: '해피 미용실 리뷰' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '리뷰 쓰기' })).not.toBeInTheDocument();
  });

  it('keeps the stars and text typed when going back from the form and opening it again', async () => {
    const user = userEvent.setup();
    const router = renderAt('/review');
    await user.click(await screen.findByRole('button', { name: '리뷰 쓰기' }));
    await user.click(await screen.findByRole('radio', { name: '별 4개' }));
    await user.type(screen.getByRole('textbox', { name: '리뷰' }), '목욕 후 보송보송해졌어요.');
    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: '리뷰 쓰기' }));
    expect(await screen.findByRole('textbox', { name: '리뷰' })).toHaveValue('목욕 후 보송보송해졌어요.');
    expect(screen.getByRole('radio', { name: '별 4개' })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the photos taken off a review being edited when going back and opening it again', async () => {
    const photo = (mediaSeq: number) => ({
      mediaSeq,
      width: 640,
      height: 480,
      url: `/m/${mediaSeq}.webp`,
      thumbnailUrl: `/m/${mediaSeq}-t.webp`,
      srcSet: `/m/${mediaSeq}-t.webp 320w`,
    });
    mine = [review({ mediaSeqs: [40, 41], photos: [photo(40), photo(41)] })];
    vi.mocked(apiPut).mockResolvedValue(review());
    const user = userEvent.setup();
    const router = renderAt('/review');
    await user.click(await screen.findByRole('button', { name: '고치기' }));
    await user.click(await screen.findByRole('button', { name: '리뷰 사진 1 삭제' }));
    expect(screen.getAllByRole('img', { name: /^리뷰 사진 \d$/ })).toHaveLength(1);
    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: '고치기' }));
    expect(await screen.findByRole('img', { name: '리뷰 사진 1' })).toHaveAttribute('src', '/m/41-t.webp');
    expect(screen.queryByRole('img', { name: '리뷰 사진 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '고친 내용 저장' }));
    expect(apiPut).toHaveBeenCalledWith('/v2/reviews/5', expect.objectContaining({ mediaSeqs: [41] }));
  });

  it('brings back the stars, text and uploaded photos of a half-written review after a reload', async () => {
    const user = userEvent.setup();
    const first = renderAt('/review?write=11');
    await user.click(await screen.findByRole('radio', { name: '별 5개' }));
    await user.type(screen.getByRole('textbox', { name: '리뷰' }), '발톱까지 꼼꼼하게 해주셨어요.');
    const saved = sessionStorage.getItem(REVIEW_DRAFTS_STORAGE_KEY);
    first.dispose();
    cleanup();
    // The page reloads: memory is gone, the tab's storage (with a photo uploaded before) is still there.
    const draft = JSON.parse(saved!) as { state: { drafts: Record<string, object> } };
    draft.state.drafts['write:11'] = {
      ...draft.state.drafts['write:11'],
      photos: [
        {
          mediaSeq: 77,
          width: 640,
          height: 480,
          url: '/m/77.webp',
          thumbnailUrl: '/m/77-t.webp',
          srcSet: '',
        },
      ],
    };
    useReviewDraftStore.setState({ drafts: {} });
    sessionStorage.setItem(REVIEW_DRAFTS_STORAGE_KEY, JSON.stringify(draft));
    await useReviewDraftStore.persist.rehydrate();
    vi.mocked(apiPost).mockResolvedValue(review({ reviewSeq: 7 }));
    renderAt('/review?write=11');
    expect(await screen.findByRole('textbox', { name: '리뷰' })).toHaveValue('발톱까지 꼼꼼하게 해주셨어요.');
    expect(screen.getByRole('radio', { name: '별 5개' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('img', { name: '리뷰 사진 1' })).toHaveAttribute('src', '/m/77-t.webp');
    await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/reviews', {
      reservationSeq: 11,
      rating: 5,
      content: '발톱까지 꼼꼼하게 해주셨어요.',
      mediaSeqs: [77],
    });
    // Sent: a later reload starts a new review.
    await waitFor(() => expect(sessionStorage.getItem(REVIEW_DRAFTS_STORAGE_KEY)).not.toContain('발톱까지'));
  });

  it('edits a review with its stars, text and photos filled in', async () => {
    const photo = {
      mediaSeq: 40,
      width: 640,
      height: 480,
      url: '/m/40.webp',
      thumbnailUrl: '/m/40-t.webp',
      srcSet: '/m/40-t.webp 320w',
    };
    mine = [review({ mediaSeqs: [40], photos: [photo] })];
    vi.mocked(apiPut).mockResolvedValue(review({ rating: 2 }));
    const user = userEvent.setup();
    renderAt('/review?edit=5');
    expect(await screen.findByRole('textbox', { name: '리뷰' })).toHaveValue(
      '사진을 자주 보내 주셔서 안심했어요.',
    );
    expect(screen.getByRole('radio', { name: '별 4개' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: '별 2개' }));
    await user.click(screen.getByRole('button', { name: '고친 내용 저장' }));
    expect(apiPut).toHaveBeenCalledWith('/v2/reviews/5', {
      rating: 2,
      content: '사진을 자주 보내 주셔서 안심했어요.',
      mediaSeqs: [40],
    });
  });

  it.each([
    ['?write=0xb', '리뷰를 쓸 수 있는 방문이 아니에요'],
    ['?write=1.1e1', '리뷰를 쓸 수 있는 방문이 아니에요'],
    ['?write=011', '리뷰를 쓸 수 있는 방문이 아니에요'],
    ['?edit=0x5', '고칠 수 없는 리뷰예요'],
    ['?edit=5e0', '고칠 수 없는 리뷰예요'],
    ['?edit=%2B5', '고칠 수 없는 리뷰예요'],
  ])(
    'a mangled link (%s) opens no form for visit 11 or review 5, and says so as for one not in the lists',
    async (search, says) => {
      renderAt(`/review${search}`);
      expect(await screen.findByText(says)).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: '리뷰' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '내 리뷰 보기' })).toBeInTheDocument();
    },
  );

  it('deletes my review after asking, and says so', async () => {
    vi.mocked(apiDelete).mockImplementation(async () => {
      mine = mine.slice(1);
      return null;
    });
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderAt('/review');
    const hotel = await screen.findByRole('article', { name: '멍멍 호텔 리뷰' });
    await user.click(within(hotel).getByRole('button', { name: '지우기' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('리뷰를 지울까요?');
    await user.click(within(dialog).getByRole('button', { name: '지우기' }));
    expect(apiDelete).toHaveBeenCalledWith('/v2/reviews/5');
    await expect.poll(() => screen.queryByRole('article', { name: '멍멍 호텔 리뷰' })).toBeNull();
    expect(success).toHaveBeenCalledWith('리뷰를 지웠어요.');
  });

  it('deletes once on a double tap of 지우기 in the question, with no refusal said after it', async () => {
    // As the API answers: the review goes with the first DELETE; a second finds none.
    vi.mocked(apiDelete).mockImplementation(async () => {
      if (!mine.some((r) => r.reviewSeq === 5))
        throw new ApiError({
          status: 404,
          resultCode: 'REVIEW_NOT_FOUND',
          message: '리뷰를 찾을 수 없어요.',
        });
      mine = mine.slice(1);
      return null;
    });
    const success = vi.spyOn(toast, 'success');
    const refusal = vi.spyOn(toast, 'error');
    onTestFinished(() => refusal.mockRestore());
    const user = userEvent.setup();
    renderAt('/review');
    const hotel = await screen.findByRole('article', { name: '멍멍 호텔 리뷰' });
    await user.click(within(hotel).getByRole('button', { name: '지우기' }));
    doubleTap(within(await screen.findByRole('dialog')).getByRole('button', { name: '지우기' }));

    await expect.poll(() => screen.queryByRole('article', { name: '멍멍 호텔 리뷰' })).toBeNull();
    expect(success).toHaveBeenCalledWith('리뷰를 지웠어요.');
    expect(apiDelete).toHaveBeenCalledTimes(1);
    expect(refusal).not.toHaveBeenCalled();
  });

  it('hands the focus to the 내 리뷰 heading when a deleted review leaves the list', async () => {
    vi.mocked(apiDelete).mockImplementation(async () => {
      mine = mine.slice(1);
      return null;
    });
    const user = userEvent.setup();
    renderAt('/review');
    const hotel = await screen.findByRole('article', { name: '멍멍 호텔 리뷰' });
    await user.click(within(hotel).getByRole('button', { name: '지우기' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '지우기' }));
    await expect.poll(() => screen.queryByRole('article', { name: '멍멍 호텔 리뷰' })).toBeNull();
    expect(screen.getByRole('heading', { name: '내 리뷰' })).toHaveFocus();
  });

  it('points to booking when there is nothing to review yet', async () => {
    pending = [];
    mine = [];
    renderAt('/review');
    expect(await screen.findByText('아직 쓴 리뷰가 없어요')).toBeInTheDocument();
    expect(screen.getByText('방문을 마치면 여기서 리뷰를 쓸 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '온라인 예약하기' })).toBeInTheDocument();
  });

  describe('뒤로 after the form is done', () => {
    const writeAndSave = async (user: ReturnType<typeof userEvent.setup>) => {
      vi.mocked(apiPost).mockImplementation(async () => {
        pending = [];
        mine = [review({ reviewSeq: 7, reservationSeq: 11, shopName: '해피 미용실', rating: 5 }), ...mine];
        return mine[0];
      });
      await user.click(await screen.findByRole('radio', { name: '별 5개' }));
      await user.type(screen.getByRole('textbox', { name: '리뷰' }), '목욕을 정말 꼼꼼하게 해주셨어요.');
      await user.click(screen.getByRole('button', { name: '리뷰 올리기' }));
      expect(await screen.findByRole('article', { name: '해피 미용실 리뷰' })).toBeInTheDocument();
    };

    it('leaves the page the list was opened from, not the saved review’s form', async () => {
      const user = userEvent.setup();
      const router = renderAt('/review', ['/my-info']);
      await user.click(await screen.findByRole('button', { name: '리뷰 쓰기' }));
      await writeAndSave(user);
      expect(router.state.location.search).toBe('');

      await router.navigate(-1);

      expect(await screen.findByText('다른 화면')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/my-info');
    });

    it('opened from a reservation, shows the list after saving and goes back to the reservation', async () => {
      const user = userEvent.setup();
      const router = renderAt('/review?write=11', ['/reservation/detail?id=11']);
      await writeAndSave(user);
      expect(router.state.location.search).toBe('');

      await router.navigate(-1);

      expect(await screen.findByText('다른 화면')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/reservation/detail');
    });

    it('취소 with something written asks first: 계속 쓰기 keeps it, 닫기 drops it and goes back to the list', async () => {
      const user = userEvent.setup();
      renderAt('/review', ['/my-info']);
      await user.click(await screen.findByRole('button', { name: '리뷰 쓰기' }));
      await user.type(await screen.findByLabelText('리뷰'), '꼼꼼하게 잘 해주셨어요');
      await user.click(screen.getByRole('button', { name: '취소' }));

      const asked = await screen.findByRole('dialog', { name: '쓰던 리뷰를 지우고 닫을까요?' });
      await user.click(within(asked).getByRole('button', { name: '계속 쓰기' }));
      expect(screen.getByLabelText('리뷰')).toHaveValue('꼼꼼하게 잘 해주셨어요');

      await user.click(screen.getByRole('button', { name: '취소' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: '쓰던 리뷰를 지우고 닫을까요?' })).getByRole(
          'button',
          {
            name: '닫기',
          },
        ),
      );
      expect(await screen.findByRole('heading', { name: '리뷰를 기다리는 방문' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '리뷰 쓰기' }));
      expect(await screen.findByLabelText('리뷰')).toHaveValue('');
    });

    it('취소 from the list’s form goes back to the list', async () => {
      const user = userEvent.setup();
      const router = renderAt('/review', ['/my-info']);
      await user.click(await screen.findByRole('button', { name: '리뷰 쓰기' }));
      await user.click(await screen.findByRole('button', { name: '취소' }));

      expect(await screen.findByRole('heading', { name: '리뷰를 기다리는 방문' })).toBeInTheDocument();
      await router.navigate(-1);
      expect(router.state.location.pathname).toBe('/my-info');
    });
  });
});
