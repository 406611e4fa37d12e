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

/** 40 megapixels: more than any phone camera; a decompression bomb is refused before decoding. */
const LIMIT_INPUT_PIXELS = 40_000_000;

/**
 * Applies the EXIF orientation, then drops every metadata block (EXIF with its GPS position, XMP, IPTC;
 * sharp writes none unless asked). The original is re-encoded at full size in its own format (HEIC as JPEG,
 * which browsers can show) and kept privately; the served renditions are WebP at a few widths, never enlarged.
 * Throws when the bytes do not decode.
 */
export async function processImage(input: Buffer, type: ImageType): Promise<ProcessedImage> {
  const base = () => sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS }).autoOrient();
  const original =
    type === 'image/png'
      ? await base().png().toBuffer({ resolveWithObject: true })
      : type === 'image/webp'
        ? await base().webp({ quality: 90 }).toBuffer({ resolveWithObject: true })
        : await base().jpeg({ quality: 90, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  const variants = [];
  for (const name of VARIANT_NAMES) {
    const { data, info } = await sharp(original.data)
      .resize({ width: VARIANT_WIDTHS[name], withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ name, width: info.width, height: info.height, data });
  }
  return {
    width: original.info.width,
    height: original.info.height,
    original: {
      data: original.data,
      type: type === 'image/png' ? 'image/png' : type === 'image/webp' ? 'image/webp' : 'image/jpeg',
    },
    variants,
  };
}
