// Draws the home-screen and browser-tab icons (shell/public) from shell/public/icon.svg, the paw of the
// login screen on the brand green. Run it after changing icon.svg: `npm run icons`. The PNGs are committed,
// so a build needs no image library; scripts/__tests__/home-screen.test.mjs checks they match the manifest.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib/stack.mjs';

const sharp = createRequire(path.join(ROOT, 'api', 'package.json'))('sharp');
const dir = path.join(ROOT, 'shell', 'public');
const icon = fs.readFileSync(path.join(dir, 'icon.svg'));

// Full-bleed: a launcher masks it to its own shape (circle, squircle) and iOS rounds it itself; the paw
// stays inside the middle 80% circle a mask may keep (the maskable icon's safe zone).
const fullBleed = Buffer.from(
  icon
    .toString()
    .replace(/ rx="\d+"/, '')
    .replace(/translate\([^)]*\) scale\(9\)/, 'translate(64 74) scale(8)'),
);

const outputs = [
  ['icon-192.png', icon, 192],
  ['icon-512.png', icon, 512],
  ['maskable-512.png', fullBleed, 512],
  ['apple-touch-icon.png', fullBleed, 180],
];
for (const [name, svg, size] of outputs) {
  await sharp(svg, { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .flatten(name === 'apple-touch-icon.png' ? { background: '#1b6b50' } : false)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(dir, name));
  console.log(`${name} ${size}x${size}`);
}
