import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, apiGet, publicGet } from '@guardian/shared';
import { BreedGuideScreen, SEARCH_WRITE_DELAY_MS } from '../components/breed-guide-screen';
import { matchesKorean } from '../lib/hangul-search';

vi.mock('@guardian/shared/api/requests', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: vi.fn(),
  publicGet: vi.fn(),
}));

const DOGS = [
  { breedSeq: 1, kind: 'DOG', name: '말티즈' },
  { breedSeq: 6, kind: 'DOG', name: '포메라니안' },
  { breedSeq: 12, kind: 'DOG', name: '웰시 코기' },
  { breedSeq: 40, kind: 'DOG', name: '퍼그' },
  { breedSeq: 14, kind: 'DOG', name: '골든 리트리버' },
];
const CATS = [
  { breedSeq: 91, kind: 'CAT', name: '코리안 숏헤어' },
  { breedSeq: 97, kind: 'CAT', name: '러시안 블루' },
  { breedSeq: 98, kind: 'CAT', name: '페르시안' },
];

const POM_GUIDE = { breedSeq: 6, kind: 'DOG', name: '포메라니안', note: null, contents: [] };

function serve(url: string, params?: unknown) {
  if (url === '/v2/breeds')
    return Promise.resolve(((params as { kind?: string })?.kind === 'CAT' ? CATS : DOGS) as never);
  if (url === '/v2/curation/breeds/6') return Promise.resolve(POM_GUIDE as never);
  if (url === '/v2/curation/breeds/9999')
    return Promise.reject(
      new ApiError({ status: 404, resultCode: 'BREED_NOT_FOUND', message: '품종을 찾을 수 없어요.' }),
    );
  if (url === '/v2/curation/breeds') return Promise.resolve({ breedSeqs: [1, 6] } as never);
  return Promise.reject(new Error(`unexpected ${url}`));
}

// The real search, watched: which words the list is filtered with, and how often.
vi.mock('../lib/hangul-search', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/hangul-search')>();
  return { ...actual, matchesKorean: vi.fn(actual.matchesKorean) };
});

beforeEach(() => {
  vi.mocked(apiGet).mockImplementation(serve);
  vi.mocked(publicGet).mockImplementation(serve);
});

function renderGuide(url = '/curation/breed') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/curation/breed" element={<BreedGuideScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The address the router shows. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{decodeURIComponent(search)}</output>;
}

/** The composed site's scroller: the shell's <main>, tall enough to scroll. */
function renderInScroller() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/curation', '/curation/breed']} initialIndex={1}>
        <main data-testid="main" style={{ overflowY: 'auto' }}>
          <Routes>
            <Route path="/curation/breed" element={<BreedGuideScreen />} />
          </Routes>
        </main>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const main = screen.getByTestId('main');
  Object.defineProperty(main, 'clientHeight', { value: 800 });
  Object.defineProperty(main, 'scrollHeight', { value: 5000 });
  return main;
}

