import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
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

/** A browser whose createImageBitmap refuses every file, and whose <img> shows it or not. */
function refusingDecoder(imgShows: boolean) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => Promise.reject(new DOMException('The source image could not be decoded.'))),
  );
  const decode = vi.fn(() =>
    imgShows ? Promise.resolve() : Promise.reject(new DOMException('The source image cannot be decoded.')),
  );
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return { decode };
}

afterEach(() => {
  delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
});

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

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

  it('refuses a HEIC this browser cannot decode (Chrome) before it is sent, saying to pick a JPG', async () => {
    refusingDecoder(false);
    const photo = new File([bytes(3_000_000)], 'IMG_0001.HEIC', { type: 'image/heic' });
    expect(await refusal(shrinkImage(photo))).toMatchObject({
      resultCode: 'MEDIA_UNREADABLE',
      message: '이 사진 형식(HEIC)은 보낼 수 없어요. JPG로 저장한 사진을 골라 주세요.',
    });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo');
  });

  it('names HEIF by the file’s extension when the phone gave no type', async () => {
    refusingDecoder(false);
    const photo = new File([bytes(3_000_000)], '20261203_101500.heif', { type: '' });
    expect((await refusal(shrinkImage(photo))).message).toBe(
      '이 사진 형식(HEIF)은 보낼 수 없어요. JPG로 저장한 사진을 골라 주세요.',
    );
  });

  it('refuses a broken JPEG as a damaged file, not as a wrong format', async () => {
    refusingDecoder(false);
    const photo = new File([bytes(2_000_000)], 'broken.jpg', { type: 'image/jpeg' });
    expect(await refusal(shrinkImage(photo))).toMatchObject({
      resultCode: 'MEDIA_UNREADABLE',
      message: '사진 파일이 손상돼서 열 수 없어요. 다른 사진을 골라 주세요.',
    });
  });

  it('sends the photo as it is when createImageBitmap refuses it but the browser still shows it', async () => {
    const { decode } = refusingDecoder(true);
    const photo = new File([bytes(3_000_000)], 'IMG_0002.HEIC', { type: 'image/heic' });
    expect(await shrinkImage(photo)).toBe(photo);
    expect(decode).toHaveBeenCalled();
  });

  it('sends the photo as it is where the browser has no way to decode it here (the server decides)', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const photo = new File([bytes(3_000_000)], 'IMG_0003.HEIC', { type: 'image/heic' });
    expect(await shrinkImage(photo)).toBe(photo);
  });

  it('decodes photos picked together one after another, so ten big ones never sit in memory at once', async () => {
    fakeDecoder(6000, 8000);
    const decodes: ((bitmap: unknown) => void)[] = [];
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => new Promise((resolve) => decodes.push(resolve))),
    );
    const photos = ['a.jpg', 'b.jpg', 'c.jpg'].map(
      (name) => new File([bytes(9_000_000)], name, { type: 'image/jpeg' }),
    );
    const shrunk = photos.map((photo) => shrinkImage(photo));

    await vi.waitFor(() => expect(decodes).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(decodes).toHaveLength(1);
    decodes[0]!({ width: 6000, height: 8000, close: () => {} });
    await vi.waitFor(() => expect(decodes).toHaveLength(2));
    decodes[1]!({ width: 6000, height: 8000, close: () => {} });
    await vi.waitFor(() => expect(decodes).toHaveLength(3));
    decodes[2]!({ width: 6000, height: 8000, close: () => {} });
    expect((await Promise.all(shrunk)).map((f) => f.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it('goes on with the next photo after one that fails', async () => {
    fakeDecoder(4000, 3000);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementationOnce(() => {
      throw new Error('out of memory');
    });
    const big = (name: string) => new File([bytes(5_000_000)], name, { type: 'image/jpeg' });
    const first = shrinkImage(big('a.jpg'));
    const second = shrinkImage(big('b.jpg'));
    await expect(first).rejects.toThrow('out of memory');
    expect((await second).size).toBe(1000);
  });
});
