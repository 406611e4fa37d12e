import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../session/access-token';
import { fail, fakeServer } from '../../test/fake-server';
import { ApiError } from '../api-error';
import { authClient, configureApiClient } from '../client';
import { apiGetBlob } from '../download';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => configureApiClient({ baseURL: 'https://api.guardian.kr' }));
afterEach(() => server?.restore());

describe('apiGetBlob', () => {
  it('fetches the file with the session token and resolves to its bytes, not a parsed body', async () => {
    setAccessToken('owner-token');
    server = fakeServer(authClient, () => ({ status: 200, body: '%PDF-1.7 consent' }));
    const blob = await apiGetBlob('/v2/consent/signatures/31/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 consent');
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.guardian.kr/v2/consent/signatures/31/pdf',
    });
    expect(server.requests[0]!.headers.get('Authorization')).toBe('Bearer owner-token');
  });

  it("rejects with the envelope's code and Korean message when the API refuses the file", async () => {
    server = fakeServer(authClient, () => fail(404, 'SIGNATURE_NOT_FOUND', '서명을 찾을 수 없어요.'));
    const error = await apiGetBlob('/v2/consent/signatures/31/pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      resultCode: 'SIGNATURE_NOT_FOUND',
      message: '서명을 찾을 수 없어요.',
    });
  });
});
