// Type-only view of @sentry/react: importing types never pulls the SDK into a bundle.
import type * as SentryNamespace from '@sentry/react';

export type SentryModule = typeof SentryNamespace;
export type SentryOptions = SentryNamespace.BrowserOptions;
export type SentryIntegration =
  ReturnType<SentryModule['replayIntegration']> | ReturnType<SentryModule['browserTracingIntegration']>;
export type SentryTransport = NonNullable<SentryOptions['transport']>;
