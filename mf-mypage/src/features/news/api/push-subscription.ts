import { apiPost, publicGet } from '@guardian/shared';
import type { WebSubscription } from './types';

/** The API's VAPID public key (base64url) the browser subscribes with. */
export const getVapidKey = () =>
  publicGet<{ publicKey: string }>('/v2/notifications/push/vapid-key').then((r) => r.publicKey);

export const subscribeWeb = (subscription: WebSubscription) =>
  apiPost<null>('/v2/notifications/push/web', subscription);

export const registerNativeToken = (token: string, platform: 'ANDROID' | 'IOS') =>
  apiPost<null>('/v2/notifications/push/native', { token, platform });
