import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ImageViewer from '../image-viewer';
import { stubPhotoDownload } from '../../../test/photo-download';
import { toast } from '../../toast/toast-store';

const photos = [
  { src: '/p/1/w1280?sig=a', alt: '코코 사진 1' },
  { src: '/p/2/w1280?sig=a', alt: '코코 사진 2' },
  { src: '/p/3/w1280?sig=a', alt: '코코 사진 3' },
];

afterEach(() => {
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  vi.unstubAllGlobals();
});

describe('ImageViewer 저장', () => {
  it('has no 저장 unless the page asks for it', () => {
    render(<ImageViewer images={photos} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
  });

  it('in a browser downloads the photo on screen under a name made of the set’s name and its number', async () => {
    const { fetchMock, names } = stubPhotoDownload();
    const saved = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    render(
      <ImageViewer
        images={photos}
        startIndex={1}
        onClose={() => {}}
        save={{ name: '2026-11-22_코코의 하루' }}
      />,
    );
    const viewer = screen.getByRole('dialog', { name: '사진 2 / 3' });
    await user.click(within(viewer).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('사진을 내려받았어요.'));
    expect(fetchMock).toHaveBeenCalledWith('/p/2/w1280?sig=a');
    expect(names).toEqual(['2026-11-22_코코의-하루_2.webp']);

    // The photo on screen, after a step.
    await user.click(within(viewer).getByRole('button', { name: '다음 사진' }));
    await user.click(within(viewer).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(names[1]).toBe('2026-11-22_코코의-하루_3.webp');
  });

  it('saves from the link the page gives for the photo (a fresh one) when it gives one', async () => {
    const { fetchMock } = stubPhotoDownload();
    const url = vi.fn(async (index: number) => `/p/${index + 1}/w1280?sig=fresh`);
    const user = userEvent.setup();
    render(<ImageViewer images={photos} onClose={() => {}} save={{ name: 'a', url }} />);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/p/1/w1280?sig=fresh'));
    expect(url).toHaveBeenCalledWith(0);
  });

  it('in the app asks the bridge to save the photo to the gallery, and says so once it has', async () => {
    const posted: { type: string; payload: unknown }[] = [];
    (window as { ReactNativeWebView?: unknown }).ReactNativeWebView = {
      postMessage: (m: string) => posted.push(JSON.parse(m)),
    };
    const saved = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    render(<ImageViewer images={photos} onClose={() => {}} save={{ name: '2026-11-22_산책' }} />);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.getByRole('button', { name: '저장 중…' })).toBeDisabled();
    expect(posted.at(-1)).toEqual({
      type: 'SAVE_IMAGE',
      payload: { url: '/p/1/w1280?sig=a', fileName: '2026-11-22_산책_1.webp' },
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({
            type: 'SAVE_IMAGE_RESULT',
            payload: { url: '/p/1/w1280?sig=a', saved: true },
          }),
        }),
      );
    });
    await waitFor(() => expect(saved).toHaveBeenCalledWith('사진을 갤러리에 저장했어요.'));
    expect(screen.getByRole('button', { name: '저장' })).toBeEnabled();
  });

  it('says so when the photo could not be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: false, status: 403 })),
    );
    const failed = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    render(<ImageViewer images={photos} onClose={() => {}} save={{ name: 'a' }} />);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith('사진을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.'),
    );
  });
});

describe('ImageViewer onIndexChange', () => {
  it('tells the page each photo it steps to, by button or arrow key, and not the first', async () => {
    const onIndexChange = vi.fn();
    const user = userEvent.setup();
    render(<ImageViewer images={photos} startIndex={0} onClose={() => {}} onIndexChange={onIndexChange} />);
    expect(onIndexChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    // At the last photo, another 다음 is no step: nothing new to tell.
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(onIndexChange.mock.calls).toEqual([[1], [2], [1]]);
  });
});
