// §8: which API failures are reported.
import type { ApiError } from '../api/api-error';

/** Calls whose failures are expected and never reported (§8). */
const SILENT_CALLS: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'GET', path: '/v2/me' },
  { method: 'POST', path: '/v2/invitation/token/validate' },
];

/** An invitation link that cannot be used (again): what the person did, answered on screen, not a fault. */
const SILENT_RESULT_CODES = new Set(['INVALID_INVITATION_TOKEN', 'INVITATION_ALREADY_USED']);

/** The path part of a request URL, whether relative or absolute, without query or trailing slash. */
export function requestPath(url: string | undefined): string {
  if (!url) return '';
  let path: string;
  try {
    path = new URL(url, 'http://relative.invalid').pathname;
  } catch {
    path = url.split('?')[0] ?? '';
  }
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function shouldReportApiError(error: ApiError): boolean {
  if (SILENT_RESULT_CODES.has(error.resultCode)) return false;
  // No response (offline, aborted, timed out): §8 ignores "Network Error"/"Request aborted".
  if (error.status === 0) return false;
  const method = error.method?.toUpperCase();
  const path = requestPath(error.url);
  return !SILENT_CALLS.some((call) => call.method === method && path.endsWith(call.path));
}
