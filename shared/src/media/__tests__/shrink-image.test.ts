import { describe, expect, it, vi } from 'vitest';
import { shrinkImage } from '../shrink-image';

function fakeDecoder(width: number, height: number) {
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close })),
  );
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (cb) {
    cb(new Blob([new Uint8Array(1000)], { type: 'image/jpeg' }));
  });
  return { drawImage, close };
}

const bytes = (n: number) => new Uint8Array(n);

describe('shrinkImage', () => {
  it('re-encodes a large phone photo as a JPEG no longer than 2048 px', async () => {
    const { drawImage, close } = fakeDecoder(4032, 3024);
    const photo = new File([bytes(5_000_000)], 'IMG_0001.HEIC', { type: 'image/heic' });
    const out = await shrinkImage(photo);
    expect(out).not.toBe(photo);
    expect(out.name).toBe('IMG_0001.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(1000);
    expect(drawImage.mock.calls[0]!.slice(1)).toEqual([0, 0, 2048, 1536]);
    expect(close).toHaveBeenCalled();
  });

  it('sends a small JPEG as it is', async () => {
    fakeDecoder(800, 600);
    const photo = new File([bytes(200_000)], 'small.jpg', { type: 'image/jpeg' });
    expect(await shrinkImage(photo)).toBe(photo);
  });

  it('sends the file as it is when this browser cannot decode it (the server decides)', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('unsupported'))),
    );
    const photo = new File([bytes(3_000_000)], 'IMG.HEIC', { type: 'image/heic' });
    expect(await shrinkImage(photo)).toBe(photo);
  });
});
