import sharp from 'sharp';
import type { ImageType } from './detect.js';

/** The WebP renditions every photo gets; `url` is the largest, `thumbnailUrl` the smallest. */
export const VARIANT_WIDTHS = { w320: 320, w720: 720, w1280: 1280 } as const;
export type VariantName = keyof typeof VARIANT_WIDTHS;
export const VARIANT_NAMES = Object.keys(VARIANT_WIDTHS) as VariantName[];

export interface ProcessedImage {
  width: number;
  height: number;
  original: { data: Buffer; type: string };
  variants: { name: VariantName; width: number; height: number; data: Buffer }[];
}

/**
 * 52 megapixels: a phone camera's full-resolution photo (48 MP on recent iPhones, 8160×6120 = 50 MP on Galaxy phones;
 * 40 refused them, when the browser could not shrink them first) fits, and a decompression bomb is still refused
 * before decoding.
 */
const LIMIT_INPUT_PIXELS = 52_000_000;

/**
 * Applies the EXIF orientation, then drops every metadata block (EXIF with its GPS position, XMP, IPTC;
 * sharp writes none unless asked). The original is re-encoded at full size in its own format (HEIC as JPEG,
 * which browsers can show) and kept privately; the served renditions are WebP at a few widths, never enlarged.
 * Throws when the bytes do not decode.
 */
export async function processImage(input: Buffer, type: ImageType): Promise<ProcessedImage> {
  // Decoded (and turned upright) once; every output is encoded from these pixels, which carry no metadata.
  const { data, info } = await sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS })
    .autoOrient()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const originalType =
    type === 'image/png' ? 'image/png' : type === 'image/webp' ? 'image/webp' : 'image/jpeg';
  const original =
    originalType === 'image/png'
      ? await pixels().png().toBuffer()
      : originalType === 'image/webp'
        ? await pixels().webp({ quality: 90 }).toBuffer()
        : await pixels().jpeg({ quality: 90 }).toBuffer();
  const variants = [];
  for (const name of VARIANT_NAMES) {
    // effort 2 of 6: a little larger files, less than half the encoding time of the default.
    const out = await pixels()
      .resize({ width: VARIANT_WIDTHS[name], withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ name, width: out.info.width, height: out.info.height, data: out.data });
  }
  return {
    width: info.width,
    height: info.height,
    original: { data: original, type: originalType },
    variants,
  };
}
