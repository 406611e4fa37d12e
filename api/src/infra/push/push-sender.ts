import webpush from 'web-push';
import type { VapidConfig } from './vapid.js';

/** A browser's Web Push subscription (PushSubscription.toJSON()). */
export interface WebPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push shows: the notification's texts and the screen it opens. */
export interface PushMessage {
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

export type PushResult = 'SENT' | 'GONE' | 'FAILED';

export interface PushSender {
  /** Sends one Web Push; GONE when the push service says the subscription no longer exists (404/410). */
  sendWeb(target: WebPushTarget, message: PushMessage): Promise<PushResult>;
  /** Sends to the app's native token; without FCM/APNs credentials this only logs. */
  sendNative(token: string, platform: string | null, message: PushMessage): Promise<PushResult>;
}

/**
 * Web Push with VAPID: `web-push` builds the request (RFC 8291 aes128gcm encryption of the payload, RFC 8292 VAPID
 * JWT), and `fetch` sends it, so the endpoint may also be a local push service over plain HTTP (tests, e2e).
 */
export class VapidPushSender implements PushSender {
  constructor(
    private readonly vapid: VapidConfig,
    private readonly log: {
      warn: (obj: object, msg: string) => void;
      info: (obj: object, msg: string) => void;
    },
  ) {}

  async sendWeb(target: WebPushTarget, message: PushMessage): Promise<PushResult> {
    if (!this.vapid.privateKey) return 'FAILED';
    try {
      const req = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails: this.vapid, TTL: 60 * 60 * 24 },
      );
      const res = await fetch(req.endpoint, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.body ? new Uint8Array(req.body) : null,
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 404 || res.status === 410) return 'GONE';
      if (!res.ok) {
        this.log.warn({ status: res.status, endpoint: target.endpoint }, 'web push refused');
        return 'FAILED';
      }
      return 'SENT';
    } catch (err) {
      this.log.warn({ err, endpoint: target.endpoint }, 'web push failed');
      return 'FAILED';
    }
  }

  async sendNative(token: string, platform: string | null, message: PushMessage): Promise<PushResult> {
    // No FCM/APNs credentials in this project yet: the token is registered and the push is logged.
    this.log.info({ push: { token: token.slice(0, 12), platform, title: message.title } }, 'native push');
    return 'SENT';
  }
}
