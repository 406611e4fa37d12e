// Shrinks a photo in the browser before it is uploaded: phone photos are 3-12 MB and 4000 px wide,
// the API keeps at most 1280 px. Re-encoding through a canvas also turns HEIC (which Safari decodes)
// into JPEG and leaves the camera's EXIF (GPS position included) behind on the device.
// One photo at a time: ten 12-48 MP photos picked at once, decoded together, held the page still for
// seconds on a phone (and each decoded photo takes 50-200 MB); one after another, the page stays responsive.

export interface ShrinkOptions {
  /** The longer side after shrinking. */
  maxSide?: number;
  /** Files at most this big, in a type every browser shows, and no larger than maxSide, go as they are. */
  keepUnderBytes?: number;
  quality?: number;
}

const PASS_THROUGH = new Set(['image/jpeg', 'image/png', 'image/webp']);

async function decode(file: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null; // a type this browser cannot decode (HEIC in Chrome): the server decides
  }
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** The shrink running now, which the next one waits for. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * A smaller JPEG of `file`, or `file` itself when it is already small or cannot be decoded here. Calls made
 * together run one after another.
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
  if (!bitmap) return file;
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
