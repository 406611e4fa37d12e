import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { test, expect, remoteScreen } from './fixtures';

const run = promisify(execFile);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const mfShopping = path.join(repo, 'mf-shopping');

async function shellFiles(baseUrl: string) {
  const html = Buffer.from(await (await fetch(`${baseUrl}/`)).arrayBuffer());
  const src = /<script[^>]+src="([^"]*\/main\.[^"]*\.js)"/.exec(html.toString('utf8'))?.[1];
  expect(src, 'index.html loads the shell main script').toBeTruthy();
  const main = Buffer.from(await (await fetch(new URL(src!, baseUrl))).arrayBuffer());
  return { html, main, src };
}

// DESIGN.md: "one build per remote deploys anywhere" — a remote ships without rebuilding the shell.
test('redeploying mf-shopping alone: after a reload the new build is served and the shell is byte-identical', async ({
  page,
  privateSite,
}) => {
  test.setTimeout(180_000);
  const buildId = `redeploy-${crypto.randomBytes(4).toString('hex')}`;
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'guardian-redeploy-'));
  try {
    const rspack = path.join(mfShopping, 'node_modules', '.bin', 'rspack');
    await run(rspack, ['build'], {
      cwd: mfShopping,
      env: { ...process.env, NODE_ENV: 'production', OUTPUT_DIR: out, BUILD_ID: buildId },
      maxBuffer: 32 * 1024 * 1024,
    });
    expect(fs.existsSync(path.join(out, 'mf-manifest.json'))).toBe(true);

    await page.goto(`${privateSite.url}/shopping`);
    const before = remoteScreen(page, 'shopping');
    await expect(before).toBeVisible();
    const shellBefore = await shellFiles(privateSite.url);

    privateSite.setRemoteDir('shopping', out);
    await page.reload();
    await expect(page.locator(`[data-build-id="${buildId}"]`).first()).toBeVisible();
    await expect(remoteScreen(page, 'shopping')).toHaveCount(0);

    const shellAfter = await shellFiles(privateSite.url);
    expect(shellAfter.src).toBe(shellBefore.src);
    expect(shellAfter.html.equals(shellBefore.html), 'index.html unchanged').toBe(true);
    expect(shellAfter.main.equals(shellBefore.main), 'shell main js unchanged').toBe(true);
  } finally {
    privateSite.setRemoteDir('shopping', undefined);
    fs.rmSync(out, { recursive: true, force: true });
  }
});
