import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, FAKE_UPLOAD_BYTES, ok } from '../../test/fake-server';
import { setAccessToken } from '../../session/access-token';
import { ApiError } from '../../api/api-error';
import { authClient, configureApiClient } from '../../api/client';
import { MEDIA_MAX_BYTES, uploadMedia, UPLOAD_TIMEOUT_MS } from '../upload-media';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => configureApiClient({ baseURL: 'https://api.guardian.kr' }));
afterEach(() => {
  server?.restore();
  vi.useRealTimers();
});

const photo = {
  mediaSeq: 7,
  width: 640,
  height: 480,
  url: 'https://x/7/w1280',
  thumbnailUrl: 'https://x/7/w320',
  srcSet: 'https://x/7/w320 320w, https://x/7/w720 640w',
};

describe('uploadMedia', () => {
  it('posts the file as the multipart part `file` with the session token and resolves to the photo', async () => {
    server = fakeServer(authClient, () => ok(photo));
    setAccessToken('owner-token');
    const onProgress = vi.fn();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'dog.jpg', { type: 'image/jpeg' });

    await expect(uploadMedia(file, { onProgress })).resolves.toEqual(photo);

    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('https://api.guardian.kr/v2/media');
    expect(request!.headers.get('Authorization')).toBe('Bearer owner-token');
    // The browser writes the multipart content type with its boundary; a hand-set one would lack it.
    expect(request!.headers.get('Content-Type')).toBeNull();
    const body = request!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('dog.jpg');
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('reports progress as the bytes leave, then 1 once the API has answered', async () => {
    const seen: string[] = [];
    server = fakeServer(authClient, () => {
      seen.push('answer');
      return ok(photo);
    });
    const fractions: number[] = [];
    const done = uploadMedia(new Blob([new Uint8Array(FAKE_UPLOAD_BYTES)]), {
      onProgress: (fraction) => {
        fractions.push(fraction);
        seen.push(`progress ${fraction}`);
      },
    });
    await expect(done).resolves.toEqual(photo);
    // The fake XMLHttpRequest sends half the bytes, then all of them, then answers.
    expect(fractions).toEqual([0.5, 1, 1]);
    expect(seen.at(-1)).toBe('progress 1');
  });

  it('gives uploads their own timeout, UPLOAD_TIMEOUT_MS, instead of the JSON calls’ 500000 ms', async () => {
    vi.useFakeTimers();
    server = fakeServer(authClient, () => 'hang');
    let outcome: unknown = 'pending';
    void uploadMedia(new Blob([new Uint8Array([1])])).catch((e: unknown) => (outcome = e));
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ status: 0, resultCode: 'TIMEOUT' });
  });

  it('rejects with CANCELED when the caller aborts mid-upload', async () => {
    server = fakeServer(authClient, () => 'hang');
    const controller = new AbortController();
    const error = uploadMedia(new Blob([new Uint8Array([1])]), { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    expect(await error).toMatchObject({ status: 0, resultCode: 'CANCELED' });
  });

  it('rejects with NETWORK_ERROR when the connection fails', async () => {
    server = fakeServer(authClient, () => 'network-error');
    const error = await uploadMedia(new Blob([new Uint8Array([1])])).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      resultCode: 'NETWORK_ERROR',
      message: '네트워크 연결을 확인해 주세요.',
    });
  });

  it('rejects with the API’s resultCode and Korean message', async () => {
    server = fakeServer(authClient, () =>
      fail(413, 'MEDIA_TOO_LARGE', '사진이 너무 커요. 15MB 이하의 사진을 올려 주세요.'),
    );
    const error = await uploadMedia(new Blob([new Uint8Array([1])])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ resultCode: 'MEDIA_TOO_LARGE', message: expect.stringContaining('15MB') });
  });

  it('refuses a photo over the API’s 15 MB at once, naming the limit, without sending its bytes', async () => {
    server = fakeServer(authClient, () => ok(photo));
    const big = new File([new Uint8Array(MEDIA_MAX_BYTES + 1)], 'IMG_0001.HEIC', { type: 'image/heic' });
    const error = await uploadMedia(big).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      resultCode: 'MEDIA_TOO_LARGE',
      message: '사진이 너무 커요. 15MB 이하의 사진을 올려 주세요.',
    });
    expect(server.requests).toHaveLength(0);
  });
});
