/**
 * A real signature-pad-like PNG (RGBA, a dark handwritten-looking stroke on transparent) for the demo seed and the
 * tests: what `signature_pad`'s `toDataURL()` sends, without a browser.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

export function signaturePng(width = 300, height = 100): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  const dot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (px >= 0 && px < width && py >= 0 && py < height)
          raw.writeUInt32BE(0x1a1a1aff, py * stride + 1 + px * 4);
      }
  };
  // A looping scrawl across the pad, then an underline.
  for (let i = 0; i <= 2000; i++) {
    const p = i / 2000;
    const x = width * (0.08 + 0.84 * p) + Math.sin(p * Math.PI * 10) * width * 0.025;
    const y = height * (0.45 + 0.22 * Math.cos(p * Math.PI * 10) - 0.1 * p);
    dot(x, y);
  }
  for (let x = width * 0.1; x < width * 0.9; x++) dot(x, height * 0.82);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const signatureDataUrl = () => `data:image/png;base64,${signaturePng().toString('base64')}`;
