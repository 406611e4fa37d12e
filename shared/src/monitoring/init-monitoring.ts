// The shell's one Sentry init. @sentry/react is imported on demand, only with a DSN, so it
// stays out of the first-load bundle; remotes report through the functions below.
import type { RuntimeConfig } from '../config/runtime-config';
import { monitoringState, type MonitoringContext } from './monitoring-state';
import { createSentryOptions, REPLAY_OPTIONS, type SentryOptionsInput } from './sentry-options';
import type { SentryIntegration, SentryModule, SentryTransport } from './sentry-types';

export interface MonitoringConfig extends Pick<RuntimeConfig, 'sentryDsn' | 'environment'> {
  release?: string;
  apiHosts?: SentryOptionsInput['apiHosts'];
  /** Tests pass a recording transport. */
  transport?: SentryTransport;
  /** Defaults to browser tracing + session replay with the §9 settings. */
  integrations?: (sentry: SentryModule) => SentryIntegration[];
}

function defaultIntegrations(sentry: SentryModule): SentryIntegration[] {
  return [sentry.browserTracingIntegration(), sentry.replayIntegration(REPLAY_OPTIONS)];
}

function applyContext(sentry: SentryModule): void {
  const { userId, shopId, customerSeq, appVersion } = monitoringState.context;
  sentry.setUser(userId === null || userId === undefined ? null : { id: String(userId) });
  sentry.setTags({
    shopId: shopId ?? undefined,
    customerSeq: customerSeq ?? undefined,
    app_version: appVersion ?? undefined,
    ...(monitoringState.remote ? { remote: monitoringState.remote } : {}),
  });
}

/** Resolves true when Sentry was initialised; false (and nothing loaded) without a DSN. */
export async function initMonitoring(config: MonitoringConfig): Promise<boolean> {
  if (!config.sentryDsn) return false;
  if (monitoringState.sentry) return true;
  const sentry = await import('@sentry/react');
  sentry.init(
    createSentryOptions({
      dsn: config.sentryDsn,
      environment: config.environment,
      release: config.release,
      apiHosts: config.apiHosts,
      transport: config.transport,
      integrations: (config.integrations ?? defaultIntegrations)(sentry),
    }),
  );
  monitoringState.sentry = sentry;
  applyContext(sentry);
  return true;
}

/** Who is using the app; merged into the current context and attached to every event. */
export function setMonitoringContext(context: MonitoringContext): void {
  monitoringState.context = { ...monitoringState.context, ...context };
  if (monitoringState.sentry) applyContext(monitoringState.sentry);
}

/** A remote tags events raised while its screens are mounted. */
export function setRemoteTag(name: string): void {
  monitoringState.remote = name;
  monitoringState.sentry?.setTag('remote', name);
}
