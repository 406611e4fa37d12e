// The shell's one Sentry init. @sentry/react is imported on demand, only with a DSN, and the
// shell asks for it once the page is idle after first paint, so it stays off the critical
// path; remotes report through the functions below, and what they report early is queued.
import type { RuntimeConfig } from '../config/runtime-config';
import { dropQueuedReports, flushQueuedReports } from './monitoring-queue';
import { monitoringState, type MonitoringContext } from './monitoring-state';
import type { SentryOptionsInput } from './sentry-options';
import type { SentryIntegration, SentryModule, SentryTransport } from './sentry-types';
import { whenIdleAfterLoad } from './when-idle';

export interface MonitoringConfig extends Pick<RuntimeConfig, 'sentryDsn' | 'environment'> {
  release?: string;
  apiHosts?: SentryOptionsInput['apiHosts'];
  /** Tests pass a recording transport. */
  transport?: SentryTransport;
  /** Defaults to browser tracing + session replay with the §9 settings. */
  integrations?: (sentry: SentryModule) => SentryIntegration[];
}

function defaultIntegrations(
  sentry: SentryModule,
  replayOptions: Parameters<SentryModule['replayIntegration']>[0],
): SentryIntegration[] {
  return [sentry.browserTracingIntegration(), sentry.replayIntegration(replayOptions)];
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

/** No DSN: nothing will ever send, so nothing is kept waiting for it. */
function turnOff(): void {
  monitoringState.status = 'off';
  monitoringState.stopEarlyErrors?.();
  dropQueuedReports();
}

let loading: Promise<boolean> | null = null;

async function load(config: MonitoringConfig & { sentryDsn: string }): Promise<boolean> {
  // The options (filters, replay settings) come with the SDK: neither is needed before.
  const [sentry, { createSentryOptions, REPLAY_OPTIONS }] = await Promise.all([
    import('@sentry/react'),
    import('./sentry-options'),
  ]);
  const integrations = config.integrations
    ? config.integrations(sentry)
    : defaultIntegrations(sentry, REPLAY_OPTIONS);
  sentry.init(
    createSentryOptions({
      dsn: config.sentryDsn,
      environment: config.environment,
      release: config.release,
      apiHosts: config.apiHosts,
      transport: config.transport,
      integrations,
    }),
  );
  monitoringState.sentry = sentry;
  monitoringState.status = 'ready';
  // The SDK's own global handlers take over from here.
  monitoringState.stopEarlyErrors?.();
  applyContext(sentry);
  flushQueuedReports(sentry);
  return true;
}

/** Resolves true when Sentry was initialised; false (and nothing loaded) without a DSN. */
export async function initMonitoring(config: MonitoringConfig): Promise<boolean> {
  if (!config.sentryDsn) {
    turnOff();
    return false;
  }
  if (monitoringState.sentry) return true;
  if (!loading) {
    loading = load({ ...config, sentryDsn: config.sentryDsn }).finally(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * The shell's start-up call: without a DSN monitoring is switched off at once (queued reports
 * dropped, no SDK fetched); with one, the SDK is fetched when the page is idle after load.
 */
export function startMonitoringWhenIdle(
  config: MonitoringConfig,
  whenIdle: () => Promise<void> = whenIdleAfterLoad,
): Promise<boolean> {
  if (!config.sentryDsn) return initMonitoring(config);
  return whenIdle().then(() => initMonitoring(config));
}

/** Who is using the app; merged into the current context and attached to every event. */
export function setMonitoringContext(context: MonitoringContext): void {
  monitoringState.context = { ...monitoringState.context, ...context };
  if (monitoringState.sentry) applyContext(monitoringState.sentry);
}

/** A remote tags events raised while its screens are mounted; null when it leaves. */
export function setRemoteTag(name: string | null): void {
  monitoringState.remote = name;
  monitoringState.sentry?.setTag('remote', name ?? undefined);
}
