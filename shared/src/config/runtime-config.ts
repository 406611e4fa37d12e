// Runtime configuration (config.json served beside the shell): one build deploys anywhere.
import type { RemoteName } from '../routing/ownership';

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  sentryDsn: string | null;
  mallUrl: string;
  environment: 'development' | 'alpha' | 'production' | 'test';
  kakaoClientId?: string | null;
  appleClientId?: string | null;
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config not loaded');
  return current;
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json ${res.status}`);
  const config = (await res.json()) as RuntimeConfig;
  setRuntimeConfig(config);
  return config;
}
