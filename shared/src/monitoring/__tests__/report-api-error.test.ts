import * as Sentry from '@sentry/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { reportApiError } from '../report-api-error';
import { startSentry } from './sentry-harness';

let harness: Awaited<ReturnType<typeof startSentry>>;

beforeEach(async () => {
  harness = await startSentry();
});

afterAll(async () => {
  await Sentry.close();
});

function apiError(init: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) {
  return new ApiError({
    status: 500,
    resultCode: 'INTERNAL_ERROR',
    message: '일시적인 오류가 생겼어요.',
    method: 'GET',
    url: '/v2/shop/favorite',
    ...init,
  });
}

describe('reportApiError', () => {
  it('§8: sends an API error with status, app version, userId, shopId and customerSeq', async () => {
    reportApiError(
      apiError({
        status: 409,
        resultCode: 'ALREADY_LINKED',
        method: 'POST',
        url: '/v1/shop/user/link?shopId=7',
      }),
    );
    await harness.flush();
    const [event] = harness.events();
    expect(event?.payload.tags).toMatchObject({
      status: '409',
      resultCode: 'ALREADY_LINKED',
      method: 'POST',
      path: '/v1/shop/user/link',
      app_version: '3.1.0',
      userId: 'owner@example.com',
      shopId: '7',
      customerSeq: '42',
    });
    expect(event?.payload.extra).toMatchObject({
      message: '일시적인 오류가 생겼어요.',
      url: '/v1/shop/user/link?shopId=7',
    });
    expect(event?.payload.user?.id).toBe('owner@example.com');
  });

  it.each([
    [400, 'INVALID_INVITATION_TOKEN'],
    [409, 'INVITATION_ALREADY_USED'],
  ])(
    '§8: skips a %i %s from linking a shop by invitation (the screen says what happened)',
    async (status, resultCode) => {
      reportApiError(
        apiError({
          status,
          resultCode,
          method: 'POST',
          url: '/v1/shop/user/link',
        }),
      );
      await harness.flush();
      expect(harness.events()).toHaveLength(0);
    },
  );

  it('§8: skips failures of the current-user call GET /v2/me', async () => {
    reportApiError(apiError({ status: 500, method: 'GET', url: '/v2/me' }));
    reportApiError(apiError({ status: 500, method: 'GET', url: 'https://api.guardian.kr/v2/me/' }));
    await harness.flush();
    expect(harness.events()).toHaveLength(0);
  });

  it('reports PUT /v2/me: only the current-user read is silent', async () => {
    reportApiError(apiError({ status: 500, method: 'PUT', url: '/v2/me' }));
    await harness.flush();
    expect(harness.events()).toHaveLength(1);
  });

  it('§8: skips failures of POST /v2/invitation/token/validate', async () => {
    reportApiError(
      apiError({
        status: 404,
        resultCode: 'NOT_FOUND',
        method: 'POST',
        url: '/v2/invitation/token/validate',
      }),
    );
    await harness.flush();
    expect(harness.events()).toHaveLength(0);
  });

  it('§8: skips errors without a response (network error, abort) as noise', async () => {
    reportApiError(apiError({ status: 0, resultCode: 'NETWORK_ERROR' }));
    await harness.flush();
    expect(harness.events()).toHaveLength(0);
  });

  it('§8: an excluded API error captured some other way (error boundary) is still dropped', async () => {
    Sentry.captureException(apiError({ status: 500, method: 'GET', url: '/v2/me' }));
    await harness.flush();
    expect(harness.events()).toHaveLength(0);
  });
});
