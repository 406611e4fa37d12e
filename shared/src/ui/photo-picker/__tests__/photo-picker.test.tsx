import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { authClient, configureApiClient } from '../../../api/client';
import type { UploadedMedia, UploadMediaOptions } from '../../../media/upload-media';
import { fakeServer, ok } from '../../../test/fake-server';
import { PhotoPicker } from '../lazy-photo-picker';
import type { PhotoPickerChange } from '../photo-picker';

const LAZY = { timeout: 5000 };

const media = (mediaSeq: number): UploadedMedia => ({
  mediaSeq,
  width: 100,
  height: 100,
  url: `https://api/${mediaSeq}/w1280`,
  thumbnailUrl: `https://api/${mediaSeq}/w320`,
  srcSet: `https://api/${mediaSeq}/w320 100w`,
});

const file = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], name, { type: 'image/jpeg' });

/** An upload whose calls the test settles one by one. */
function controlledUpload() {
  const calls: {
    file: File;
    options: UploadMediaOptions;
    resolve: (m: UploadedMedia) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const upload = vi.fn(
    (f: File, options: UploadMediaOptions) =>
      new Promise<UploadedMedia>((resolve, reject) => calls.push({ file: f, options, resolve, reject })),
  );
  return { upload, calls };
}

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0] as PhotoPickerChange;

afterEach(() => {
  delete window.ReactNativeWebView;
});

