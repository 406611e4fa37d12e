// The loaded SDK (null until initMonitoring finished) and the context every report carries.
import type { SentryModule } from './sentry-types';

export interface MonitoringContext {
  userId?: string | number | null;
  shopId?: number | null;
  customerSeq?: number | null;
  /** The native app's version (device info), when inside the app. */
  appVersion?: string | null;
}

interface MonitoringState {
  sentry: SentryModule | null;
  context: MonitoringContext;
  remote: string | null;
}

export const monitoringState: MonitoringState = { sentry: null, context: {}, remote: null };

/** Test helper: forget the SDK and the context. */
export function resetMonitoringState(): void {
  monitoringState.sentry = null;
  monitoringState.context = {};
  monitoringState.remote = null;
}
