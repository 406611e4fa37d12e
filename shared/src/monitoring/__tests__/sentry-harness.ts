// Drives real events through the real @sentry/react client; a recording transport stands in
// for the network so tests see exactly what would be sent.
import * as Sentry from '@sentry/react';
import { initMonitoring, setMonitoringContext } from '../init-monitoring';
import { resetMonitoringState } from '../monitoring-state';
import type { SentryTransport } from '../sentry-types';

export interface SentItem {
  type: string;
  payload: Record<string, unknown> & {
    exception?: { values?: { type?: string; value?: string }[] };
    tags?: Record<string, string>;
    extra?: Record<string, unknown>;
    transaction?: string;
    release?: string;
    user?: { id?: string };
  };
}

function parseEnvelope(body: string | Uint8Array): SentItem[] {
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  const lines = text.split('\n').filter(Boolean);
  const items: SentItem[] = [];
  // Line 0 is the envelope header; then item header / item payload pairs.
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type: string };
    items.push({ type: header.type, payload: JSON.parse(lines[i + 1]!) as SentItem['payload'] });
  }
  return items;
}

/** A transport that records what would be sent instead of sending it. */
export function recordingTransport() {
  const sent: SentItem[] = [];
  const transport: SentryTransport = (transportOptions) =>
    Sentry.createTransport(transportOptions, async (request) => {
      sent.push(...parseEnvelope(request.body));
      return { statusCode: 200 };
    });
  const events = () => sent.filter((item) => item.type === 'event');
  const transactions = () => sent.filter((item) => item.type === 'transaction');
  return { transport, sent, events, transactions };
}

export async function startSentry(options: { environment?: 'production' | 'alpha' } = {}) {
  const { transport, sent, events, transactions } = recordingTransport();
  await Sentry.close();
  resetMonitoringState();
  await initMonitoring({
    sentryDsn: 'https://public@o0.ingest.sentry.io/1',
    environment: options.environment ?? 'production',
    transport,
    // Replay needs a real browser; the filters under test live in the client, not in replay.
    integrations: () => [],
  });
  setMonitoringContext({ userId: 'owner@example.com', shopId: 7, customerSeq: 42, appVersion: '3.1.0' });
  return { sent, events, transactions, flush: () => Sentry.flush(2000) };
}

/** An error event whose stack ends in a script at `url`. */
export function errorFromScript(message: string, url: string) {
  return {
    exception: {
      values: [
        {
          type: 'TypeError',
          value: message,
          stacktrace: { frames: [{ filename: url, function: 'cb', lineno: 1, colno: 1, in_app: false }] },
        },
      ],
    },
  };
}
