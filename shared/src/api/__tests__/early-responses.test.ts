import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_MAX_AGE_MS, takeEarlyResponse } from '../early-responses';

const response = () => Promise.resolve(new Response('{}'));

function started(token: string | null, at = 1_000) {
  window.__guardianEarly = { token, at, responses: { '/api/v2/me': response() } };
}

afterEach(() => {
  delete window.__guardianEarly;
});

describe('early responses (started by the HTML)', () => {
  it('hands the response over once, for the same URL and token', () => {
    started('tok');
    expect(takeEarlyResponse('/api/v2/other', 'tok', 1_500)).toBeNull();
    expect(takeEarlyResponse('/api/v2/me', 'tok', 1_500)).not.toBeNull();
    expect(takeEarlyResponse('/api/v2/me', 'tok', 1_600)).toBeNull();
  });

  it('never hands one made with another token, or with none, to a request carrying this one', () => {
    started('someone-else');
    expect(takeEarlyResponse('/api/v2/me', 'tok', 1_500)).toBeNull();
    started(null);
    expect(takeEarlyResponse('/api/v2/me', 'tok', 1_500)).toBeNull();
    started('tok');
    expect(takeEarlyResponse('/api/v2/me', null, 1_500)).toBeNull();
  });

  it('serves a logged-out read to a logged-out request', () => {
    started(null);
    expect(takeEarlyResponse('/api/v2/me', null, 1_500)).not.toBeNull();
  });

  it('hands a read started without the session (public) only to a request without a bearer', () => {
    window.__guardianEarly = {
      token: 'tok',
      at: 1_000,
      responses: {},
      anonymous: { '/api/v2/curation': response() },
    };
    expect(takeEarlyResponse('/api/v2/curation', 'tok', 1_500)).toBeNull();
    expect(takeEarlyResponse('/api/v2/curation', null, 1_500)).not.toBeNull();
    expect(takeEarlyResponse('/api/v2/curation', null, 1_600)).toBeNull();
  });

  it('lets a stale one go to the network instead', () => {
    started('tok');
    expect(takeEarlyResponse('/api/v2/me', 'tok', 1_000 + EARLY_MAX_AGE_MS + 1)).toBeNull();
  });

  it('is a no-op when the HTML started nothing', () => {
    expect(takeEarlyResponse('/api/v2/me', 'tok')).toBeNull();
  });
});
