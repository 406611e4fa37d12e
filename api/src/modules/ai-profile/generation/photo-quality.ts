/**
 * Photo checks: size, sharpness (variance of the Laplacian) and how much of the picture the subject fills (from
 * the segmenter's mask). The same scores rank an order's photos before generation.
 */
import sharp from 'sharp';
import type { PhotoIssueCode } from '../schemas.js';
import type { RawRgb, Segmenter } from './types.js';

export const QUALITY = {
  /** Shorter side below this is too small for a 1080 px portrait. */
  minSide: 480,
  /** Laplacian variance (0–255 greyscale at 512 px) below this reads as blurred or shaken. */
  minSharpness: 25,
  /** Share of the picture the subject must cover (mask > 50 %). */
  minSubjectRatio: 0.04,
  /** The side photos are worked at. */
  workSide: 1024,
};

/** What each issue tells the owner: the rule `checkPhoto` applies, in its own figures. */
export const ISSUE_MESSAGES: Record<PhotoIssueCode, string> = {
  TOO_SMALL: `사진이 너무 작아요. 짧은 쪽이 ${QUALITY.minSide}px 이상인 원본 사진을 올려 주세요.`,
  BLURRED: '사진이 흐릿해요. 흔들리지 않게 초점을 맞춰 다시 찍어 주세요.',
  NO_SUBJECT: '사진에서 반려동물을 찾지 못했어요. 아이가 크게 나온 사진을 올려 주세요.',
};

/** Decodes (EXIF-rotated) and shrinks to `side` at most; raw RGB. */
export async function toRaw(image: Buffer, side = QUALITY.workSide): Promise<RawRgb> {
  const { data, info } = await sharp(image)
    .rotate()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Variance of the Laplacian of the greyscale picture at 512 px: high for crisp edges, low for blur. */
export async function sharpness(image: Buffer): Promise<number> {
  const { data } = await sharp(image)
    .rotate()
    .resize(512, 512, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  let sq = 0;
  for (const v of data) {
    const d = v - 128;
    sum += d;
    sq += d * d;
  }
  const n = data.length || 1;
  const mean = sum / n;
  return sq / n - mean * mean;
}

/** Share of pixels the mask counts as subject. */
export function subjectRatio(mask: Buffer) {
  let on = 0;
  for (const v of mask) if (v > 127) on++;
  return mask.length ? on / mask.length : 0;
}

export interface PhotoScore {
  width: number;
  height: number;
  sharpness: number;
  subjectRatio: number;
  issues: PhotoIssueCode[];
  /** Higher is a better source photo (sharp, subject large but not cropped away). */
  score: number;
}

export async function scorePhoto(image: Buffer, mask: Buffer): Promise<PhotoScore> {
  const meta = await sharp(image).rotate().metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const sharp_ = await sharpness(image);
  const ratio = subjectRatio(mask);
  const issues: PhotoIssueCode[] = [];
  if (Math.min(width, height) < QUALITY.minSide) issues.push('TOO_SMALL');
  if (sharp_ < QUALITY.minSharpness) issues.push('BLURRED');
  if (ratio < QUALITY.minSubjectRatio) issues.push('NO_SUBJECT');
  // Subject size is best around a third to two thirds of the frame.
  const sizeScore = ratio < 0.35 ? ratio / 0.35 : ratio > 0.75 ? Math.max(0, 1 - (ratio - 0.75) * 2) : 1;
  const score = Math.min(sharp_ / 200, 1) * 0.5 + sizeScore * 0.5 - issues.length;
  return { width, height, sharpness: sharp_, subjectRatio: ratio, issues, score };
}

/** The upload check: the photo decoded at 512 px and cut out by the segmenter. */
export async function checkPhoto(image: Buffer, segmenter: Segmenter): Promise<PhotoScore> {
  const raw = await toRaw(image, 512);
  const mask = await segmenter.segment(raw);
  return scorePhoto(image, mask);
}
