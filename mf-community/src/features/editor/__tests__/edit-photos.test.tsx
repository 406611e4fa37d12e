// The editor with photos still uploading or refused: the picker itself is shared's (tested there); here a stand-in
// reports what it would, so the form's answer to it is what is checked.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPost, useSessionStore, type PhotoPickerChange, type UploadedMedia } from '@guardian/shared';
import { makePost, renderAt } from '../../../test/render-at';
import { EditScreen } from '../components/edit-screen';

const picker = vi.hoisted(() => ({ report: (_change: PhotoPickerChange) => {} }));

vi.mock('@guardian/shared', async (orig) => ({
  ...(await (await import('../../../test/shared-mock')).sharedMock(orig)),
  PhotoPicker: ({ onChange }: { onChange: (change: PhotoPickerChange) => void }) => {
    picker.report = onChange;
    return null;
  },
}));

const routes = [
  { path: '/community/edit', Component: EditScreen },
  { path: '/community/:communitySeq', Component: () => <p>게시글 화면</p> },
];

const photo = (mediaSeq: number): UploadedMedia => ({
  mediaSeq,
  width: 100,
  height: 100,
  url: `https://api/${mediaSeq}/w1280`,
  thumbnailUrl: `https://api/${mediaSeq}/w320`,
  srcSet: `https://api/${mediaSeq}/w320 100w`,
});

const report = (photos: UploadedMedia[], busy: boolean, failed: number) =>
  act(() => picker.report({ photos, mediaSeqs: photos.map((p) => p.mediaSeq), busy, failed }));

beforeEach(() => {
  localStorage.clear();
  vi.mocked(apiPost).mockReset();
  useSessionStore.setState({ token: 't' });
});

describe('글쓰기 with photos', () => {
  it('says 올리기 waits for the photos still uploading, then posts them all', async () => {
    vi.mocked(apiPost).mockResolvedValue(makePost({ communitySeq: 77 }));
    renderAt('/community/edit', routes);
    await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '산책 사진이에요');
    report([photo(1)], true, 0);

    expect(screen.getByRole('button', { name: '올리기' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '올리기' })).toHaveAccessibleDescription(
      '사진을 올리고 있어요. 다 올라가면 글을 올릴 수 있어요.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '사진을 올리고 있어요. 다 올라가면 글을 올릴 수 있어요.',
    );

    report([photo(1), photo(2)], false, 0);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: '올리기' }));
    expect(await screen.findByText('게시글 화면')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith('/v2/community', expect.objectContaining({ mediaSeqs: [1, 2] }));
  });

  it('says a photo that could not be uploaded is left out, before it is posted without it', async () => {
    renderAt('/community/edit', routes);
    await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '산책 사진이에요');
    report([photo(1)], false, 1);

    expect(screen.getByRole('status')).toHaveTextContent('올리지 못한 사진 1장은 빼고 올라가요.');
    expect(screen.getByRole('button', { name: '올리기' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('산책 사진이에요');
  });
});
