import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or https URL the push services may contact about this sender. */
  subject: string;
}

/**
 * VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT in production. Elsewhere, when they are
 * not set, a pair is generated once and kept in `<dataDir>/vapid.json` (git-ignored), so browsers that
 * subscribed keep receiving pushes across restarts of the dev server.
 */
export function vapidFromEnv(env: NodeJS.ProcessEnv, dataDir: string): VapidConfig {
  const subject = env.VAPID_SUBJECT ?? 'mailto:dev@guardian.kr';
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  if (env.APP_ENV === 'production') return { publicKey: '', privateKey: '', subject };
  const file = path.join(dataDir, 'vapid.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<VapidConfig, 'subject'>;
    if (stored.publicKey && stored.privateKey) return { ...stored, subject };
  } catch {
    // not generated yet
  }
  const keys = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(keys, null, 2));
  fs.renameSync(tmp, file);
  // Another process may have won the race: whatever is on disk now is the pair everyone uses.
  return { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as typeof keys), subject };
}
