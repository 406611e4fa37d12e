import { apiPost, publicGet } from '@guardian/shared';
import type { WebSubscription } from './types';

/** The API's VAPID public key (base64url) the browser subscribes with. */
export const getVapidKey = () =>
  publicGet<{ publicKey: string }>('/v2/notifications/push/vapid-key').then((r) => r.publicKey);

export const subscribeWeb = (subscription: WebSubscription) =>
  apiPost<null>('/v2/notifications/push/web', subscription);

// The app's token (POST /v2/notifications/push/native) is registered by @guardian/shared's requestAppPush, which the
// shell uses too.
