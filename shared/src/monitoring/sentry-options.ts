// The complete §8–9 Sentry configuration as data, so it can be tested without a network.
import type { RuntimeConfig } from '../config/runtime-config';
import { paths } from '../index';
import { DENY_URLS, DROPPED_TRANSACTIONS, IGNORE_ERRORS } from './ignore-rules';
import { shouldReportApiError } from './should-report';
import type { SentryIntegration, SentryOptions, SentryTransport } from './sentry-types';
import { isApiError } from '../index';

export const DEFAULT_API_HOSTS = {
  production: 'api.guardian.kr',
  alpha: 'alpha-api.guardian.kr',
} as const;

/** Marks an element whose text a replay may show (fixed labels, never personal data). */
export const REPLAY_UNMASK_SELECTOR = '[data-sentry-unmask]';

/**
 * §9 replay settings that @sentry/react 11 exposes as `replayIntegration` options.
 * The rest of §9 are SDK constants with exactly the spec's values and no public option:
 * idle pause 300000 ms (SESSION_IDLE_PAUSE_DURATION), idle expire 900000 ms
 * (SESSION_IDLE_EXPIRE_DURATION), buffer cap 20,000,000 chars (REPLAY_MAX_EVENT_BUFFER_SIZE),
 * 300 events per 5 s throttle, 3 send retries (RETRY_MAX_COUNT).
 * Text is masked (issue 9: names, phone numbers, addresses and pets' records are on screen) except
 * inside elements marked `data-sentry-unmask`; inputs are always masked, media always blocked.
 */
export const REPLAY_OPTIONS = {
  maskAllInputs: true,
  maskAllText: true,
  unmask: [REPLAY_UNMASK_SELECTOR],
  blockAllMedia: true,
  flushMinDelay: 5_000,
  flushMaxDelay: 5_500,
  minReplayDuration: 5_000,
  maxReplayDuration: 3_600_000,
  mutationLimit: 10_000,
  slowClickTimeout: 7_000,
};

export function releaseName(version: string): string {
  return `guardian-app@${version}`;
}

/** The shell's version as injected by the build (DefinePlugin); '0.0.0' outside a build. */
export function buildVersion(): string {
  return typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface SentryOptionsInput {
  dsn: string | null | undefined;
  environment: RuntimeConfig['environment'];
  /** Defaults to `guardian-app@<shell version>`. */
  release?: string;
  transport?: SentryTransport;
  integrations?: SentryIntegration[];
  apiHosts?: { production?: string; alpha?: string };
}

export function createSentryOptions(input: SentryOptionsInput): SentryOptions {
  const isProduction = input.environment === 'production';
  // §9 "production flag enables it": only a production build with a DSN sends anything.
  const enabled = isProduction && Boolean(input.dsn);
  const hosts = { ...DEFAULT_API_HOSTS, ...input.apiHosts };
  const traceHost = isProduction ? hosts.production : hosts.alpha;

  return {
    dsn: input.dsn ?? undefined,
    enabled,
    environment: input.environment,
    release: input.release ?? releaseName(buildVersion()),
    ...(input.transport ? { transport: input.transport } : {}),
    ...(input.integrations ? { integrations: input.integrations } : {}),
    // §9 "1 in production (0.01 when enabled) else 1": traces are only ever sent when enabled,
    // i.e. in production, and there real traffic is sampled at 1 %. Everywhere else (alpha, dev,
    // tests, a production build without DSN) the rate is 1, so a test setup sees every trace.
    tracesSampleRate: enabled ? 0.01 : 1,
    tracePropagationTargets: [new RegExp(`^https?://${escapeRegExp(traceHost)}(?::\\d+)?(/|$)`)],
    // @sentry/react 11 streams spans by default and then ignores beforeSendTransaction; the spec
    // speaks of transactions, so the classic lifecycle is kept and §8's drop stays in one place.
    traceLifecycle: 'static',
    ignoreSpans: [/^\/not-found\/?$/],
    replaysSessionSampleRate: 0,
    replaysOnErrorSampleRate: 0.3,
    normalizeDepth: 6,
    ignoreErrors: IGNORE_ERRORS,
    denyUrls: DENY_URLS,
    beforeSend(event, hint) {
      // Safety net: an API failure that §8 excludes stays out even when something other than
      // reportApiError (an error boundary, a manual capture) reports it.
      const original = hint.originalException;
      if (isApiError(original) && !shouldReportApiError(original)) return null;
      return event;
    },
    beforeSendTransaction(event) {
      const name = event.transaction?.replace(/\/+$/, '') ?? '';
      if (name === paths.notFound || DROPPED_TRANSACTIONS.includes(name)) return null;
      return event;
    },
  };
}
