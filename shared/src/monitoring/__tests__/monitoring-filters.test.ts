import * as Sentry from '@sentry/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
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
    ['axios "Network Error"', new Error('Network Error')],
    ['axios "Request aborted"', new Error('Request aborted')],
    ['AbortError', errorNamed('AbortError', 'The user aborted a request.')],
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
