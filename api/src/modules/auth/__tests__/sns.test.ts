// Just over 300 lines on purpose: the Kakao and Apple flows share one fake provider and the browser-bound state
// cookie; split, each half would start its own fake OAuth server and repeat the cookie helpers.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { startFakeServer } from '../../../test/fake-server.js';

const REDIRECT = 'http://localhost:3000/callback/kakao';
const APPLE_REDIRECT = 'http://localhost:3000/callback/apple';
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
// Apple's signing key (published at /auth/keys) and a key an attacker holds, with the same key id.
const appleKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const attackerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwt = (claims: object, key = appleKey.privateKey) => {
  const unsigned = `${b64({ alg: 'RS256', kid: 'apple-k1' })}.${b64(claims)}`;
  return `${unsigned}.${sign('sha256', Buffer.from(unsigned), key).toString('base64url')}`;
};
/** The nonce of the Apple flow the test started last, as Apple would copy it from the authorize URL. */
let appleNonce = '';

let t: TestContext;
let provider: Awaited<ReturnType<typeof startFakeServer>>;

beforeAll(async () => {
  // One fake server speaks both providers' protocols (Kakao kauth + kapi, Apple auth/token).
  provider = await startFakeServer((req) => {
    const form = new URLSearchParams(req.body);
    if (req.method === 'POST' && req.url === '/oauth/token') {
      if (
        form.get('grant_type') !== 'authorization_code' ||
        form.get('client_id') !== 'kakao-client' ||
        form.get('redirect_uri') !== REDIRECT
      ) {
        return { status: 400, body: { error: 'invalid_request' } };
      }
      if (!form.get('code')?.startsWith('kakao-code'))
        return { status: 400, body: { error: 'invalid_grant', error_code: 'KOE320' } };
      return { body: { token_type: 'bearer', access_token: `at-${form.get('code')}`, expires_in: 21599 } };
    }
    if (req.method === 'GET' && req.url === '/v2/user/me') {
      if (req.headers.authorization === 'Bearer at-kakao-code-3')
        return { body: { id: 777, kakao_account: {} } };
      // An e-mail Kakao has not verified (flag false, or absent): anyone could have typed someone else's.
      if (req.headers.authorization === 'Bearer at-kakao-code-4')
        return {
          body: { id: 778, kakao_account: { email: 'victim@guardian.kr', is_email_verified: false } },
        };
      if (req.headers.authorization === 'Bearer at-kakao-code-5')
        return { body: { id: 779, kakao_account: { email: 'victim2@guardian.kr' } } };
      if (req.headers.authorization !== 'Bearer at-kakao-code-1')
        return { status: 401, body: { code: -401 } };
      return {
        body: { id: 4242, kakao_account: { email: 'kakao.user@kakao.com', is_email_verified: true } },
      };
    }
    if (req.method === 'GET' && req.url === '/auth/keys')
      return {
        body: { keys: [{ ...appleKey.publicKey.export({ format: 'jwk' }), kid: 'apple-k1', alg: 'RS256' }] },
      };
    if (req.method === 'POST' && req.url === '/auth/token') {
      const code = form.get('code');
      if (
        form.get('client_secret') !== 'apple-secret-jwt' ||
        !['apple-code-1', 'apple-code-2', 'apple-code-forged', 'apple-code-replayed'].includes(code!)
      )
        return { status: 400, body: { error: 'invalid_grant' } };
      const claims =
        code !== 'apple-code-2'
          ? {
              iss: 'https://appleid.apple.com',
              aud: 'com.guardian.web',
              sub: '001234.apple',
              email: 'hidden@privaterelay.appleid.com',
              email_verified: 'true',
              exp: Math.floor(Date.now() / 1000) + 600,
              nonce: code === 'apple-code-replayed' ? 'a-nonce-of-another-flow' : appleNonce,
            }
          : {
              iss: 'https://appleid.apple.com',
              aud: 'com.guardian.web',
              sub: '005678.apple',
              email: 'victim3@guardian.kr',
              email_verified: 'false',
              exp: Math.floor(Date.now() / 1000) + 600,
              nonce: appleNonce,
            };
      return {
        body: {
          access_token: 'a',
          token_type: 'Bearer',
          id_token: jwt(claims, code === 'apple-code-forged' ? attackerKey.privateKey : appleKey.privateKey),
        },
      };
    }
    return undefined;
  });
  t = await createTestContext({
    config: {
      kakao: {
        clientId: 'kakao-client',
        clientSecret: 'kakao-secret',
        authBaseUrl: provider.url,
        apiBaseUrl: provider.url,
      },
      apple: {
        clientId: 'com.guardian.web',
        clientSecret: 'apple-secret-jwt',
        authBaseUrl: provider.url,
        apiBaseUrl: provider.url,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The browser's cookie jar: the flow's httpOnly cookie from the last authorize-url call. */
let jar = '';
async function start(kind: 'KAKAO' | 'APPLE', redirectUri: string) {
  const res = await t.inject({
    method: 'GET',
    url: `/v2/auth/sns/authorize-url?kind=${kind}&redirectUri=${encodeURIComponent(redirectUri)}`,
  });
  expect(res.statusCode).toBe(200);
  jar = String(res.headers['set-cookie'] ?? '').split(';')[0];
  const data = res.json().data as { url: string; state: string };
  if (kind === 'APPLE') appleNonce = new URL(data.url).searchParams.get('nonce') ?? '';
  return data;
}
const callback = (payload: object, cookie = jar) =>
  t.inject({ method: 'POST', url: '/v2/auth/sns/callback', payload, headers: { cookie } });

describe('Kakao sign-in', () => {
  it('builds the real authorize URL with a stored state', async () => {
    const { url, state } = await start('KAKAO', REDIRECT);
    const u = new URL(url);
    expect(`${u.origin}${u.pathname}`).toBe(`${provider.url}/oauth/authorize`);
    expect(Object.fromEntries(u.searchParams)).toEqual({
      client_id: 'kakao-client',
      redirect_uri: REDIRECT,
      response_type: 'code',
      state,
    });
  });

  it('first sign-in returns an snsToken, sign-up with it creates a KAKAO account, next sign-in returns a session', async () => {
    const { state } = await start('KAKAO', REDIRECT);
    const first = await callback({ kind: 'KAKAO', code: 'kakao-code-1', state, redirectUri: REDIRECT });
    expect(first.statusCode).toBe(200);
    const { session, snsToken } = first.json().data;
    expect(session).toBeNull();
    expect(snsToken).toEqual(expect.any(String));
    const tokenCall = provider.requests.find((r) => r.url === '/oauth/token')!;
    expect(tokenCall.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(tokenCall.body).get('client_secret')).toBe('kakao-secret');

    const signup = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: { nickname: '카카오친구', snsKind: 'KAKAO', snsToken, termsPrivacy: true },
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().data.user).toMatchObject({
      userId: 'kakao.user@kakao.com',
      snsKind: 'KAKAO',
      phoneNumber: '',
    });
    const reuse = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: { nickname: '또카카오', snsKind: 'KAKAO', snsToken, termsPrivacy: true },
    });
    expect(reuse.json().resultCode).toBe('INVALID_SNS_STATE');

    const again = await start('KAKAO', REDIRECT);
    const second = await callback({
      kind: 'KAKAO',
      code: 'kakao-code-1',
      state: again.state,
      redirectUri: REDIRECT,
    });
    expect(second.json().data.snsToken).toBeNull();
    expect(second.json().data.session.user.nickname).toBe('카카오친구');
  });

  it('a state is single use and bound to provider and redirect URI', async () => {
    const { state } = await start('KAKAO', REDIRECT);
    expect(
      (await callback({ kind: 'APPLE', code: 'kakao-code-1', state, redirectUri: REDIRECT })).json()
        .resultCode,
    ).toBe('INVALID_SNS_STATE');
    expect(
      (
        await callback({ kind: 'KAKAO', code: 'kakao-code-1', state, redirectUri: 'http://evil.example/cb' })
      ).json().resultCode,
    ).toBe('INVALID_SNS_STATE');
    expect(
      (await callback({ kind: 'KAKAO', code: 'kakao-code-1', state, redirectUri: REDIRECT })).statusCode,
    ).toBe(200);
    const replay = await callback({ kind: 'KAKAO', code: 'kakao-code-1', state, redirectUri: REDIRECT });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().resultCode).toBe('INVALID_SNS_STATE');
  });

  it('the state is bound to the browser that started the flow (httpOnly cookie)', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/v2/auth/sns/authorize-url?kind=KAKAO&redirectUri=${encodeURIComponent(REDIRECT)}`,
    });
    const { state } = res.json().data;
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`^sns_state=${state}; Max-Age=600; Path=/; HttpOnly; SameSite=Lax`),
    );
  });

  it("login CSRF: the attacker's valid state sent from the victim's browser (no or another cookie) is refused", async () => {
    const attacker = await start('KAKAO', REDIRECT);
    const victimJar = (await start('KAKAO', REDIRECT), jar);
    for (const cookie of ['', victimJar, 'sns_state=made-up']) {
      const res = await callback(
        { kind: 'KAKAO', code: 'kakao-code-1', state: attacker.state, redirectUri: REDIRECT },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().resultCode).toBe('INVALID_SNS_STATE');
      expect(res.json().data).toBeNull();
    }
  });

  it('a code the provider refuses is a 400, never a session', async () => {
    const { state } = await start('KAKAO', REDIRECT);
    const res = await callback({ kind: 'KAKAO', code: 'stolen', state, redirectUri: REDIRECT });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBeNull();
  });

  it('validates input', async () => {
    expect(
      (await t.inject({ method: 'GET', url: '/v2/auth/sns/authorize-url?kind=NAVER&redirectUri=x' }))
        .statusCode,
    ).toBe(400);
    expect((await callback({ kind: 'KAKAO' })).json().resultCode).toBe('VALIDATION_ERROR');
    const noToken = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: { nickname: '토큰없음', snsKind: 'KAKAO', termsPrivacy: true },
    });
    expect(noToken.json().data.fields).toEqual([{ field: 'snsToken', message: expect.any(String) }]);
  });
});

describe('Apple sign-in', () => {
  it('exchanges the code, reads sub/email from the id_token, then signs up', async () => {
    const { url, state } = await start('APPLE', APPLE_REDIRECT);
    expect(url.startsWith(`${provider.url}/auth/authorize?`)).toBe(true);
    const res = await callback({ kind: 'APPLE', code: 'apple-code-1', state, redirectUri: APPLE_REDIRECT });
    const { snsToken } = res.json().data;
    const signup = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: {
        userId: 'mine@guardian.kr',
        nickname: '애플친구',
        snsKind: 'APPLE',
        snsToken,
        termsPrivacy: true,
      },
    });
    expect(signup.json().data.user).toMatchObject({ userId: 'mine@guardian.kr', snsKind: 'APPLE' });
  });

  it('refuses an id_token not signed by Apple, and one issued for another flow (nonce)', async () => {
    for (const code of ['apple-code-forged', 'apple-code-replayed']) {
      const { state } = await start('APPLE', APPLE_REDIRECT);
      const res = await callback({ kind: 'APPLE', code, state, redirectUri: APPLE_REDIRECT });
      expect(res.statusCode, code).toBe(502);
      expect(res.json().data).toBeNull();
    }
  });

  it('signing in again with Apple returns a session', async () => {
    const { state } = await start('APPLE', APPLE_REDIRECT);
    const res = await callback({ kind: 'APPLE', code: 'apple-code-1', state, redirectUri: APPLE_REDIRECT });
    expect(res.json().data.snsToken).toBeNull();
    expect(res.json().data.session.user.userId).toBe('mine@guardian.kr');
  });

  it('an snsToken of one provider cannot sign up with another; no e-mail gives a placeholder id', async () => {
    const k = await start('KAKAO', REDIRECT);
    const { snsToken } = (
      await callback({ kind: 'KAKAO', code: 'kakao-code-3', state: k.state, redirectUri: REDIRECT })
    ).json().data;
    const cross = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: { nickname: '교차가입', snsKind: 'APPLE', snsToken, termsPrivacy: true },
    });
    expect(cross.statusCode).toBe(400);
    expect(cross.json().resultCode).toBe('INVALID_SNS_STATE');
    const ok = await t.inject({
      method: 'POST',
      url: '/v2/signup',
      payload: { nickname: '무메일', snsKind: 'KAKAO', snsToken, termsPrivacy: true },
    });
    expect(ok.json().data.user.userId).toBe('kakao-777@sns.guardian.invalid');
  });
});

describe('e-mail from the provider', () => {
  it.each([
    ['KAKAO', 'kakao-code-4', REDIRECT, '카카오미인증'],
    ['KAKAO', 'kakao-code-5', REDIRECT, '카카오무표시'],
    ['APPLE', 'apple-code-2', APPLE_REDIRECT, '애플미인증'],
  ] as const)(
    '%s %s: an unverified e-mail is not used as the account e-mail',
    async (kind, code, uri, nickname) => {
      const { state } = await start(kind, uri);
      const { snsToken } = (await callback({ kind, code, state, redirectUri: uri })).json().data;
      const signup = await t.inject({
        method: 'POST',
        url: '/v2/signup',
        payload: { nickname, snsKind: kind, snsToken, termsPrivacy: true },
      });
      expect(signup.statusCode).toBe(200);
      expect(signup.json().data.user.userId).toMatch(/@sns\.guardian\.invalid$/);
    },
  );
});
