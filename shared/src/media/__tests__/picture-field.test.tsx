import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from '../../api/api-error';
import { PICTURE_KEPT, PictureField, type PictureState, type PictureUpload } from '../picture-field';
import { shrinkImage } from '../shrink-image';
import { uploadMedia } from '../upload-media';

// The field's own pipeline (shrink in the browser, then POST /v2/media), for the one test that does not pass `upload`.
vi.mock('../shrink-image', () => ({ shrinkImage: vi.fn() }));
vi.mock('../upload-media', () => ({ uploadMedia: vi.fn() }));

const SAVED = 'https://api.example.com/v2/media/3/w320?exp=1&sig=a';
const photo = (name = 'coco.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

/** An upload the test settles by hand, with the progress and the abort signal the field gave it. */
function controlledUpload() {
  const calls: {
    file: File;
    onProgress: (fraction: number) => void;
    signal: AbortSignal;
    resolve: (mediaSeq: number) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const upload = vi.fn<PictureUpload>(
    (file, onProgress, signal) =>
      new Promise<number>((resolve, reject) => calls.push({ file, onProgress, signal, resolve, reject })),
  );
  return { upload, calls };
}

/** As a form holds it: the field's state, and 저장 held while a photo uploads. */
function Form({ currentUrl = null, upload }: { currentUrl?: string | null; upload?: PictureUpload }) {
  const [state, setState] = useState<PictureState>(PICTURE_KEPT);
  return (
    <>
      <PictureField
        label="반려동물 사진"
        name="코코"
        currentUrl={currentUrl}
        onChange={setState}
        upload={upload}
      />
      <button type="button" disabled={state.busy}>
        {state.busy ? '사진 올리는 중…' : '저장'}
      </button>
      <output aria-label="저장할 사진">{JSON.stringify(state.change)}</output>
    </>
  );
}

const field = () => screen.getByRole('group', { name: '반려동물 사진' });
const shownPicture = () => field().querySelector('img')?.getAttribute('src') ?? null;
const toSave = () => JSON.parse(screen.getByLabelText('저장할 사진').textContent!);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  delete window.ReactNativeWebView;
});

