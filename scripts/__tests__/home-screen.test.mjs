// Keeping 가디언 on the phone's home screen: the shell's manifest names the app, opens 홈 in its own window and
// gives icons a launcher can use (PNG at 192 and 512 px, one maskable), and the site serves them under the names
// the HTML gives. Chromium's own reading of the manifest is checked by the e2e story (deep-links.spec.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from '../serve.mjs';
import { ROOT } from '../lib/stack.mjs';

const PUBLIC = path.join(ROOT, 'shell', 'public');
const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8'));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file) {
  const buf = fs.readFileSync(file);
  assert.equal(buf.subarray(1, 4).toString(), 'PNG', `${file} is a PNG`);
  return `${buf.readUInt32BE(16)}x${buf.readUInt32BE(20)}`;
}

test('the manifest names the app in Korean and opens 홈 in a window of its own', () => {
  assert.equal(manifest.name, '가디언');
  assert.equal(manifest.short_name, '가디언');
  assert.equal(manifest.lang, 'ko');
  assert.equal(manifest.start_url, '/curation');
  assert.ok(manifest.start_url.startsWith(manifest.scope), 'start_url is inside the scope');
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
  assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
});

test('every icon the manifest names exists at the size it says, with PNGs a launcher can use', () => {
  for (const icon of manifest.icons) {
    const file = path.join(PUBLIC, icon.src.replace(/^\//, ''));
    assert.ok(fs.existsSync(file), `${icon.src} exists`);
    if (icon.type === 'image/png') assert.equal(pngSize(file), icon.sizes, `${icon.src} is ${icon.sizes}`);
  }
  const png = (size, purpose) =>
    manifest.icons.some((i) => i.type === 'image/png' && i.sizes === size && i.purpose === purpose);
  assert.ok(png('192x192', 'any'), 'a 192 px icon (Android asks for it)');
  assert.ok(png('512x512', 'any'), 'a 512 px icon (the splash screen)');
  assert.ok(png('512x512', 'maskable'), 'a maskable icon (a launcher crops it to its shape)');
  assert.equal(pngSize(path.join(PUBLIC, 'apple-touch-icon.png')), '180x180');
});

test('the site serves the manifest and icons from the root with their types', async () => {
  const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-screen-'));
  fs.cpSync(PUBLIC, shellDir, { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  const site = createSiteServer({ shellDir, apiUrl: 'http://127.0.0.1:9', config: { remotes: {} } });
  const port = await site.listen(0, '127.0.0.1');
  try {
    const get = (p) => fetch(`http://127.0.0.1:${port}${p}`);
    const res = await get('/manifest.webmanifest');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^application\/manifest\+json/);
    assert.deepEqual(await res.json(), manifest);
    for (const [p, type] of [
      ['/icon.svg', 'image/svg+xml'],
      ['/icon-192.png', 'image/png'],
      ['/maskable-512.png', 'image/png'],
      ['/apple-touch-icon.png', 'image/png'],
    ]) {
      const icon = await get(p);
      assert.equal(icon.status, 200, p);
      assert.equal(icon.headers.get('content-type'), type, p);
    }
  } finally {
    await site.close();
    fs.rmSync(shellDir, { recursive: true, force: true });
  }
});
