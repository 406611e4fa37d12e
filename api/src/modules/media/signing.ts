import { createHmac, timingSafeEqual } from 'node:crypto';

/** Links are valid until the end of a 10-minute bucket, so the same photo keeps one URL for a while (cache hits). */
const BUCKET_SEC = 600;

export const linkExpiry = (now: Date, ttlSec: number) =>
  Math.ceil((Math.floor(now.getTime() / 1000) + ttlSec) / BUCKET_SEC) * BUCKET_SEC;

export const signLink = (secret: string, mediaSeq: number, variant: string, exp: number) =>
  createHmac('sha256', secret).update(`${mediaSeq}.${variant}.${exp}`).digest('base64url');

export function verifyLink(
  secret: string,
  mediaSeq: number,
  variant: string,
  exp: number,
  sig: string,
): boolean {
  const want = Buffer.from(signLink(secret, mediaSeq, variant, exp));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
