import { describe, expect, it } from 'vitest';
import { createSentryOptions, REPLAY_OPTIONS } from '../sentry-options';

describe('createSentryOptions (§9)', () => {
  const production = createSentryOptions({
    dsn: 'https://k@o0.ingest.sentry.io/1',
    environment: 'production',
  });
  const alpha = createSentryOptions({ dsn: 'https://k@o0.ingest.sentry.io/1', environment: 'alpha' });

  it('§9: the production flag (with a DSN) enables reporting; nothing else does', () => {
    expect(production.enabled).toBe(true);
    expect(alpha.enabled).toBe(false);
    expect(createSentryOptions({ dsn: null, environment: 'production' }).enabled).toBe(false);
  });

  it('§9: samples traces at 0.01 when enabled in production, 1 otherwise', () => {
    expect(production.tracesSampleRate).toBe(0.01);
    expect(alpha.tracesSampleRate).toBe(1);
  });

  it('§9: replays 0 sessions, 30 % of sessions with an error, depth 6', () => {
    expect(production).toMatchObject({
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0.3,
      normalizeDepth: 6,
    });
  });

  it('§9: replay masks inputs and text (except what is marked safe), blocks media, with the spec flush/duration/limit values', () => {
    expect(REPLAY_OPTIONS).toEqual({
      maskAllInputs: true,
      maskAllText: true,
      unmask: ['[data-sentry-unmask]'],
      blockAllMedia: true,
      flushMinDelay: 5000,
      flushMaxDelay: 5500,
      minReplayDuration: 5000,
      maxReplayDuration: 3_600_000,
      mutationLimit: 10_000,
      slowClickTimeout: 7000,
    });
  });

  it('§7: propagates trace headers to the production API host in production, the alpha host otherwise', () => {
    const [prodTarget] = production.tracePropagationTargets as RegExp[];
    const [alphaTarget] = alpha.tracePropagationTargets as RegExp[];
    expect(prodTarget!.test('https://api.guardian.kr/v2/me')).toBe(true);
    expect(prodTarget!.test('https://alpha-api.guardian.kr/v2/me')).toBe(false);
    expect(prodTarget!.test('https://api.guardian.kr.evil.com/v2/me')).toBe(false);
    expect(alphaTarget!.test('https://alpha-api.guardian.kr/v2/me')).toBe(true);
  });

  it('takes the API hosts from configuration', () => {
    const options = createSentryOptions({
      dsn: 'x',
      environment: 'production',
      apiHosts: { production: 'api.example.kr' },
    });
    expect((options.tracePropagationTargets as RegExp[])[0]!.test('https://api.example.kr/v2')).toBe(true);
  });

  it('names the release guardian-app@<version>', () => {
    expect(production.release).toBe('guardian-app@1.2.3');
    expect(
      createSentryOptions({ dsn: 'x', environment: 'production', release: 'guardian-app@9.9.9' }).release,
    ).toBe('guardian-app@9.9.9');
  });
});
