import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT, loadConfig } from '../config.js';
import { seed } from '../db/seed/index.js';
import type { DbHandle } from '../infra/db/client.js';
import { HttpSmsSender, LogSmsSender } from '../infra/sms.js';
import { demoSeedWanted, productionProblems } from '../production-guard.js';
import { createTestDb } from '../test/test-db.js';

const realSms = new HttpSmsSender({ url: 'https://sms.example', apiKey: 'k', sender: '0212345678' });
const logSms = new LogSmsSender({ info: () => {} });
const MEDIA = { MEDIA_URL_SECRET: 'photo-link-key' };
const allowList = loadConfig({ CORS_ORIGINS: 'https://guardian.kr', ...MEDIA });

describe('a production start', () => {
  let withDemo: DbHandle;
  let clean: DbHandle;
  beforeAll(async () => {
    [withDemo, clean] = await Promise.all([createTestDb(), createTestDb()]);
    await seed(withDemo.db, { shops: 10, demo: true });
    await seed(clean.db, { shops: 10, demo: demoSeedWanted('production') });
  });
  afterAll(async () => {
    await withDemo.close();
    await clean.close();
  });

  it('demo data is seeded in development and the e2e stack only', () => {
    expect(demoSeedWanted('development')).toBe(true);
    expect(demoSeedWanted('test')).toBe(true);
    expect(demoSeedWanted('production')).toBe(false);
    expect(demoSeedWanted('staging')).toBe(false);
  });

  it('is refused while the demo owner and staff (published passwords) exist', async () => {
    const problems = await productionProblems(withDemo.db, allowList, realSms);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/demo accounts.*demo@guardian\.kr.*staff1@guardian\.kr/);
  });

  it('is refused while SMS codes would only be logged, or CORS allows every origin', async () => {
    expect(await productionProblems(clean.db, allowList, logSms)).toEqual([
      expect.stringMatching(/no SMS provider/),
    ]);
    // Unset, production CORS allows no other origin; only an explicit `*` opens it to every page.
    expect(
      await productionProblems(clean.db, loadConfig({ APP_ENV: 'production', ...MEDIA }), realSms),
    ).toEqual([]);
    expect(await productionProblems(clean.db, loadConfig({ CORS_ORIGINS: '*', ...MEDIA }), realSms)).toEqual([
      expect.stringMatching(/CORS allows every origin/),
    ]);
    expect(await productionProblems(clean.db, allowList, realSms)).toEqual([]);
  });

  it('is refused without a shared key for the photo links', async () => {
    const noKey = loadConfig({ CORS_ORIGINS: 'https://guardian.kr' });
    expect(await productionProblems(clean.db, noKey, realSms)).toEqual([
      expect.stringMatching(/no MEDIA_URL_SECRET/),
    ]);
  });

  it('server.ts with APP_ENV=production exits with the reasons instead of listening', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-prod-start-'));
    const child = spawn(path.join(API_ROOT, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
      cwd: API_ROOT,
      env: {
        ...process.env,
        APP_ENV: 'production',
        SEED: 'false',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        CORS_ORIGINS: '*',
        SMS_API_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 45_000);
      child.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(out).toMatch(/Refusing to start with APP_ENV=production/);
    expect(out).toMatch(/no SMS provider/);
    expect(out).toMatch(/CORS allows every origin/);
    expect(code).toBe(1);
  }, 60_000);
});