describe('품종 가이드', () => {
  it("keeps the search words and the scroll position after a breed's page, which opens at the top", async () => {
    const main = renderInScroller();
    await screen.findByRole('link', { name: /말티즈/ });
    fireEvent.change(screen.getByRole('searchbox', { name: '품종 검색' }), { target: { value: 'ㅍ' } });
    await screen.findByRole('link', { name: /포메라니안/ });
    main.scrollTop = 420;
    fireEvent.scroll(main);

    fireEvent.click(screen.getByRole('link', { name: /포메라니안/ }));
    expect(await screen.findByRole('heading', { name: '포메라니안' })).toBeInTheDocument();
    expect(main.scrollTop).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByRole('searchbox', { name: '품종 검색' })).toHaveValue('ㅍ');
    expect(screen.getByRole('link', { name: /포메라니안/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /말티즈/ })).not.toBeInTheDocument();
    expect(main.scrollTop).toBe(420);
  });

  it('filters the list on the settled words only, not again with the old ones at each letter typed', async () => {
    renderGuide();
    await screen.findByRole('link', { name: /말티즈/ });
    vi.mocked(matchesKorean).mockClear();

    fireEvent.change(screen.getByRole('searchbox', { name: '품종 검색' }), { target: { value: 'ㅍ' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: /말티즈/ })).not.toBeInTheDocument());

    // The keystroke's own render (the field showing ㅍ over the list of before) leaves the list alone: on a slow
    // phone, filtering and drawing the rows again there came between the letter and its paint.
    const words = vi.mocked(matchesKorean).mock.calls.map(([, query]) => query);
    expect(words.length).toBeGreaterThan(0);
    expect(new Set(words)).toEqual(new Set(['ㅍ']));
    expect(screen.getByRole('link', { name: /포메라니안/ })).toBeInTheDocument();
  });

  it('writes the search words to the address once the typing rests, not at each letter', async () => {
    renderInScroller();
    await screen.findByRole('link', { name: /말티즈/ });
    const field = screen.getByRole('searchbox', { name: '품종 검색' });
    fireEvent.change(field, { target: { value: 'ㅍ' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: /말티즈/ })).not.toBeInTheDocument());
    fireEvent.change(field, { target: { value: 'ㅍㅁ' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: /퍼그/ })).not.toBeInTheDocument());

    // The list follows each letter at once; the address (a navigation the whole screen answers) waits for a rest.
    expect(screen.getByTestId('address')).toHaveTextContent(/^$/);
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?q=ㅍㅁ'), {
      timeout: SEARCH_WRITE_DELAY_MS + 1000,
    });
  });

  it('keeps the list where it was scrolled when the waiting words reach the address', async () => {
    const main = renderInScroller();
    await screen.findByRole('link', { name: /말티즈/ });
    fireEvent.change(screen.getByRole('searchbox', { name: '품종 검색' }), { target: { value: 'ㅍ' } });
    await screen.findByRole('link', { name: /포메라니안/ });
    main.scrollTop = 300;
    fireEvent.scroll(main);

    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?q=ㅍ'), {
      timeout: SEARCH_WRITE_DELAY_MS + 1000,
    });
    expect(main.scrollTop).toBe(300);
  });

  it('a tab tapped while the words wait for the address stays on, with the words', async () => {
    renderInScroller();
    await screen.findByRole('link', { name: /말티즈/ });
    fireEvent.change(screen.getByRole('searchbox', { name: '품종 검색' }), { target: { value: '코' } });
    fireEvent.click(screen.getByRole('tab', { name: '고양이' }));
    await screen.findByRole('link', { name: /코리안 숏헤어/ });

    await new Promise((r) => setTimeout(r, SEARCH_WRITE_DELAY_MS + 200));
    expect(screen.getByRole('tab', { name: '고양이' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('address')).toHaveTextContent('?kind=CAT&q=코');
    expect(screen.getByRole('link', { name: /코리안 숏헤어/ })).toBeInTheDocument();
  });

  it("searches on the phone's 검색 key, which puts the keyboard away over the list it found", async () => {
    renderGuide();
    const field = screen.getByRole('searchbox', { name: '품종 검색' });
    expect(field).toHaveAttribute('enterkeyhint', 'search');
    expect(field).toHaveAttribute('autocomplete', 'off');
    field.focus();
    fireEvent.change(field, { target: { value: 'ㅍㅁ' } });
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    expect(field).toHaveFocus();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field).not.toHaveFocus();
    expect(await screen.findByRole('link', { name: /포메라니안/ })).toBeInTheDocument();
  });

  it('finds 포메라니안 by ㅍㅁ, marks breeds that have care notes, and links to the breed page', async () => {
    renderGuide();
    expect(await screen.findByRole('link', { name: /말티즈/ })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: '품종 검색' }), { target: { value: 'ㅍㅁ' } });
    const pom = await screen.findByRole('link', { name: /포메라니안/ });
    expect(screen.queryByRole('link', { name: /말티즈/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /퍼그/ })).not.toBeInTheDocument();
    expect(pom).toHaveTextContent('관리 노트');
    expect(pom).toHaveAttribute('href', '/curation/breed?breedSeq=6');
  });

  it('suggests searches that each find a breed of the tab shown', async () => {
    renderGuide();
    for (const [tab, breeds] of [
      ['강아지', DOGS],
      ['고양이', CATS],
    ] as const) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      await screen.findByRole('link', { name: new RegExp(breeds[0].name) });
      const field = screen.getByRole('searchbox', { name: '품종 검색' });
      const examples = field.getAttribute('placeholder')!.replace(/^예: /, '').split(', ');
      expect(examples.length).toBeGreaterThan(1);
      for (const words of examples) {
        fireEvent.change(field, { target: { value: words } });
        await waitFor(() => expect(screen.queryByText('찾는 품종이 없어요')).toBeNull());
        expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
      }
      fireEvent.change(field, { target: { value: '' } });
    }
  });

  it('says what to try when nothing matches', async () => {
    renderGuide();
    await screen.findByRole('link', { name: /말티즈/ });
    fireEvent.change(screen.getByRole('searchbox', { name: '품종 검색' }), { target: { value: 'ㅎㅎㅎ' } });
    expect(await screen.findByText('찾는 품종이 없어요')).toBeInTheDocument();
  });

  it("leads from a breed's page to the community's posts about that breed", async () => {
    renderGuide('/curation/breed?breedSeq=6');
    const link = await screen.findByRole('link', { name: /커뮤니티에서 포메라니안 이야기 보기/ });
    // The community's result screen reads the breed from ?breedSeq= (mf-community resultHref).
    const url = new URL(link.getAttribute('href')!, 'https://guardian.test');
    expect(url.pathname).toBe('/community/result');
    expect(url.searchParams.get('breedSeq')).toBe('6');
  });

  it('a link to a breed that does not exist says so and leads to the breed list', async () => {
    renderGuide('/curation/breed?breedSeq=9999');
    expect(await screen.findByText('품종을 찾을 수 없어요')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '품종 목록 보기' }));
    expect(await screen.findByRole('link', { name: /말티즈/ })).toBeInTheDocument();
  });

  it.each(['0x6', '6e0', '06', '%2B6', '6.0'])(
    'a mangled link to a breed (?breedSeq=%s) says it is not there, rather than opening 포메라니안',
    async (value) => {
      vi.mocked(publicGet).mockClear();
      vi.mocked(apiGet).mockClear();
      renderGuide(`/curation/breed?breedSeq=${value}`);
      expect(await screen.findByText('품종을 찾을 수 없어요')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '포메라니안' })).not.toBeInTheDocument();
      expect(publicGet).not.toHaveBeenCalled();
      expect(apiGet).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: '품종 목록 보기' }));
      expect(await screen.findByRole('link', { name: /말티즈/ })).toBeInTheDocument();
    },
  );
});
