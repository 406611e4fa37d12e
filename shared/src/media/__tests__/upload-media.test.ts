import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, ok } from '../../test/fake-server';
import { setAccessToken } from '../../session/access-token';
import { ApiError } from '../../api/api-error';
import { authClient, configureApiClient } from '../../api/client';
import { uploadMedia, UPLOAD_TIMEOUT_MS } from '../upload-media';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => configureApiClient({ baseURL: 'https://api.guardian.kr' }));
afterEach(() => server?.restore());

const photo = {
  mediaSeq: 7,
  width: 640,
  height: 480,
  url: 'https://x/7/w1280',
  thumbnailUrl: 'https://x/7/w320',
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
    const body = request!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('dog.jpg');
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('gives uploads a longer timeout than JSON calls', async () => {
    let timeout = 0;
    server = fakeServer(authClient, () => ok(photo));
    const spy = authClient.interceptors.request.use((config) => {
      timeout = config.timeout ?? 0;
      return config;
    });
    try {
      await uploadMedia(new Blob([new Uint8Array([1])]));
    } finally {
      authClient.interceptors.request.eject(spy);
    }
    expect(timeout).toBe(UPLOAD_TIMEOUT_MS);
  });

  it('rejects with the API’s resultCode and Korean message', async () => {
    server = fakeServer(authClient, () =>
      fail(413, 'MEDIA_TOO_LARGE', '사진이 너무 커요. 15MB 이하의 사진을 올려주세요.'),
    );
    const error = await uploadMedia(new Blob([new Uint8Array([1])])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ resultCode: 'MEDIA_TOO_LARGE', message: expect.stringContaining('15MB') });
  });
});
