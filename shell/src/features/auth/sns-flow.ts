// Social login spans a full-page trip to the provider, so its state lives in sessionStorage.
import type { SnsProvider } from './api/sns';

const KEY = 'guardian.snsFlow';

export interface SnsFlow {
  kind: SnsProvider;
  state?: string;
  redirectUrl?: string | null;
  snsToken?: string;
  termsPrivacy?: boolean;
  termsMarketing?: boolean;
}

export function readSnsFlow(): SnsFlow | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SnsFlow) : null;
  } catch {
    return null;
  }
}

export function writeSnsFlow(flow: SnsFlow): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(flow));
}

export function clearSnsFlow(): void {
  window.sessionStorage.removeItem(KEY);
}
