import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  apiGet,
  apiPost,
  apiPut,
  createQueryClient,
  dialog,
  queryKeys,
  toast,
  useSessionStore,
} from '@guardian/shared';
import { makePost, renderAt, testQueryClient } from '../../../test/render-at';
import { EditScreen } from '../components/edit-screen';
import { draftStorageKey, saveDraft } from '../lib/draft';
import { doubleTap } from '@guardian/shared/test/double-tap';
import { applyStylesheet } from '@guardian/shared/test/stylesheet';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

const routes = [
  { path: '/community/edit', Component: EditScreen },
  { path: '/community/edit/:communitySeq', Component: EditScreen },
  { path: '/community/:communitySeq', Component: () => <p>게시글 화면</p> },
];

beforeEach(() => {
  localStorage.clear();
  vi.mocked(apiPost).mockReset();
  vi.mocked(toast.success).mockReset();
  useSessionStore.setState({ token: 't' });
});

describe('글쓰기', () => {
  it('a post whose answer was lost goes again with the same clientId (after a reload too); changed, with a new one', async () => {
    const lost = () =>
      new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' });
    vi.mocked(apiPost)
      .mockRejectedValueOnce(lost())
      .mockRejectedValueOnce(lost())
      .mockRejectedValueOnce(lost())
      .mockResolvedValueOnce(makePost({ communitySeq: 77, mine: true }));
    const first = renderAt('/community/edit', routes);
    const box = screen.getByRole('textbox', { name: '내용' });
    await userEvent.type(box, '산책 다녀왔어요');
    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    expect(await screen.findByText('네트워크 연결을 확인해 주세요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    await vi.waitFor(() => expect(apiPost).toHaveBeenCalledTimes(2));
    await userEvent.type(box, '!'); // another post
    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    await vi.waitFor(() => expect(apiPost).toHaveBeenCalledTimes(3));
    await new Promise((r) => setTimeout(r, 350));
    first.unmount();
    // Opened again (a reload): the same post goes with the same clientId.
    const again = renderAt('/community/edit', routes);
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('산책 다녀왔어요!');
    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    expect(await screen.findByText('게시글 화면')).toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe('/community/77');
    const ids = vi.mocked(apiPost).mock.calls.map(([, body]) => (body as { clientId: string }).clientId);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(ids[3]).toBe(ids[2]);
    // Posted: the next post is another one.
    expect(Object.keys(localStorage).filter((k) => k.endsWith('.attempt'))).toEqual([]);
  });

  it('an edit sends no clientId', async () => {
    vi.mocked(apiPut).mockResolvedValue(makePost({ mine: true }));
    const client = testQueryClient();
    client.setQueryData(queryKeys.community.post(42), makePost({ mine: true }));
    renderAt('/community/edit/42', routes, client);
    await userEvent.type(await screen.findByRole('textbox', { name: '내용' }), '!');
    await userEvent.click(screen.getByRole('button', { name: '수정 완료' }));
    await vi.waitFor(() => expect(apiPut).toHaveBeenCalled());
    expect(vi.mocked(apiPut).mock.calls[0][1]).not.toHaveProperty('clientId');
  });

  it('keeps what was typed on the device when the page is left, and clears it once posted', async () => {
    const first = renderAt('/community/edit', routes);
    await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '산책 다녀왔어요');
    expect(screen.getByText('8/2,000')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 350));
    first.unmount();

    vi.mocked(apiPost).mockResolvedValue(makePost({ communitySeq: 77 }));
    const client = testQueryClient();
    client.setQueryData(queryKeys.catalog.breeds('DOG'), [{ breedSeq: 1, kind: 'DOG', name: '말티즈' }]);
    client.setQueryData(queryKeys.catalog.breeds('CAT'), []);
    const again = renderAt('/community/edit', routes, client);
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('산책 다녀왔어요');
    await userEvent.click(screen.getByRole('button', { name: /품종 태그/ }));
    await userEvent.click(await screen.findByRole('button', { name: /말티즈/ }));
    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    expect(apiPost).toHaveBeenCalledWith('/v2/community', {
      content: '산책 다녀왔어요',
      breedSeq: 1,
      mediaSeqs: [],
      clientId: expect.any(String),
    });
    expect(await screen.findByText('게시글 화면')).toBeInTheDocument();
    expect(again.router.state.location.pathname).toBe('/community/77');
    expect(localStorage.getItem(draftStorageKey(null))).toBeNull();
  });

  it('takes down 작성 중이던 글을 불러왔어요 once the draft is posted, leaving 글을 올렸어요 alone', async () => {
    saveDraft(null, { content: '산책 다녀왔어요', breedSeq: null, photos: [] });
    vi.mocked(toast.success).mockImplementation((message) =>
      message === '작성 중이던 글을 불러왔어요' ? 11 : 12,
    );
    const dismiss = vi.spyOn(toast, 'dismiss');
    vi.mocked(apiPost).mockResolvedValue(makePost({ communitySeq: 77 }));
    renderAt('/community/edit', routes);
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('산책 다녀왔어요');
    expect(toast.success).toHaveBeenCalledWith('작성 중이던 글을 불러왔어요');
    await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '!');
    expect(dismiss).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    expect(await screen.findByText('게시글 화면')).toBeInTheDocument();
    expect(toast.success).toHaveBeenLastCalledWith('글을 올렸어요');
    expect(dismiss).toHaveBeenCalledWith(11);
    expect(dismiss).not.toHaveBeenCalledWith(12);
    dismiss.mockRestore();
  });

  it('says 올리기 waits for the text, and a tap on it before anything is typed takes the focus into the box', async () => {
    renderAt('/community/edit', routes);
    const box = screen.getByRole('textbox', { name: '내용' });
    const send = screen.getByRole('button', { name: '올리기' });
    // Grey, yet reached by Tab and a screen reader, which hears what it waits for (a disabled one was skipped).
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).not.toBeDisabled();
    expect(send).toHaveAccessibleDescription('내용을 입력해 주세요.');
    expect(screen.getByRole('status')).toHaveTextContent('내용을 입력해 주세요.');

    await userEvent.click(send);
    expect(box).toHaveFocus();
    expect(apiPost).not.toHaveBeenCalled();

    await userEvent.type(box, '산책 다녀왔어요');
    expect(send).not.toHaveAttribute('aria-disabled');
    expect(send).toHaveAccessibleDescription('');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('draws 올리기 grey while it waits for the text, and in the brand’s colour once it can post', async () => {
    onTestFinished(applyStylesheet('../components/edit.module.css', import.meta.url));
    renderAt('/community/edit', routes);
    const send = screen.getByRole('button', { name: '올리기' });
    expect(getComputedStyle(send).color).not.toBe('var(--color-brand-strong)');
    await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '산책');
    expect(getComputedStyle(send).color).toBe('var(--color-brand-strong)');
  });

  it('counts an emoji as one character, as the API does: 2,000 of them fit', async () => {
    renderAt('/community/edit', routes);
    const box = screen.getByRole('textbox', { name: '내용' });
    fireEvent.change(box, { target: { value: '산책 🐶🐾' } });
    expect(box).toHaveAccessibleDescription('5/2,000');
    fireEvent.change(box, { target: { value: '🐶'.repeat(2000) } });
    expect(box).toHaveAccessibleDescription('2,000/2,000');
    expect(screen.getByRole('button', { name: '올리기' })).toBeEnabled();
  });

  it('keeps what was typed when the page is left at once, before any pause in the typing', async () => {
    const first = renderAt('/community/edit', routes);
    fireEvent.change(screen.getByRole('textbox', { name: '내용' }), { target: { value: '붙여 넣은 긴 글' } });
    first.unmount();

    renderAt('/community/edit', routes);
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('붙여 넣은 긴 글');
  });

  it('forgets what was typed when the person logs out, so the next one to log in here does not find it', async () => {
    const first = renderAt('/community/edit', routes);
    fireEvent.change(screen.getByRole('textbox', { name: '내용' }), {
      target: { value: '우리 보리 병원 다녀온 날' },
    });
    first.unmount();
    expect(localStorage.getItem(draftStorageKey(null))).toContain('우리 보리');

    useSessionStore.getState().leave('/my-info/setting');
    useSessionStore.setState({ token: 'someone else' });

    renderAt('/community/edit', routes);
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('');
  });

  it('a quick double tap on 올리기 posts once', async () => {
    vi.mocked(apiPost).mockResolvedValue(makePost({ communitySeq: 77 }));
    renderAt('/community/edit', routes);
    await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '산책 다녀왔어요');
    const send = screen.getByRole('button', { name: '올리기' });
    doubleTap(send);

    expect(await screen.findByText('게시글 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledTimes(1);
  });

  it('a refused post keeps the text and shows why', async () => {
    vi.mocked(apiPost).mockRejectedValue(new Error('글은 10분에 5개까지 올릴 수 있어요.'));
    renderAt('/community/edit', routes);
    await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '또 올려요');
    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('또 올려요');
  });

  it('a post refused because the session ended says so once (§8’s alert, nothing under the form) and keeps the text as a draft', async () => {
    // The alert stays up (unread): once read, the session ends and the page asks for a login.
    const alert = vi.spyOn(dialog, 'alert').mockReturnValue(new Promise(() => {}));
    onTestFinished(() => alert.mockRestore());
    vi.mocked(apiPost).mockRejectedValue(
      new ApiError({ status: 401, resultCode: 'UNAUTHORIZED', message: '로그인이 필요해요.' }),
    );
    // The app's own client: its 401 rule is the alert that speaks.
    renderAt('/community/edit', routes, createQueryClient());
    await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '또 올려요');
    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('로그인이 필요해요.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('또 올려요');
    expect(localStorage.getItem(draftStorageKey(null))).toContain('또 올려요');
  });

  it('has 올리기 in the header, where it covers no line of the text box typed just above the phone’s keyboard', async () => {
    vi.mocked(apiPost).mockResolvedValue(makePost({ communitySeq: 77 }));
    renderAt('/community/edit', routes);
    const box = screen.getByRole('textbox', { name: '내용' });
    const send = within(screen.getByRole('banner')).getByRole('button', { name: '올리기' });
    // Out of the form's flow: nothing of it sticks to the bottom of the screen over the box.
    expect(box.closest('form')).not.toContainElement(send);
    expect(screen.getAllByRole('button', { name: '올리기' })).toEqual([send]);
    expect(send).toHaveAttribute('aria-disabled', 'true');

    await userEvent.type(box, '산책 다녀왔어요');
    await userEvent.click(send);
    expect(apiPost).toHaveBeenCalledWith('/v2/community', {
      content: '산책 다녀왔어요',
      breedSeq: null,
      mediaSeqs: [],
      clientId: expect.any(String),
    });
    expect(await screen.findByText('게시글 화면')).toBeInTheDocument();
  });

  it('a refusal, said at the form’s end, is scrolled into view when 올리기 is tapped in the header', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this);
    };
    vi.mocked(apiPost).mockRejectedValue(new Error('글은 10분에 5개까지 올릴 수 있어요.'));
    renderAt('/community/edit', routes);
    await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '또 올려요');
    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    const alert = await screen.findByRole('alert');
    expect(scrolled).toHaveBeenCalledWith(alert);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('the breed filter is a search box whose 검색 key puts the keyboard away over the filtered list', async () => {
    const client = testQueryClient();
    client.setQueryData(queryKeys.catalog.breeds('DOG'), [
      { breedSeq: 1, kind: 'DOG', name: '말티즈' },
      { breedSeq: 2, kind: 'DOG', name: '푸들' },
    ]);
    client.setQueryData(queryKeys.catalog.breeds('CAT'), []);
    renderAt('/community/edit', routes, client);
    await userEvent.click(screen.getByRole('button', { name: /품종 태그/ }));
    const filter = screen.getByRole('searchbox', { name: '품종 찾기' });
    expect(filter).toHaveAttribute('enterkeyhint', 'search');
    // The browser's past entries of the box are no breed names.
    expect(filter).toHaveAttribute('autocomplete', 'off');
    await userEvent.type(filter, '푸{Enter}');
    expect(filter).not.toHaveFocus();
    expect(screen.getByRole('button', { name: /푸들/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /말티즈/ })).not.toBeInTheDocument();
  });

  it('품종 태그 reads as the button it is: it says it opens the breed list (a dialog) and whether that is open', async () => {
    const client = testQueryClient();
    client.setQueryData(queryKeys.catalog.breeds('DOG'), [{ breedSeq: 1, kind: 'DOG', name: '말티즈' }]);
    client.setQueryData(queryKeys.catalog.breeds('CAT'), []);
    renderAt('/community/edit', routes, client);
    const tag = screen.getByRole('button', { name: '품종 태그 품종을 골라 주세요 (선택)' });
    expect(tag).toHaveAttribute('aria-haspopup', 'dialog');
    expect(tag).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(tag);
    expect(screen.getByRole('dialog', { name: '품종 태그' })).toBeInTheDocument();
    expect(tag).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: /^말티즈/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tag).toHaveAttribute('aria-expanded', 'false');
    expect(tag).toHaveAccessibleName('품종 태그 #말티즈');
  });

  it('a post over 2,000 characters says how much to cut, keeps the text and cannot be posted until it fits', async () => {
    renderAt('/community/edit', routes);
    const box = screen.getByRole('textbox', { name: '내용' });
    await userEvent.click(box);
    await userEvent.paste('가'.repeat(2100));

    expect(box).toHaveValue('가'.repeat(2100));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '글은 2,000자까지 쓸 수 있어요. 100자를 줄여 주세요.',
    );
    expect(box).toHaveAccessibleDescription(
      '2,100/2,000 글은 2,000자까지 쓸 수 있어요. 100자를 줄여 주세요.',
    );
    const send = screen.getByRole('button', { name: '올리기' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription('글은 2,000자까지 쓸 수 있어요. 100자를 줄여 주세요.');
    await userEvent.click(send);
    expect(apiPost).not.toHaveBeenCalled();
    expect(box).toHaveFocus();
  });

  it('opening my post to edit and leaving it as it was keeps no draft, so the next visit does not claim one', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/breeds' ? [] : makePost({ mine: true }),
    );
    const first = renderAt('/community/edit/42', routes);
    expect(await screen.findByRole('textbox', { name: '내용' })).toHaveValue('코코랑 한강 산책 다녀왔어요');
    await new Promise((r) => setTimeout(r, 350));
    first.unmount();
    expect(localStorage.getItem(draftStorageKey(42))).toBeNull();

    renderAt('/community/edit/42', routes);
    expect(await screen.findByRole('textbox', { name: '내용' })).toHaveValue('코코랑 한강 산책 다녀왔어요');
    expect(toast.success).not.toHaveBeenCalledWith('작성 중이던 글을 불러왔어요');
  });

  it('opened from the post, a read of it that fails (offline) keeps the form and what is typed', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) => {
      if (url === '/v2/breeds') return [];
      throw new ApiError({ status: 0, resultCode: 'NETWORK', message: '인터넷 연결을 확인해 주세요.' });
    });
    const client = testQueryClient();
    client.setQueryData(queryKeys.community.post(42), makePost({ mine: true }));
    renderAt('/community/edit/42', routes, client);
    const text = screen.getByRole('textbox', { name: '내용' });
    await userEvent.type(text, '!');
    await vi.waitFor(() =>
      expect(apiGet).toHaveBeenCalledWith('/v2/community/42', undefined, expect.anything()),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('코코랑 한강 산책 다녀왔어요!');
    expect(screen.getByRole('button', { name: '수정 완료' })).toBeInTheDocument();
  });

  it('back to a post whose kept draft has another breed tag, the tag shown is the one the draft saves', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string, params?: { kind?: string }) => {
      if (url !== '/v2/breeds') return makePost({ mine: true, breedSeq: 1, breedName: '말티즈' });
      return params?.kind === 'DOG'
        ? [
            { breedSeq: 1, kind: 'DOG', name: '말티즈' },
            { breedSeq: 2, kind: 'DOG', name: '푸들' },
          ]
        : [];
    });
    localStorage.setItem(
      draftStorageKey(42),
      JSON.stringify({ content: '코코랑 한강 산책 다녀왔어요', breedSeq: 2, photos: [] }),
    );
    vi.mocked(apiPut).mockResolvedValue(makePost({ mine: true, breedSeq: 2, breedName: '푸들' }));
    renderAt('/community/edit/42', routes);

    const tag = await screen.findByRole('button', { name: /품종 태그/ });
    await vi.waitFor(() => expect(tag).toHaveTextContent('#푸들'));
    expect(tag).not.toHaveTextContent('말티즈');
    await userEvent.click(screen.getByRole('button', { name: '수정 완료' }));
    expect(apiPut).toHaveBeenCalledWith('/v2/community/42', expect.objectContaining({ breedSeq: 2 }));
  });

  it('someone else’s post is not offered for editing', async () => {
    vi.mocked(apiGet).mockImplementation(async (url: string) =>
      url === '/v2/breeds' ? [] : makePost({ mine: false }),
    );
    renderAt('/community/edit/42', routes);
    expect(await screen.findByText('내가 쓴 글만 수정할 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '커뮤니티로' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '내용' })).not.toBeInTheDocument();
  });
});
