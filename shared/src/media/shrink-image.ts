// Shrinks a photo in the browser before it is uploaded: phone photos are 3-12 MB and 4000 px wide,
// the API keeps at most 1280 px. Re-encoding through a canvas also turns HEIC (which Safari decodes)
// into JPEG and leaves the camera's EXIF (GPS position included) behind on the device.
// One photo at a time: ten 12-48 MP photos picked at once, decoded together, held the page still for
// seconds on a phone (and each decoded photo takes 50-200 MB); one after another, the page stays responsive.
// A photo this browser cannot decode at all (HEIC in Chrome, a broken file) is refused here, before its megabytes
// go over LTE only to be refused by the server; Safari decodes HEIC (and iOS hands a JPEG to accept="image/*").
// From the index the first load already holds (as chat-live does): importing '../api/api-error' itself from this lazy
// chunk took that module out of the index's concatenated module, and every tab's first load grew by 0.2 KB gz.
import { ApiError } from '../index';

export interface ShrinkOptions {
  /** The longer side after shrinking. */
  maxSide?: number;
  /** Files at most this big, in a type every browser shows, and no larger than maxSide, go as they are. */
  keepUnderBytes?: number;
  quality?: number;
}

const PASS_THROUGH = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The decoded photo; null when this browser refused it; undefined when it cannot decode here at all. */
async function decode(file: Blob): Promise<ImageBitmap | null | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null; // a type this browser cannot decode (HEIC in Chrome), a broken file… or only these options
  }
}

/**
 * Whether an <img> shows the file, asked once createImageBitmap refused it: a browser whose createImageBitmap
 * refuses a type or an option its <img> still takes must not lose the photo. null: cannot tell here.
 */
async function showsAsImage(file: Blob): Promise<boolean | null> {
  if (typeof Image !== 'function' || typeof URL.createObjectURL !== 'function') return null;
  const img = new Image();
  if (typeof img.decode !== 'function') return null;
  const url = URL.createObjectURL(file);
  try {
    img.src = url;
    await img.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The format a refusal names: the type the phone gave, else the file's extension. */
function formatName(file: File): string | null {
  const type = file.type.toLowerCase();
  const extension = /\.([a-z0-9]{2,5})$/i.exec(file.name)?.[1]?.toUpperCase() ?? '';
  if (/hei[cf]/.test(type) || /^(HEIC|HEIF|HIF)$/.test(extension))
    return type.includes('heif') || extension === 'HEIF' || extension === 'HIF' ? 'HEIF' : 'HEIC';
  // A JPEG, PNG… that does not decode is broken, not of the wrong format.
  if (/^image\/(jpeg|png|webp|gif)$/.test(type) || /^(JPE?G|PNG|WEBP|GIF)$/.test(extension)) return null;
  return extension || null;
}

/** `MEDIA_UNREADABLE`, as the API would answer it, without the upload. */
function unreadable(file: File): ApiError {
  const format = formatName(file);
  return new ApiError({
    status: 400,
    resultCode: 'MEDIA_UNREADABLE',
    message: format
      ? `이 사진 형식(${format})은 보낼 수 없어요. JPG로 저장한 사진을 골라 주세요.`
      : '사진 파일이 손상돼서 열 수 없어요. 다른 사진을 골라 주세요.',
    method: 'POST',
    url: '/v2/media',
  });
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** The shrink running now, which the next one waits for. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * A smaller JPEG of `file`, or `file` itself when it is already small (or this browser has no way to decode it).
 * Rejects with an ApiError `MEDIA_UNREADABLE` (a Korean message naming the format, HEIC…) when this browser
 * cannot decode the photo, so that it is never sent (the server reads no HEIC either). Calls made together run one
 * after another.
 */
export function shrinkImage(file: File, options?: ShrinkOptions): Promise<File> {
  const run = queue.then(() => shrinkNow(file, options));
  queue = run.catch(() => undefined);
  return run;
}

async function shrinkNow(
  file: File,
  { maxSide = 2048, keepUnderBytes = 1_500_000, quality = 0.85 }: ShrinkOptions = {},
): Promise<File> {
  const bitmap = await decode(file);
  if (bitmap === undefined) return file;
  if (bitmap === null) {
    if ((await showsAsImage(file)) === false) throw unreadable(file);
    return file; // shown, though not through createImageBitmap: the server shrinks it
  }
  try {
    const longer = Math.max(bitmap.width, bitmap.height);
    if (longer <= maxSide && file.size <= keepUnderBytes && PASS_THROUGH.has(file.type)) return file;
    const scale = Math.min(1, maxSide / longer);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await toBlob(canvas, quality);
    if (!blob || (blob.size >= file.size && PASS_THROUGH.has(file.type))) return file;
    const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close?.();
  }
}