describe('PhotoPicker', () => {
  it('uploads each picked photo with its own progress and reports the seqs in order once done', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const onChange = vi.fn();
    render(<PhotoPicker label="알림장 사진" onChange={onChange} upload={upload} />);
    const input = await screen.findByLabelText('알림장 사진 앨범에서 선택', {}, LAZY);

    await user.upload(input, [file('a.jpg'), file('b.jpg')]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(last(onChange)).toMatchObject({ mediaSeqs: [], busy: true });
    act(() => calls[0]!.options.onProgress?.(0.5));
    expect(screen.getByRole('progressbar', { name: '알림장 사진 1 올리는 중' })).toHaveAttribute(
      'value',
      '50',
    );

    await act(async () => calls[1]!.resolve(media(12)));
    await act(async () => calls[0]!.resolve(media(11)));
    expect(last(onChange)).toMatchObject({ mediaSeqs: [11, 12], busy: false, failed: 0 });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('2/10')).toBeInTheDocument();
  });

  it('keeps a failed photo in place with the reason, and retrying it uploads the same file again', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const onChange = vi.fn();
    render(<PhotoPicker label="사진" onChange={onChange} upload={upload} />);
    await user.upload(await screen.findByLabelText('사진 앨범에서 선택', {}, LAZY), [
      file('a.jpg'),
      file('b.jpg'),
    ]);

    await act(async () => calls[0]!.resolve(media(1)));
    await act(async () =>
      calls[1]!.reject(
        new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '네트워크 연결을 확인해 주세요.' }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('네트워크 연결을 확인해 주세요.');
    expect(last(onChange)).toMatchObject({ mediaSeqs: [1], busy: false, failed: 1 });

    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(calls[2]!.file.name).toBe('b.jpg');
    await act(async () => calls[2]!.resolve(media(2)));
    expect(last(onChange)).toMatchObject({ mediaSeqs: [1, 2], failed: 0 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a photo (stopping its upload), moves one forward, and starts from the photos being edited', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const onChange = vi.fn();
    render(<PhotoPicker label="사진" initial={[media(5), media(6)]} onChange={onChange} upload={upload} />);
    await user.upload(await screen.findByLabelText('사진 앨범에서 선택', {}, LAZY), file('c.jpg'));

    await user.click(screen.getByRole('button', { name: '사진 3 삭제' }));
    expect(calls[0]!.options.signal?.aborted).toBe(true);
    expect(last(onChange)).toMatchObject({ mediaSeqs: [5, 6], busy: false });

    await user.click(screen.getByRole('button', { name: '사진 2 앞으로' }));
    expect(last(onChange).mediaSeqs).toEqual([6, 5]);
    expect(screen.getByRole('img', { name: '사진 1' })).toHaveAttribute('src', 'https://api/6/w320');
  });

  it('keeps the focus among the photos after 삭제 and after moving one, not at the top of the page', async () => {
    const user = userEvent.setup();
    render(
      <PhotoPicker
        label="사진"
        initial={[media(5), media(6), media(7)]}
        onChange={vi.fn()}
        upload={vi.fn()}
      />,
    );
    await user.click(await screen.findByRole('button', { name: '사진 2 삭제' }, LAZY));
    // The photo that took its place, its own 삭제.
    expect(screen.getByRole('button', { name: '사진 2 삭제' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '사진 2 앞으로' }));
    // Moved to the front, where 앞으로 is off: its 뒤로 has the focus.
    expect(screen.getByRole('img', { name: '사진 1' })).toHaveAttribute('src', 'https://api/7/w320');
    expect(screen.getByRole('button', { name: '사진 1 뒤로' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '사진 1 뒤로' }));
    // Now the last: its 앞으로.
    expect(screen.getByRole('button', { name: '사진 2 앞으로' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '사진 2 삭제' }));
    expect(screen.getByRole('button', { name: '사진 1 삭제' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '사진 1 삭제' }));
    // No photo left: the way to add one.
    expect(screen.getByRole('button', { name: '앨범에서 선택' })).toHaveFocus();
  });

  it('stops at the maximum and says so', async () => {
    const user = userEvent.setup();
    const { upload } = controlledUpload();
    render(<PhotoPicker label="사진" max={2} onChange={() => {}} upload={upload} />);
    await user.upload(await screen.findByLabelText('사진 앨범에서 선택', {}, LAZY), [
      file('a.jpg'),
      file('b.jpg'),
      file('c.jpg'),
    ]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '사진은 2장까지 올릴 수 있어서 3장 중 2장만 추가했어요.',
    );
    expect(screen.getByRole('button', { name: '앨범에서 선택' })).toBeDisabled();
  });

  it('sends a burst of photos two at a time, the next as one finishes, skipping one removed while waiting', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const onChange = vi.fn();
    render(<PhotoPicker label="사진" onChange={onChange} upload={upload} />);
    await user.upload(
      await screen.findByLabelText('사진 앨범에서 선택', {}, LAZY),
      ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'].map(file),
    );
    expect(calls.map((c) => c.file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(last(onChange)).toMatchObject({ busy: true });

    await user.click(screen.getByRole('button', { name: '사진 3 삭제' }));
    await act(async () => calls[0]!.resolve(media(1)));
    expect(calls.map((c) => c.file.name)).toEqual(['a.jpg', 'b.jpg', 'd.jpg']);
    await act(async () => calls[1]!.resolve(media(2)));
    await act(async () => calls[2]!.resolve(media(4)));
    expect(calls.map((c) => c.file.name)).toEqual(['a.jpg', 'b.jpg', 'd.jpg', 'e.jpg']);
    await act(async () => calls[3]!.resolve(media(5)));
    expect(last(onChange)).toMatchObject({ mediaSeqs: [1, 2, 4, 5], busy: false, failed: 0 });
  });

  it('names the file a refusal is about, offers no 다시 시도 (the same file is refused again), and the other photos still go', async () => {
    const user = userEvent.setup();
    const { upload, calls } = controlledUpload();
    const onChange = vi.fn();
    render(<PhotoPicker label="사진" onChange={onChange} upload={upload} />);
    await user.upload(await screen.findByLabelText('사진 앨범에서 선택', {}, LAZY), [
      new File([new Uint8Array([0, 0, 0, 24])], 'IMG_0001.HEIC', { type: 'image/heic' }),
      file('b.jpg'),
    ]);
    await act(async () =>
      calls[0]!.reject(
        new ApiError({
          status: 400,
          resultCode: 'MEDIA_UNREADABLE',
          message: 'HEIC 사진을 변환하지 못했어요. 사진 앱에서 JPEG로 내보내 올려 주세요.',
        }),
      ),
    );
    await act(async () => calls[1]!.resolve(media(2)));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'IMG_0001.HEIC HEIC 사진을 변환하지 못했어요. 사진 앱에서 JPEG로 내보내 올려 주세요.',
    );
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    expect(last(onChange)).toMatchObject({ mediaSeqs: [2], busy: false, failed: 1 });
  });

  it('refuses a HEIC this browser cannot open before sending anything of it, and sends the JPG picked with it', async () => {
    // Chrome on Android: no HEIC decoder, neither for createImageBitmap nor for <img>.
    const heic = new File([new Uint8Array(3_000_000)], 'IMG_0001.HEIC', { type: 'image/heic' });
    const jpg = file('b.jpg');
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (blob: Blob) =>
        blob === heic
          ? Promise.reject(new DOMException('The source image could not be decoded.'))
          : { width: 800, height: 600, close: () => {} },
      ),
    );
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      value: () => Promise.reject(new DOMException('The source image cannot be decoded.')),
      configurable: true,
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    // The default upload's POST /v2/media, which a photo refused in the browser must never reach.
    configureApiClient({ baseURL: 'https://api.guardian.kr' });
    const server = fakeServer(authClient, () => ok(media(2)));
    const sent = () => server.requests.map((r) => ((r.body as FormData).get('file') as File).name);
    const user = userEvent.setup();
    const onChange = vi.fn();
    try {
      render(<PhotoPicker label="사진" onChange={onChange} />);
      await user.upload(await screen.findByLabelText('사진 앨범에서 선택', {}, LAZY), [heic, jpg]);

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'IMG_0001.HEIC 이 사진 형식(HEIC)은 보낼 수 없어요. JPG로 저장한 사진을 골라 주세요.',
      );
      await waitFor(() => expect(last(onChange)).toMatchObject({ mediaSeqs: [2], busy: false, failed: 1 }));
      expect(sent()).toEqual(['b.jpg']);
      expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: '사진 1 삭제' }));
      expect(last(onChange)).toMatchObject({ mediaSeqs: [2], failed: 0 });
    } finally {
      server.restore();
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    }
  });

  it('shows the file’s name where this browser cannot show the photo itself', async () => {
    const user = userEvent.setup();
    render(<PhotoPicker label="사진" onChange={() => {}} upload={controlledUpload().upload} />);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:heic');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await user.upload(
      await screen.findByLabelText('사진 앨범에서 선택', {}, LAZY),
      new File([new Uint8Array([0, 0, 0, 24])], 'IMG_0002.HEIC', { type: 'image/heic' }),
    );
    const preview = screen.getByRole('img', { name: '사진 1' });
    expect(preview).toHaveAttribute('src', 'blob:heic');
    fireEvent.error(preview);
    expect(screen.getByRole('img', { name: '사진 1' })).toHaveTextContent('IMG_0002.HEIC');
    expect(revoked).toHaveBeenCalledWith('blob:heic');
    created.mockRestore();
    revoked.mockRestore();
  });

  it('in the app, asks the camera permission through the bridge and explains a refusal', async () => {
    const user = userEvent.setup();
    const posted: string[] = [];
    window.ReactNativeWebView = { postMessage: (m: string) => posted.push(m) };
    render(<PhotoPicker label="사진" onChange={() => {}} upload={controlledUpload().upload} />);
    const group = await screen.findByRole('group', { name: '사진' }, LAZY);
    const clickCamera = vi.spyOn(screen.getByLabelText('사진 카메라로 촬영'), 'click');

    await user.click(within(group).getByRole('button', { name: '카메라로 촬영' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(JSON.parse(posted[0]!)).toEqual({ type: 'REQUEST_PERMISSION', payload: { permission: 'camera' } });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({
            type: 'PERMISSION_RESULT',
            payload: { permission: 'camera', granted: false },
          }),
        }),
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('카메라 접근 권한이 필요해요.');
    expect(clickCamera).not.toHaveBeenCalled();

    await user.click(within(group).getByRole('button', { name: '카메라로 촬영' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({
            type: 'PERMISSION_RESULT',
            payload: { permission: 'camera', granted: true },
          }),
        }),
      );
    });
    await waitFor(() => expect(clickCamera).toHaveBeenCalled());
  });
});
