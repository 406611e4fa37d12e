// config.json arrives with the HTML: the site server inlines it as
// <script id="guardian-config" type="application/json">, saving a round trip before anything
// else can start. Hosts that do not inline it still serve /config.json, fetched as before.
import { loadRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@guardian/shared';

export const INLINE_CONFIG_ID = 'guardian-config';

function looksLikeConfig(value: unknown): value is RuntimeConfig {
  if (!value || typeof value !== 'object') return false;
  const { apiBaseUrl, remotes } = value as Partial<Record<keyof RuntimeConfig, unknown>>;
  return typeof apiBaseUrl === 'string' && !!remotes && typeof remotes === 'object';
}

/** The inlined config, or null when there is none or it is not a config. */
export function readInlineConfig(doc: Document = document): RuntimeConfig | null {
  const text = doc.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return looksLikeConfig(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export async function resolveRuntimeConfig(
  doc: Document = document,
  fetchConfig: () => Promise<RuntimeConfig> = loadRuntimeConfig,
): Promise<RuntimeConfig> {
  const inline = readInlineConfig(doc);
  if (!inline) return fetchConfig();
  setRuntimeConfig(inline);
  return inline;
}
