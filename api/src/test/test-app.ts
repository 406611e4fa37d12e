import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { type AppConfig, defaultRateLimits, type RateLimitConfig } from '../config.js';
import type { Db, DbHandle } from '../infra/db/client.js';
import { seed } from '../db/seed/index.js';
import { shopInvitations } from '../db/schema/index.js';
import type { SmsSender } from '../infra/sms.js';
import { hashPassword } from '../infra/password.js';
import { DiskStorage } from '../infra/storage/index.js';
import { createTestDb } from './test-db.js';
import { storedInvitationToken } from '../modules/invitations/repository.js';

/** Test double for the SmsSender interface: keeps what would have been sent. */
export class RecordingSmsSender implements SmsSender {
  readonly sent: { to: string; text: string }[] = [];
  async send(to: string, text: string) {
    this.sent.push({ to, text });
  }
  lastCode(to: string) {
    const msg = [...this.sent].reverse().find((m) => m.to === to);
    return msg ? /\[(\d{6})\]/.exec(msg.text)![1] : undefined;
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  sms: RecordingSmsSender;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Creates a user directly in the database and returns a live session token. */
  user(
    email: string,
    nickname: string,
    password?: string,
  ): Promise<{ userSeq: number; token: string; auth: { authorization: string } }>;
  invitation(token: string, shopId: number, customerSeq: number, expiresAt?: Date): Promise<void>;
  close(): Promise<void>;
}

/** Like the app's options, but rate limits may be given in part (the rest are the defaults). */
export type TestContextOptions = Omit<Partial<BuildAppOptions>, 'config'> & {
  shops?: number;
  config?: Partial<Omit<AppConfig, 'rateLimits'>> & { rateLimits?: Partial<RateLimitConfig> };
};

export async function createTestContext(opts: TestContextOptions = {}): Promise<TestContext> {
  const handle = await createTestDb();
  await seed(handle.db, { shops: opts.shops ?? 40, demo: false });
  const sms = new RecordingSmsSender();
  // Uploaded photos go to a folder of this test file's own, removed on close (unless the test brings a storage).
  const mediaDir = opts.storage ? null : await mkdtemp(path.join(tmpdir(), 'guardian-media-'));
  const app = await buildApp({
    db: handle.db,
    smsSender: sms,
    ...(mediaDir ? { storage: new DiskStorage(mediaDir) } : {}),
    ...opts,
    // The AI profile worker would run the real segmentation model on any paid job; its own tests turn it on.
    aiProfile: { worker: false, ...opts.aiProfile },
    config: {
      publicBaseUrl: 'http://api.test',
      ...opts.config,
      rateLimits: { ...defaultRateLimits({}), ...opts.config?.rateLimits },
    },
  });
  await app.ready();
  let fastHash: string | undefined;
  return {
    app,
    db: handle.db,
    handle,
    sms,
    inject: (o) => app.inject(o),
    async user(email, nickname, password = 'password123') {
      // Hashing once per file keeps the suite fast; login tests hash real passwords through the API.
      const passwordHash =
        password === 'password123'
          ? (fastHash ??= await hashPassword(password))
          : await hashPassword(password);
      const created = await app.services.users.createAccount({
        email,
        nickname,
        passwordHash,
        phoneNumber: '01099998888',
        termsPrivacyAt: new Date(),
      });
      const { token } = await app.services.auth.issueToken(created.userSeq);
      return { userSeq: created.userSeq, token, auth: { authorization: `Bearer ${token}` } };
    },
    async invitation(token, shopId, customerSeq, expiresAt = new Date(Date.now() + 86_400_000)) {
      await handle.db.insert(shopInvitations).values({
        token: storedInvitationToken(token),
        shopId,
        customerSeq,
        customerName: '테스트고객',
        expiresAt,
      });
    },
    async close() {
      await app.close();
      await handle.close();
      if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
