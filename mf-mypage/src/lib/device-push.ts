// This device's push registration with the API, which outlives the session: a logout that leaves it in place
// keeps sending the account's chats and 알림장 to a phone (or a shared computer's browser) nobody is logged in on.
import { apiPost } from '@guardian/shared';
import { takeAppPushToken } from '@guardian/shared/forms';

/** POST /v2/notifications/push/unsubscribe: a browser's endpoint or, in the app, its token (stored as the
 * subscription's endpoint). */
export const unsubscribePush = (endpoint: string) =>
  apiPost<null>('/v2/notifications/push/unsubscribe', { endpoint });

/** Tells the API (a subscription it no longer has is fine), then drops the browser's subscription. */
export async function dropBrowserSubscription(sub: PushSubscription): Promise<void> {
  await unsubscribePush(sub.endpoint).catch(() => undefined);
  await sub.unsubscribe();
}

async function browserSubscriptions(): Promise<PushSubscription[]> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return [];
  const registrations = await navigator.serviceWorker.getRegistrations();
  const subs = await Promise.all(registrations.map((r) => r.pushManager?.getSubscription() ?? null));
  return subs.filter((s): s is PushSubscription => s !== null);
}

/**
 * Before a logout (with the session still valid): unregisters this device's push from the API and, in a browser,
 * drops the subscription, so the next person to log in here turns push on for themselves. Best effort, and bounded:
 * the logout goes on whatever happens.
 */
export async function forgetDevicePush(timeoutMs = 3000): Promise<void> {
  const work = async () => {
    const token = takeAppPushToken();
    if (token) await unsubscribePush(token).catch(() => undefined);
    for (const sub of await browserSubscriptions()) await dropBrowserSubscription(sub).catch(() => undefined);
  };
  await Promise.race([work().catch(() => undefined), new Promise((r) => setTimeout(r, timeoutMs))]);
}
