// 글쓰기's 품종 태그 starts as the writer's pet's breed (one pet, or pets all of one breed): a new post only, never
// over an edit's tag or a draft's, and taken off as any tag is.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPost, meQueryKey, queryKeys, useSessionStore, type Me } from '@guardian/shared';
import { makePost, renderAt, testQueryClient } from '../../../test/render-at';
import { EditScreen } from '../components/edit-screen';
import { saveDraft } from '../lib/draft';

vi.mock('@guardian/shared', async (orig) => (await import('../../../test/shared-mock')).sharedMock(orig));

const routes = [
  { path: '/community/edit', Component: EditScreen },
  { path: '/community/edit/:communitySeq', Component: EditScreen },
  { path: '/community/:communitySeq', Component: () => <p>게시글 화면</p> },
];

const pet = (petSeq: number, breedSeq: number | null, breedName: string | null) => ({
  petSeq,
  name: `반려동물${petSeq}`,
  kind: 'DOG' as const,
  breedSeq,
  breedName,
});
const me = (pets: ReturnType<typeof pet>[]) => ({ userSeq: 9, nickname: '초코맘', pets }) as unknown as Me;

/** A query client holding the breed list and, unless `pets` is left out, the user with these pets. */
function client(pets?: ReturnType<typeof pet>[]) {
  const c = testQueryClient();
  c.setQueryData(queryKeys.catalog.breeds('DOG'), [
    { breedSeq: 1, kind: 'DOG', name: '말티즈' },
    { breedSeq: 2, kind: 'DOG', name: '푸들' },
  ]);
  c.setQueryData(queryKeys.catalog.breeds('CAT'), []);
  if (pets) c.setQueryData(meQueryKey, me(pets));
  return c;
}
const tag = () => screen.getByRole('button', { name: /^품종 태그/ });
const write = async (text: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: '내용' }), text);
  await userEvent.click(screen.getByRole('button', { name: '올리기' }));
};

beforeEach(() => {
  localStorage.clear();
  vi.mocked(apiPost)
    .mockReset()
    .mockResolvedValue(makePost({ communitySeq: 77 }));
  useSessionStore.setState({ token: 't' });
});

describe('품종 태그 of a new post', () => {
  it('starts as my one pet’s breed, and goes with the post', async () => {
    renderAt('/community/edit', routes, client([pet(1, 2, '푸들')]));
    expect(tag()).toHaveAccessibleName('품종 태그 #푸들');
    await write('산책 다녀왔어요');
    expect(apiPost).toHaveBeenCalledWith('/v2/community', expect.objectContaining({ breedSeq: 2 }));
  });

  it('is taken off as any tag is (태그 없음): the post goes without one', async () => {
    renderAt('/community/edit', routes, client([pet(1, 2, '푸들')]));
    await userEvent.click(tag());
    await userEvent.click(await screen.findByRole('button', { name: '태그 없음' }));
    expect(tag()).toHaveAccessibleName('품종 태그 품종을 골라 주세요 (선택)');
    await write('태그 없이');
    expect(apiPost).toHaveBeenCalledWith('/v2/community', expect.objectContaining({ breedSeq: null }));
  });

  it('starts as the breed all my pets share; pets of several breeds, or one of no breed, leave it empty', async () => {
    const view = renderAt('/community/edit', routes, client([pet(1, 2, '푸들'), pet(2, 2, '푸들')]));
    expect(tag()).toHaveAccessibleName('품종 태그 #푸들');
    view.unmount();
    for (const pets of [[pet(1, 2, '푸들'), pet(2, 1, '말티즈')], [pet(1, null, null)], []]) {
      const other = renderAt('/community/edit', routes, client(pets));
      expect(tag()).toHaveAccessibleName('품종 태그 품종을 골라 주세요 (선택)');
      other.unmount();
    }
  });

  it('known only once the editor is open, it is put on then', async () => {
    const late = client();
    renderAt('/community/edit', routes, late);
    expect(tag()).toHaveAccessibleName('품종 태그 품종을 골라 주세요 (선택)');
    act(() => late.setQueryData(meQueryKey, me([pet(1, 2, '푸들')])));
    await vi.waitFor(() => expect(tag()).toHaveAccessibleName('품종 태그 #푸들'));
  });

  it('known only once I chose a tag myself, it leaves mine', async () => {
    const late = client();
    renderAt('/community/edit', routes, late);
    await userEvent.click(tag());
    await userEvent.click(await screen.findByRole('button', { name: /^말티즈/ }));
    await act(async () => {
      late.setQueryData(meQueryKey, me([pet(1, 2, '푸들')]));
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(tag()).toHaveAccessibleName('품종 태그 #말티즈');
  });

  it('a draft kept on the device keeps its own tag, none included', async () => {
    saveDraft(null, { content: '쓰던 글', breedSeq: null, photos: [] });
    renderAt('/community/edit', routes, client([pet(1, 2, '푸들')]));
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('쓰던 글');
    expect(tag()).toHaveAccessibleName('품종 태그 품종을 골라 주세요 (선택)');
  });

  it('an edit keeps the post’s tag, none included', async () => {
    const c = client([pet(1, 2, '푸들')]);
    c.setQueryData(queryKeys.community.post(42), makePost({ mine: true, breedSeq: null, breedName: null }));
    renderAt('/community/edit/42', routes, c);
    expect(await screen.findByRole('button', { name: '수정 완료' })).toBeInTheDocument();
    expect(tag()).toHaveAccessibleName('품종 태그 품종을 골라 주세요 (선택)');
  });
});
