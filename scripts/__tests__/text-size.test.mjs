// Text follows the phone's text size (WCAG 1.4.4: readable at 200% without loss). Browsers and the app's
// WebView carry the user's setting through the root font size, so a font size in px (or in vw) stays
// as it is while every rem grows: the 홈 quick buttons, 마이페이지's heading, the tab bar's labels did
// not grow at all. In the folders below every font size is in rem (the --font-size-* tokens), em or %;
// chrome that may grow less caps a rem size with px (min(0.6875rem, 13px)), which the rule allows.
// A px size that stands for a picture or an icon, not for text, is listed in ALLOWED with its reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { APP_SOURCES } from '../lib/app-sources.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Every app's and shared's style sheets (and the demo mall, which the 쇼핑 tab frames). */
const TEXT_SIZE_FOLDERS = [...APP_SOURCES, 'mf-shopping/mall-demo'];

/** Fixed sizes that are not text, by file and value. An entry nothing matches any more fails the test. */
const ALLOWED = [
  {
    file: 'shell/src/features/invitation/routes/invitation-screen.module.css',
    value: '36px',
    why: "the shop's initial standing in for its picture in a fixed 88 px tile",
  },
  {
    file: 'mf-curation/src/components/shop-card/shop-card.module.css',
    value: '28px',
    why: "the shop's initial standing in for its picture in a fixed 88 px tile",
  },
  {
    file: 'mf-curation/src/features/ai-profile/components/ai-profile.module.css',
    value: '48px',
    why: 'a decorative pictogram (aria-hidden), sized like an icon',
  },
  {
    file: 'mf-shops/src/features/review/components/review.module.css',
    value: '36px',
    why:
      'the star picker: five 48 px star buttons must fit in a row at 320 px; the stars are a control, not text, ' +
      'and the chosen rating is also said in words (in rem)',
  },
];

/** Every font size declared in a stylesheet (font-size, or a size inside the font shorthand). */
function fontSizes(css) {
  // Comments out, line breaks kept, so a line number still points at the source.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const found = [];
  for (const m of text.matchAll(/(?<![\w-])(font-size|font)\s*:\s*([^;}]+)/g)) {
    const value = m[2].trim();
    if (m[1] === 'font' && !/\d/.test(value)) continue; // font: inherit
    found.push({ value, line: text.slice(0, m.index).split('\n').length });
  }
  return found;
}

/** True when a font size does not follow the root size: a fixed length and nothing relative in it. */
function isFixed(value) {
  const fixed = /\d(?:\.\d+)?(?:px|pt|vw|vh|vmin|vmax)\b/.test(value);
  const relative = /\d(?:\.\d+)?(?:rem|em|%)|var\(--font-size-/.test(value);
  return fixed && !relative;
}

function cssFiles(dir) {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .filter((f) => f.endsWith('.css') && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(dir, f));
}

test('the rule tells fixed sizes from sizes that follow the root size', () => {
  for (const v of ['14px', '11px', 'clamp(22px, 7vw, 28px)', '7vw', '12pt']) assert.ok(isFixed(v), v);
  for (const v of ['0.875rem', 'var(--font-size-body)', 'min(0.6875rem, 13px)', '1.2em', '120%', 'inherit'])
    assert.ok(!isFixed(v), v);
  assert.deepEqual(
    fontSizes('.a {\n  font-size: 14px; /* 14 */\n}\n.b { font: inherit; font: 600 13px/1.4 x; }'),
    [
      { value: '14px', line: 2 },
      { value: '600 13px/1.4 x', line: 4 },
    ],
  );
});

test('text in every app follows the phone text size (no px font sizes)', () => {
  const offenders = [];
  const used = new Set();
  let seen = 0;
  for (const folder of TEXT_SIZE_FOLDERS)
    for (const file of cssFiles(folder)) {
      const rel = file.split(path.sep).join('/');
      for (const { value, line } of fontSizes(fs.readFileSync(path.join(root, file), 'utf8'))) {
        seen++;
        if (!isFixed(value)) continue;
        const allowed = ALLOWED.find((a) => a.file === rel && a.value === value);
        if (allowed) used.add(allowed);
        else offenders.push(`${rel}:${line} font size ${value}: use a --font-size-* token or rem`);
      }
    }
  assert.ok(seen > 100, `found only ${seen} font sizes: is the scan still right?`);
  assert.deepEqual(offenders, []);
  assert.deepEqual(
    ALLOWED.filter((a) => !used.has(a)).map((a) => `${a.file} ${a.value} is allowed but no longer there`),
    [],
  );
});
