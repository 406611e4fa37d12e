import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, type RuntimeConfig } from '@guardian/shared';
import { INLINE_CONFIG_ID, readInlineConfig, resolveRuntimeConfig } from '../inline-config';
import { REMOTE_MANIFESTS } from '../../test/fixtures';

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  remotes: REMOTE_MANIFESTS,
  sentryDsn: null,
  mallUrl: '/mall-demo/index.html',
  environment: 'production',
};

function inline(text: string) {
  const script = document.createElement('script');
  script.id = INLINE_CONFIG_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('config known with the HTML', () => {
  it('uses the config inlined in the page without fetching /config.json', async () => {
    inline(JSON.stringify(config));
    const fetchConfig = vi.fn();
    await expect(resolveRuntimeConfig(document, fetchConfig)).resolves.toEqual(config);
    expect(fetchConfig).not.toHaveBeenCalled();
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('falls back to /config.json when the page has no inlined config', async () => {
    const fetchConfig = vi.fn().mockResolvedValue(config);
    await expect(resolveRuntimeConfig(document, fetchConfig)).resolves.toBe(config);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });

  it('falls back to /config.json when the inlined text is broken or not a config', async () => {
    inline('{"apiBaseUrl": ');
    expect(readInlineConfig()).toBeNull();
    document.head.innerHTML = '';
    inline('{"hello":"world"}');
    expect(readInlineConfig()).toBeNull();
    const fetchConfig = vi.fn().mockResolvedValue(config);
    await expect(resolveRuntimeConfig(document, fetchConfig)).resolves.toBe(config);
  });
});
