// Web Push in the browser: the service worker the API serves (same origin through the site's /api proxy),
// the PushManager subscription made with the API's VAPID key, and its registration with the API.
import { getRuntimeConfig } from '@guardian/shared';
import { dropBrowserSubscription } from '../../../lib/device-push';
import { getVapidKey, subscribeWeb } from '../api/push-subscription';
import type { WebSubscription } from '../api/types';

/** unsupported: this browser (or an API on another origin) cannot; denied: the user blocked notifications. */
export type BrowserPushState = 'unsupported' | 'denied' | 'off' | 'on';

/** The worker's URL on the site's origin, or null when the API is on another origin (no worker possible). */
function workerUrl(): string | null {
  const base = new URL(getRuntimeConfig().apiBaseUrl, window.location.href);
  if (base.origin !== window.location.origin) return null;
  return `${base.pathname.replace(/\/$/, '')}/v2/notifications/push/sw.js`;
}

function supported() {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    workerUrl() !== null
  );
}

/** base64url → bytes (applicationServerKey). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function registration() {
  const url = workerUrl()!;
  return (await navigator.serviceWorker.getRegistration(url)) ?? null;
}

export async function browserPushState(): Promise<BrowserPushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await registration();
  const sub = reg ? await reg.pushManager.getSubscription() : null;
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks the browser's permission, subscribes and registers the subscription with the API. */
export async function enableBrowserPush(): Promise<BrowserPushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const url = workerUrl()!;
  const reg = await navigator.serviceWorker.register(url, { scope: url.replace(/sw\.js$/, '') });
  await navigator.serviceWorker.ready;
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await getVapidKey()),
    }));
  await subscribeWeb(sub.toJSON() as WebSubscription);
  return 'on';
}

/** Unsubscribes this browser and tells the API (a subscription it no longer has is fine). */
export async function disableBrowserPush(): Promise<BrowserPushState> {
  const reg = await registration();
  const sub = reg ? await reg.pushManager.getSubscription() : null;
  if (sub) await dropBrowserSubscription(sub);
  return 'off';
}
