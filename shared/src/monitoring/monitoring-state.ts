// The loaded SDK (null until initMonitoring finished), the context every report carries, and
// the reports made before the SDK arrived (it loads after first paint, so early errors wait).
import type { SentryModule } from './sentry-types';

export interface MonitoringContext {
  userId?: string | number | null;
  shopId?: number | null;
  customerSeq?: number | null;
  /** The native app's version (device info), when inside the app. */
  appVersion?: string | null;
}

/** A report waiting for the SDK: it is replayed through the real client once that is up. */
export type QueuedReport = (sentry: SentryModule) => void;

/**
 * waiting: the SDK may still come (config not read yet, or waiting for idle), so reports queue;
 * ready: the SDK is up and reports go straight to it; off: no DSN, reports are dropped.
 */
export type MonitoringStatus = 'waiting' | 'ready' | 'off';

interface MonitoringState {
  sentry: SentryModule | null;
  context: MonitoringContext;
  remote: string | null;
  status: MonitoringStatus;
  queue: QueuedReport[];
  /** Removes the early window error listeners (set while they are installed). */
  stopEarlyErrors: (() => void) | null;
}

export const monitoringState: MonitoringState = {
  sentry: null,
  context: {},
  remote: null,
  status: 'waiting',
  queue: [],
  stopEarlyErrors: null,
};

/** Test helper: forget the SDK, the context and anything queued. */
export function resetMonitoringState(): void {
  monitoringState.stopEarlyErrors?.();
  monitoringState.sentry = null;
  monitoringState.context = {};
  monitoringState.remote = null;
  monitoringState.status = 'waiting';
  monitoringState.queue = [];
  monitoringState.stopEarlyErrors = null;
}