describe('PictureField', () => {
  it('shows the saved picture, or the initial of the name when there is none', () => {
    render(<Form currentUrl={SAVED} />);
    expect(shownPicture()).toBe(SAVED);
    render(<PictureField label="프로필 사진" name="  앨리스" currentUrl={null} onChange={() => {}} />);
    const other = screen.getByRole('group', { name: '프로필 사진' });
    expect(other.querySelector('img')).toBeNull();
    expect(other).toHaveTextContent('앨');
    expect(within(other).queryByRole('button', { name: '기본 이미지로' })).not.toBeInTheDocument();
  });

  it('uploads a picked photo at once, shows it with its progress, and holds 저장 until it is up', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    render(<Form upload={upload} />);

    await user.upload(screen.getByLabelText('반려동물 사진 선택'), photo());
    expect(upload).toHaveBeenCalledTimes(1);
    expect(calls[0]!.file.name).toBe('coco.jpg');
    expect(shownPicture()).toBe('blob:preview');
    expect(screen.getByRole('button', { name: '사진 올리는 중…' })).toBeDisabled();
    act(() => calls[0]!.onProgress(0.4));
    expect(screen.getByRole('progressbar', { name: '반려동물 사진 올리는 중' })).toHaveAttribute(
      'value',
      '40',
    );

    await act(async () => calls[0]!.resolve(42));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저장' })).toBeEnabled();
    expect(toSave()).toEqual({ kind: 'photo', mediaSeq: 42 });
  });

  it('by default shrinks the photo for an avatar and uploads it through POST /v2/media, with its progress', async () => {
    const user = userEvent.setup();
    const small = photo('small.jpg');
    vi.mocked(shrinkImage).mockResolvedValue(small);
    vi.mocked(uploadMedia).mockImplementation(async (_file, options) => {
      options?.onProgress?.(1);
      return { mediaSeq: 7, width: 640, height: 640, url: '', thumbnailUrl: '', srcSet: '' };
    });
    render(<Form />);

    await user.upload(screen.getByLabelText('반려동물 사진 선택'), photo());
    await waitFor(() => expect(toSave()).toEqual({ kind: 'photo', mediaSeq: 7 }));
    expect(shrinkImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'coco.jpg' }), { maxSide: 640 });
    expect(uploadMedia).toHaveBeenCalledWith(
      small,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('a photo picked while another uploads replaces it: the first upload is stopped and never counts', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    render(<Form upload={upload} />);
    const input = screen.getByLabelText('반려동물 사진 선택');

    await user.upload(input, photo('first.jpg'));
    await user.upload(input, photo('second.jpg'));
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.resolve(8));
    await act(async () => calls[0]!.resolve(7));
    expect(toSave()).toEqual({ kind: 'photo', mediaSeq: 8 });
  });

  it('says in Korean why a photo did not upload, and shows the saved picture again with nothing to save', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    render(<Form currentUrl={SAVED} upload={upload} />);

    await user.upload(screen.getByLabelText('반려동물 사진 선택'), photo());
    await act(async () =>
      calls[0]!.reject(
        new ApiError({
          status: 415,
          resultCode: 'MEDIA_UNSUPPORTED_TYPE',
          message: 'JPEG, PNG, WebP, HEIC 사진만 올릴 수 있어요.',
        }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('JPEG, PNG, WebP, HEIC 사진만 올릴 수 있어요.');
    expect(shownPicture()).toBe(SAVED);
    expect(toSave()).toEqual({ kind: 'keep' });
    expect(screen.getByRole('button', { name: '저장' })).toBeEnabled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('a failure without words of its own gets a Korean one', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    render(<Form upload={upload} />);
    await user.upload(screen.getByLabelText('반려동물 사진 선택'), photo());
    await act(async () => calls[0]!.reject(new Error('boom')));
    expect(screen.getByRole('alert')).toHaveTextContent('사진을 올리지 못했어요. 다시 선택해 주세요.');
  });

  it('기본 이미지로 removes the saved picture on 저장 and keeps the focus in the field', async () => {
    const user = userEvent.setup();
    render(<Form currentUrl={SAVED} upload={controlledUpload().upload} />);

    await user.click(screen.getByRole('button', { name: '기본 이미지로' }));
    expect(shownPicture()).toBeNull();
    expect(field()).toHaveTextContent('코');
    expect(toSave()).toEqual({ kind: 'remove' });
    expect(screen.queryByRole('button', { name: '기본 이미지로' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '사진 변경' })).toHaveFocus();
  });

  it('기본 이미지로 on a photo just picked, with none saved, leaves nothing to save and stops its upload', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    render(<Form upload={upload} />);

    await user.upload(screen.getByLabelText('반려동물 사진 선택'), photo());
    await user.click(screen.getByRole('button', { name: '기본 이미지로' }));
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(toSave()).toEqual({ kind: 'keep' });
    expect(screen.getByRole('button', { name: '저장' })).toBeEnabled();
  });

  it('in the app, asks for the photo permission first; refused, it says how to allow it and opens nothing', async () => {
    const user = userEvent.setup();
    const posted: string[] = [];
    window.ReactNativeWebView = { postMessage: (m: string) => posted.push(m) };
    render(<Form upload={controlledUpload().upload} />);
    const opened = vi.spyOn(screen.getByLabelText('반려동물 사진 선택'), 'click');
    const answer = (granted: boolean) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: JSON.stringify({ type: 'PERMISSION_RESULT', payload: { permission: 'storage', granted } }),
          }),
        );
      });

    await user.click(screen.getByRole('button', { name: '사진 변경' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(JSON.parse(posted[0]!)).toEqual({
      type: 'REQUEST_PERMISSION',
      payload: { permission: 'storage' },
    });
    answer(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '사진 접근 권한이 필요해요. 사진 첨부를 위해 설정에서 사진 및 저장공간 접근을 허용해 주세요.',
    );
    expect(opened).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '사진 변경' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    answer(true);
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaving the form stops an upload still running', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const { unmount } = render(<Form upload={upload} />);
    await user.upload(screen.getByLabelText('반려동물 사진 선택'), photo());
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('a saved picture that no longer loads shows the initial instead of a broken image', () => {
    render(<Form currentUrl={SAVED} />);
    act(() => {
      field().querySelector('img')!.dispatchEvent(new Event('error'));
    });
    expect(shownPicture()).toBeNull();
    expect(field()).toHaveTextContent('코');
  });
});
