// 저장 of the photo viewer: in the app the native bridge saves the photo to the gallery; in a browser it downloads.
// Part of the viewer's chunk, so it loads only once a photo is opened.
import { isInApp, onNativeMessage, postToNative } from '../../index';

/** Waits this long for the app's SAVE_IMAGE_RESULT before calling it a failure. */
const APP_TIMEOUT_MS = 20_000;

function saveInApp(url: string, fileName: string): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      off();
      resolve(false);
    }, APP_TIMEOUT_MS);
    const off = onNativeMessage((msg) => {
      if (msg.type !== 'SAVE_IMAGE_RESULT' || msg.payload.url !== url) return;
      window.clearTimeout(timer);
      off();
      resolve(msg.payload.saved);
    });
    postToNative({ type: 'SAVE_IMAGE', payload: { url, fileName } });
  });
}

async function download(url: string, fileName: string) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`photo ${res.status}`);
  const href = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = href;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    // After the click has handed the blob to the browser's download.
    window.setTimeout(() => URL.revokeObjectURL(href), 1000);
  }
  return true;
}

/** Saves one photo; true when it was saved (app) or handed to the browser's download. */
export function savePhoto(url: string, fileName: string): Promise<boolean> {
  return isInApp() ? saveInApp(url, fileName) : download(url, fileName);
}

/** The first 41 characters of the name are kept (a date and a title's first 30 before). */
const NAME_MAX = 41;

/** '2026-11-22_공원 산책' + index 2 → '2026-11-22_공원-산책_3.webp' (the API's photos are WebP). */
export const photoFileName = (name: string, index: number) =>
  `${name.replace(/[\\/:*?"<>|\s]+/g, '-').slice(0, NAME_MAX)}_${index + 1}.webp`;
