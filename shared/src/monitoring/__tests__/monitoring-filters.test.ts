import * as Sentry from '@sentry/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { authClient, configureApiClient } from '../../api/client';
import { apiGet } from '../../api/requests';
import { uploadMedia } from '../../media/upload-media';
import { fail, fakeServer } from '../../test/fake-server';
import { errorFromScript, startSentry } from './sentry-harness';

let harness: Awaited<ReturnType<typeof startSentry>>;

beforeEach(async () => {
  harness = await startSentry();
});

afterAll(async () => {
  await Sentry.close();
});

function errorNamed(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('§8 messages that are not reported', () => {
  const ignored: [string, Error][] = [
    [
      'the Suspense hydration update message',
      new Error(
        'This Suspense boundary received an update before it finished hydrating. This caused the boundary to switch to client rendering.',
      ),
    ],
    [
      'the JSON parse error about the captcha-ready identifier',
      errorNamed('SyntaxError', `Unexpected token 'r', "recaptcha-setup" is not valid JSON`),
    ],
    ['Chromium\'s fetch "Failed to fetch"', new TypeError('Failed to fetch')],
    ["Chromium's fetch naming the host", new TypeError('Failed to fetch (api.guardian.kr)')],
    ['WebKit\'s fetch "Load failed"', new TypeError('Load failed')],
    [
      'Firefox\'s fetch "NetworkError when attempting to fetch resource."',
      new TypeError('NetworkError when attempting to fetch resource.'),
    ],
    ['the upload path\'s "Network Error"', new TypeError('Network Error')],
    ['a generic "Request aborted"', new Error('Request aborted')],
    ['AbortError', errorNamed('AbortError', 'The user aborted a request.')],
    ['an aborted signal', new DOMException('signal is aborted without reason', 'AbortError')],
    [
      'a hydration error',
      new Error('Hydration failed because the server rendered HTML did not match the client.'),
    ],
    [
      'a minified hydration error',
      new Error('Minified React error #418; visit https://react.dev/errors/418'),
    ],
    ['a SyntaxError', errorNamed('SyntaxError', 'Unexpected end of input')],
    ['a bare "Error"', new Error('Error')],
    [
      'the Flutter LateInitializationError',
      new Error("LateInitializationError: Field 'controller' has not been initialized."),
    ],
    [
      'the push-messaging unknown error',
      errorNamed('UnknownError', 'Push messaging: unknown error occurred'),
    ],
    ['the push service error', errorNamed('AbortError', 'Registration failed - push service error')],
    ['the ad-push error', new Error('AdPush: bridge is not ready')],
    ['cancelled route rendering', new Error('Cancel rendering route')],
    [
      'the autofill overlay helper ReferenceError',
      errorNamed('ReferenceError', "Can't find variable: __AutoFillPopupClose__"),
    ],
    [
      'the search-highlight overlay helper ReferenceError',
      errorNamed('ReferenceError', 'instantSearchSDKJSBridgeClearHighlight is not defined'),
    ],
  ];

  it.each(ignored)('drops %s', async (_label, error) => {
    Sentry.captureException(error);
    await harness.flush();
    expect(harness.events()).toHaveLength(0);
  });

  it('still sends an ordinary error (the filters are not catch-alls)', async () => {
    Sentry.captureException(new TypeError("Cannot read properties of undefined (reading 'shopId')"));
    Sentry.captureException(new Error('Error while saving the reservation'));
    await harness.flush();
    expect(harness.events().map((e) => e.payload.exception?.values?.[0]?.value)).toEqual([
      "Cannot read properties of undefined (reading 'shopId')",
      'Error while saving the reservation',
    ]);
  });
});

describe('§8 captcha script host', () => {
  it.each([
    'https://www.gstatic.com/recaptcha/releases/abc/recaptcha__ko.js',
    'https://www.google.com/recaptcha/api.js',
    'https://js.hcaptcha.com/1/api.js',
  ])('drops events from the captcha script host %s', async (url) => {
    Sentry.captureEvent(errorFromScript('x is undefined', url));
    await harness.flush();
    expect(harness.events()).toHaveLength(0);
  });

  it('sends the same error from our own bundle', async () => {
    Sentry.captureEvent(errorFromScript('x is undefined', 'https://guardian.kr/static/js/main.js'));
    await harness.flush();
    expect(harness.events()).toHaveLength(1);
  });
});

describe('§8 not-found transactions', () => {
  function routeTransaction(name: string) {
    // Production samples 1 % of traces (§9); the test wants every one.
    Sentry.getClient()!.getOptions().tracesSampleRate = 1;
    Sentry.startSpan({ name, op: 'navigation', forceTransaction: true }, () => undefined);
  }

  it('drops the not-found route transaction', async () => {
    routeTransaction('/not-found');
    await harness.flush();
    expect(harness.transactions()).toHaveLength(0);
  });

  it('sends transactions of other routes', async () => {
    routeTransaction('/shop/:id');
    await harness.flush();
    expect(harness.transactions().map((t) => t.payload.transaction)).toEqual(['/shop/:id']);
  });

  it('drops a not-found transaction even when it reaches the client as an event', async () => {
    const now = Date.now() / 1000;
    Sentry.captureEvent({
      type: 'transaction',
      transaction: '/not-found',
      start_timestamp: now - 1,
      timestamp: now,
      contexts: {
        trace: { trace_id: '0123456789abcdef0123456789abcdef', span_id: '0123456789abcdef', op: 'pageload' },
      },
      spans: [],
    });
    await harness.flush();
    expect(harness.transactions()).toHaveLength(0);
  });
});

describe('§9 release and enablement', () => {
  it('names the release for the guardian app', async () => {
    Sentry.captureException(new TypeError('boom'));
    await harness.flush();
    expect(harness.events()[0]?.payload.release).toBe('guardian-app@1.2.3');
  });

  it('sends nothing outside production even with a DSN', async () => {
    const alpha = await startSentry({ environment: 'alpha' });
    Sentry.captureException(new TypeError('boom'));
    await alpha.flush();
    expect(alpha.events()).toHaveLength(0);
  });
});

describe('§8 what the API client throws', () => {
  let server: ReturnType<typeof fakeServer> | undefined;
  beforeEach(() => configureApiClient({ baseURL: 'https://api.guardian.kr' }));
  afterEach(() => server?.restore());

  async function failure(call: () => Promise<unknown>): Promise<ApiError> {
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('reports an answered failure once, from the client itself', async () => {
    server = fakeServer(authClient, () => fail(500, 'INTERNAL_ERROR', '오류'));
    await failure(() => apiGet('/v2/shop/favorite'));
    await harness.flush();
    expect(harness.events().map((e) => e.payload.tags)).toEqual([
      expect.objectContaining({ status: '500', method: 'GET', path: '/v2/shop/favorite' }),
    ]);
  });

  it('sends nothing for a network failure, neither the ApiError nor its cause', async () => {
    server = fakeServer(authClient, () => 'network-error');
    const error = await failure(() => apiGet('/v2/shop/favorite'));
    Sentry.captureException(error);
    Sentry.captureException(error.cause);
    await harness.flush();
    expect(harness.events()).toHaveLength(0);
  });

  it("sends nothing for a caller's abort, neither the ApiError nor the AbortError behind it", async () => {
    server = fakeServer(authClient, () => 'hang');
    const controller = new AbortController();
    const pending = failure(() => apiGet('/v2/shop/favorite', undefined, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.resultCode).toBe('CANCELED');
    Sentry.captureException(error);
    Sentry.captureException(error.cause);
    await harness.flush();
    expect(harness.events()).toHaveLength(0);
  });

  it("sends nothing when the photo upload's connection fails (its XMLHttpRequest path)", async () => {
    server = fakeServer(authClient, () => 'network-error');
    const error = await failure(() => uploadMedia(new Blob([new Uint8Array([1])])));
    expect(error.resultCode).toBe('NETWORK_ERROR');
    Sentry.captureException(error);
    Sentry.captureException(error.cause);
    await harness.flush();
    expect(harness.events()).toHaveLength(0);
  });
});
