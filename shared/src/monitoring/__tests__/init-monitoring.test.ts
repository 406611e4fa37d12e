import { beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.fn();
vi.mock('@sentry/react', () => {
  loaded();
  return { init: vi.fn(), setUser: vi.fn(), setTags: vi.fn(), setTag: vi.fn() };
});

beforeEach(async () => {
  const { resetMonitoringState } = await import('../monitoring-state');
  resetMonitoringState();
  loaded.mockClear();
});

describe('initMonitoring', () => {
  it('does not load @sentry/react without a DSN (keeps it out of the first load)', async () => {
    const { initMonitoring } = await import('../init-monitoring');
    await expect(initMonitoring({ sentryDsn: null, environment: 'production' })).resolves.toBe(false);
    expect(loaded).not.toHaveBeenCalled();
  });

  it('loads and initialises @sentry/react once when a DSN is configured', async () => {
    const { initMonitoring } = await import('../init-monitoring');
    const sentry = await import('@sentry/react');
    const config = {
      sentryDsn: 'https://k@o0.ingest.sentry.io/1',
      environment: 'production' as const,
      integrations: () => [],
    };
    await expect(initMonitoring(config)).resolves.toBe(true);
    await initMonitoring(config);
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(vi.mocked(sentry.init).mock.calls[0]![0]).toMatchObject({
      dsn: config.sentryDsn,
      enabled: true,
      normalizeDepth: 6,
    });
  });
});
