// §8: every API error goes to Sentry with status, app version, userId, shopId, customerSeq.
// An error raised before the SDK has loaded is queued with the context of that moment.
import type { ApiError } from '../api/api-error';
import { sendOrQueue } from './monitoring-queue';
import { monitoringState } from './monitoring-state';
import { requestPath, shouldReportApiError } from './should-report';

function tagValue(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? 'none' : String(value);
}

export function reportApiError(error: ApiError): void {
  if (monitoringState.status === 'off' || !shouldReportApiError(error)) return;
  const { userId, shopId, customerSeq, appVersion } = monitoringState.context;
  const path = requestPath(error.url);
  sendOrQueue((sentry) =>
    sentry.withScope((scope) => {
      scope.setTags({
        status: String(error.status),
        resultCode: error.resultCode,
        method: error.method ?? 'UNKNOWN',
        path,
        app_version: tagValue(appVersion),
        userId: tagValue(userId),
        shopId: tagValue(shopId),
        customerSeq: tagValue(customerSeq),
      });
      scope.setExtras({ message: error.message, url: error.url, fields: error.fields });
      // One issue per endpoint and status instead of one per Korean message.
      scope.setFingerprint(['api-error', error.method ?? 'UNKNOWN', path, String(error.status)]);
      sentry.captureException(error);
    }),
  );
}
