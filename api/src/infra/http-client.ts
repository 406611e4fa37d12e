import { AppError } from '../lib/errors.js';

const TIMEOUT_MS = 10_000;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    url: string,
  ) {
    super(`HTTP ${status} from ${url}`);
  }
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    // Network failure or timeout: the caller sees a 502, the log keeps the cause.
    throw Object.assign(new AppError('EXTERNAL_SERVICE_ERROR'), { cause: err });
  }
  const text = await res.text();
  if (!res.ok) throw new HttpError(res.status, text, url);
  return (text ? JSON.parse(text) : null) as T;
}

/** GET with `Authorization: Bearer <token>`, JSON answer (used for third-party social login). */
export const bearerGet = <T>(url: string, token: string) =>
  send<T>(url, { method: 'GET', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });

/** GET a public JSON document (a provider's signing keys). */
export const getJson = <T>(url: string) =>
  send<T>(url, { method: 'GET', headers: { accept: 'application/json' } });

/** POST a JSON body with `Authorization: Bearer <token>`, JSON answer. */
export const bearerPost = <T>(url: string, token: string, body: unknown) =>
  send<T>(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(body ?? {}),
  });

/** POST application/x-www-form-urlencoded (OAuth token endpoints). */
export const formPost = <T>(url: string, form: Record<string, string>) =>
  send<T>(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
  });

/** POST JSON with arbitrary headers (API-key style providers). */
export const jsonPost = <T>(url: string, headers: Record<string, string>, body: unknown) =>
  send<T>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json;charset=UTF-8', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
