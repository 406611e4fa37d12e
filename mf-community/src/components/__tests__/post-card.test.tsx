import { act, render as renderInDom, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { makePost, testQueryClient } from '../../test/render-at';
import { PostCard } from '../post-card';
import { awayUntil } from '@guardian/shared/test/away';

vi.mock('@guardian/shared', async (orig) => (await import('../../test/shared-mock')).sharedMock(orig));

/** A list's router and query cache around a card (its heart likes through the cache). */
const render = (ui: ReactNode) =>
  renderInDom(<QueryClientProvider client={testQueryClient()}>{ui}</QueryClientProvider>);

/** jsdom lays nothing out: four lines of text are 96 px, and a text over 100 characters takes more. */
function fourLinesHold() {
  const proto = HTMLElement.prototype;
  const scroll = Object.getOwnPropertyDescriptor(proto, 'scrollHeight');
  const client = Object.getOwnPropertyDescriptor(proto, 'clientHeight');
  Object.defineProperty(proto, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return (this.textContent?.length ?? 0) > 100 ? 240 : 96;
    },
  });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 96 });
  onTestFinished(() => {
    if (scroll) Object.defineProperty(proto, 'scrollHeight', scroll);
    if (client) Object.defineProperty(proto, 'clientHeight', client);
  });
}

const card = (content: string) =>
  render(
    <MemoryRouter>
      <PostCard post={makePost({ content })} />
    </MemoryRouter>,
  );

describe('a post in a list', () => {
  it('says 더보기 when its text is cut at four lines, and the link still reads the whole text', () => {
    fourLinesHold();
    const long = '코코랑 한강 산책 다녀왔어요. '.repeat(20);
    card(long);
    expect(screen.getByText('더보기')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAccessibleName(long.trim());
  });

  it('says nothing more when the whole text fits', () => {
    fourLinesHold();
    card('코코랑 한강 산책 다녀왔어요');
    expect(screen.queryByText('더보기')).not.toBeInTheDocument();
  });
});

describe('a post with a long history', () => {
  it('writes thousands of likes and comments with separators', () => {
    render(
      <MemoryRouter>
        <PostCard post={makePost({ likeCount: 12345, commentCount: 1234 })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: '좋아요 12,345개, 누르기' })).toHaveTextContent('12,345');
    expect(screen.getByRole('img', { name: '댓글 1,234개' })).toHaveTextContent('1,234');
  });

  it('says 수정됨 beside the time when the post was edited, as its page does, and nothing when it was not', () => {
    const { unmount } = render(
      <MemoryRouter>
        <PostCard post={makePost({ edited: true })} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/5분 전 · 수정됨/)).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <PostCard post={makePost()} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/5분 전/)).not.toHaveTextContent('수정됨');
  });

  it('keeps the time apart from a long pet name, so only the pet name is cut at a narrow width', () => {
    const author = {
      userSeq: 9,
      nickname: '몽실이네집사님',
      profileImageUrl: null,
      petName: '몽실이와초코와콩이',
      petBreedName: '웨스트 하이랜드 화이트 테리어',
    };
    render(
      <MemoryRouter>
        <PostCard post={makePost({ author })} />
      </MemoryRouter>,
    );
    const time = screen.getByText(/5분 전/);
    expect(time).not.toHaveTextContent('테리어');
    expect(screen.getByText('몽실이와초코와콩이 · 웨스트 하이랜드 화이트 테리어')).toBeInTheDocument();
  });
});

describe('a post looked at again hours later', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-04T09:00:00+09:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('says how long ago it was written as of now, once the app is shown again', () => {
    render(
      <MemoryRouter>
        <PostCard post={makePost({ createdAt: new Date().toISOString() })} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/방금 전/)).toBeInTheDocument();
    // Put away for KakaoTalk in the morning: the WebView's timers froze, and the evening came.
    awayUntil('2026-12-04T19:00:00+09:00');
    expect(screen.getByText(/10시간 전/)).toBeInTheDocument();
    expect(screen.queryByText(/방금 전/)).not.toBeInTheDocument();
  });

  it('moves from 방금 전 to minutes while it stays on screen', () => {
    render(
      <MemoryRouter>
        <PostCard post={makePost({ createdAt: new Date().toISOString() })} />
      </MemoryRouter>,
    );
    act(() => void vi.advanceTimersByTime(3 * 60_000));
    expect(screen.getByText(/3분 전/)).toBeInTheDocument();
  });
});
