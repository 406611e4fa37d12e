// Reports made before @sentry/react has loaded. The SDK is fetched after first paint (and only
// with a DSN), so a start-up error or a failing first API call would otherwise be lost.
import { monitoringState, type QueuedReport } from './monitoring-state';
import type { SentryModule } from './sentry-types';

/** Enough for a start-up storm; a page that fails more than this before idle is one story. */
export const MAX_QUEUED_REPORTS = 30;

/** Sends now when the SDK is up, queues while it may still come, drops when monitoring is off. */
export function sendOrQueue(report: QueuedReport): void {
  const { sentry, status, queue } = monitoringState;
  if (sentry) {
    report(sentry);
    return;
  }
  if (status === 'off' || queue.length >= MAX_QUEUED_REPORTS) return;
  queue.push(report);
}

/** Replays the queue through the freshly initialised client (its filters still apply). */
export function flushQueuedReports(sentry: SentryModule): void {
  const queued = monitoringState.queue;
  monitoringState.queue = [];
  for (const report of queued) report(sentry);
}

export function dropQueuedReports(): void {
  monitoringState.queue = [];
}

function errorOf(event: ErrorEvent): unknown {
  return event.error ?? new Error(event.message || 'Script error');
}

/**
 * Until the SDK installs its own global handlers, uncaught errors and unhandled rejections
 * are queued as Sentry would have reported them (unhandled). Stopped by initMonitoring once
 * the SDK is up, or when there is no DSN.
 */
export function queueEarlyErrors(target: Window = window): () => void {
  monitoringState.stopEarlyErrors?.();
  const onError = (event: ErrorEvent) => {
    const error = errorOf(event);
    sendOrQueue((sentry) =>
      sentry.captureException(error, { mechanism: { type: 'onerror', handled: false } }),
    );
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    sendOrQueue((sentry) =>
      sentry.captureException(reason, { mechanism: { type: 'onunhandledrejection', handled: false } }),
    );
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const stop = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    if (monitoringState.stopEarlyErrors === stop) monitoringState.stopEarlyErrors = null;
  };
  monitoringState.stopEarlyErrors = stop;
  return stop;
}
