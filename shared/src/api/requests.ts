// Typed helpers over the clients; each resolves to the envelope's `data` (§7).
import { authClient, externalClient, publicClient, type ApiClient, type ApiRequestConfig } from './client';
import type { QueryParams } from './params-serializer';
import type { ApiEnvelope } from './types';

export interface RequestOptions {
  params?: QueryParams;
  signal?: AbortSignal;
}

async function send<T>(client: ApiClient, config: ApiRequestConfig): Promise<T> {
  const envelope = await client.request<ApiEnvelope<T> | undefined>(config);
  return envelope?.data as T;
}

export function apiGet<T>(
  url: string,
  params?: QueryParams,
  options: Omit<RequestOptions, 'params'> = {},
): Promise<T> {
  return send<T>(authClient, { method: 'GET', url, params, signal: options.signal });
}

export function apiPost<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return send<T>(authClient, { method: 'POST', url, body, params: options.params, signal: options.signal });
}

export function apiPut<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return send<T>(authClient, { method: 'PUT', url, body, params: options.params, signal: options.signal });
}

export function apiPatch<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return send<T>(authClient, { method: 'PATCH', url, body, params: options.params, signal: options.signal });
}

export function apiDelete<T>(
  url: string,
  params?: QueryParams,
  options: Omit<RequestOptions, 'params'> = {},
): Promise<T> {
  return send<T>(authClient, { method: 'DELETE', url, params, signal: options.signal });
}

/** Unauthenticated calls (login, public shop detail). */
export function publicGet<T>(
  url: string,
  params?: QueryParams,
  options: Omit<RequestOptions, 'params'> = {},
): Promise<T> {
  return send<T>(publicClient, { method: 'GET', url, params, signal: options.signal });
}

export function publicPost<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return send<T>(publicClient, { method: 'POST', url, body, params: options.params, signal: options.signal });
}

/**
 * Third-party calls with an explicit bearer (social login). These endpoints do not speak our
 * envelope, so the response body is returned as is.
 */
export function bearerGet<T>(url: string, token: string): Promise<T> {
  return externalClient.request<T>({ method: 'GET', url, headers: { Authorization: `Bearer ${token}` } });
}

export function bearerPost<T>(url: string, token: string, body?: unknown): Promise<T> {
  return externalClient.request<T>({
    method: 'POST',
    url,
    body,
    headers: { Authorization: `Bearer ${token}` },
  });
}
