import * as Sentry from '@sentry/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { initMonitoring, setMonitoringContext, startMonitoringWhenIdle } from '../init-monitoring';
import { MAX_QUEUED_REPORTS, queueEarlyErrors } from '../monitoring-queue';
import { monitoringState, resetMonitoringState } from '../monitoring-state';
import { reportApiError } from '../report-api-error';
import { recordingTransport } from './sentry-harness';

const DSN = 'https://public@o0.ingest.sentry.io/1';

afterEach(async () => {
  await Sentry.close();
  resetMonitoringState();
});

afterAll(async () => {
  await Sentry.close();
});

function apiError(url = '/v2/shop/favorite') {
  return new ApiError({
    status: 500,
    resultCode: 'INTERNAL_ERROR',
    message: '일시적인 오류가 생겼어요.',
    method: 'GET',
    url,
  });
}

/** Fires an uncaught error at the window the way a browser does (kept from the test runner). */
function throwUncaught(error: Error) {
  const swallow = (event: Event) => event.preventDefault();
  window.addEventListener('error', swallow);
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, cancelable: true }));
  window.removeEventListener('error', swallow);
}

async function init(recording: ReturnType<typeof recordingTransport>) {
  await initMonitoring({
    sentryDsn: DSN,
    environment: 'production',
    transport: recording.transport,
    integrations: () => [],
  });
  await Sentry.flush(2000);
}

describe('reports made before Sentry has loaded', () => {
  it('sends an API error raised before the SDK loaded once it is up, with the context of that moment', async () => {
    await Sentry.close();
    resetMonitoringState();
    setMonitoringContext({ userId: 'early@example.com', shopId: 3, customerSeq: 9, appVersion: '3.0.0' });
    reportApiError(apiError('/v2/shop/inquiry?page=1'));
    setMonitoringContext({ userId: 'later@example.com' });

    const recording = recordingTransport();
    await init(recording);

    const [event] = recording.events();
    expect(recording.events()).toHaveLength(1);
    expect(event?.payload.tags).toMatchObject({
      status: '500',
      path: '/v2/shop/inquiry',
      userId: 'early@example.com',
      shopId: '3',
      customerSeq: '9',
      app_version: '3.0.0',
    });
  });

  it('still applies the §8 rules to queued reports (GET /v2/me stays silent)', async () => {
    reportApiError(apiError('/v2/me'));
    const recording = recordingTransport();
    await init(recording);
    expect(recording.events()).toHaveLength(0);
  });

  it('sends an uncaught error thrown before the SDK loaded as an unhandled error', async () => {
    queueEarlyErrors();
    throwUncaught(new TypeError("Cannot read properties of undefined (reading 'shopId')"));

    const recording = recordingTransport();
    await init(recording);

    const [event] = recording.events();
    expect(event?.payload.exception?.values?.[0]).toMatchObject({
      type: 'TypeError',
      value: "Cannot read properties of undefined (reading 'shopId')",
      mechanism: { handled: false },
    });
  });

  it('sends an unhandled promise rejection from before the SDK loaded', async () => {
    queueEarlyErrors();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new RangeError('slot index out of range') });
    window.dispatchEvent(event);

    const recording = recordingTransport();
    await init(recording);

    expect(recording.events()[0]?.payload.exception?.values?.[0]).toMatchObject({
      type: 'RangeError',
      value: 'slot index out of range',
    });
  });

  it('stops listening once the SDK is up (its own handlers take over), so nothing is sent twice', async () => {
    queueEarlyErrors();
    const recording = recordingTransport();
    await init(recording);
    expect(monitoringState.stopEarlyErrors).toBeNull();
    expect(monitoringState.queue).toHaveLength(0);
  });

  it('keeps at most MAX_QUEUED_REPORTS while waiting', async () => {
    for (let i = 0; i < MAX_QUEUED_REPORTS + 10; i++) reportApiError(apiError(`/v2/shop/${i}`));
    expect(monitoringState.queue).toHaveLength(MAX_QUEUED_REPORTS);

    const recording = recordingTransport();
    await init(recording);
    expect(recording.events()).toHaveLength(MAX_QUEUED_REPORTS);
  });
});

describe('without a DSN', () => {
  it('drops what was queued and queues nothing more (no SDK will ever send it)', async () => {
    queueEarlyErrors();
    reportApiError(apiError());
    throwUncaught(new Error('boom before config'));
    expect(monitoringState.queue).toHaveLength(2);

    await expect(
      startMonitoringWhenIdle({ sentryDsn: null, environment: 'production' }, () => new Promise(() => {})),
    ).resolves.toBe(false);

    expect(monitoringState.queue).toHaveLength(0);
    expect(monitoringState.stopEarlyErrors).toBeNull();
    reportApiError(apiError());
    throwUncaught(new Error('boom after config'));
    expect(monitoringState.queue).toHaveLength(0);
  });
});

describe('startMonitoringWhenIdle', () => {
  it('loads the SDK only after the page went idle, then flushes what queued meanwhile', async () => {
    let goIdle: () => void = () => {};
    const idle = new Promise<void>((resolve) => {
      goIdle = resolve;
    });
    const recording = recordingTransport();
    const started = startMonitoringWhenIdle(
      { sentryDsn: DSN, environment: 'production', transport: recording.transport, integrations: () => [] },
      () => idle,
    );
    reportApiError(apiError());
    await new Promise((r) => setTimeout(r, 20));
    expect(monitoringState.sentry).toBeNull();
    expect(monitoringState.queue).toHaveLength(1);

    goIdle();
    await expect(started).resolves.toBe(true);
    await Sentry.flush(2000);
    expect(monitoringState.sentry).not.toBeNull();
    expect(recording.events()).toHaveLength(1);
  });
});
