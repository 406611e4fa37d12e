// Loaded on demand (lazy-photo-picker.tsx): only forms with photos show it.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { requestPermission } from '../../media/request-permission';
import { shrinkImage } from '../../media/shrink-image';
import { uploadMedia, type UploadedMedia, type UploadMediaOptions } from '../../media/upload-media';
import visuallyHidden from '../visually-hidden/visually-hidden.module.css';
import styles from './photo-picker.module.css';
import { PERMISSION_MESSAGES } from '@guardian/shared/forms';
import { errorMessage, isApiError, type Permission } from '../../index';

export interface PhotoPickerChange {
  /** The uploaded photos' seqs in the order shown: what a form sends. */
  mediaSeqs: number[];
  photos: UploadedMedia[];
  /** Some photo is still uploading: hold the form's submit. */
  busy: boolean;
  /** Photos whose upload failed (shown with a retry); they are not in `mediaSeqs`. */
  failed: number;
}

export interface PhotoPickerProps {
  /** Photos already attached (editing). */
  initial?: readonly UploadedMedia[];
  /** At most this many photos (default 10). */
  max?: number;
  /** Names the picker, e.g. '알림장 사진'. */
  label?: string;
  onChange: (change: PhotoPickerChange) => void;
  disabled?: boolean;
  /** Uploads one file; the default shrinks it in the browser (refusing, unsent, a photo it cannot open), then
   *  POST /v2/media. Tests pass their own. */
  upload?: (file: File, options: UploadMediaOptions) => Promise<UploadedMedia>;
}

type Status = 'uploading' | 'done' | 'error';

interface Item {
  key: string;
  status: Status;
  progress: number;
  preview: string;
  file: File | null;
  media: UploadedMedia | null;
  error: string | null;
  /** Sending the same file again may work (offline, a timeout); not when the file itself was refused. */
  retry: boolean;
}

/**
 * Photos uploading at the same time; the rest wait their turn. Ten sent together over a weak LTE link shared it,
 * each crawled, and all of them ran into the upload timeout together.
 */
const AT_ONCE = 2;

interface Job {
  key: string;
  file: File;
  controller: AbortController;
}

/**
 * Refusals of the file itself (a HEIC or a broken photo this browser cannot open, refused before it is sent; too
 * large; not a photo): the same file gets the same answer, so no 다시 시도, only 삭제 and the message's advice.
 */
const FILE_REFUSALS = new Set(['MEDIA_UNREADABLE', 'MEDIA_UNSUPPORTED_TYPE', 'MEDIA_TOO_LARGE']);

let counter = 0;
const nextKey = () => `photo-${++counter}`;

const defaultUpload = async (file: File, options: UploadMediaOptions) =>
  uploadMedia(await shrinkImage(file), options);

const objectUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';

const revokePreview = (item: Item) => {
  if (item.file && item.preview.startsWith('blob:')) URL.revokeObjectURL(item.preview);
};

/**
 * Pick photos from the gallery or the camera; each is shrunk and uploaded at once with its own progress,
 * a failed one keeps its place with a retry, any can be removed or moved. The rest of the form is
 * untouched: the picker only reports the seqs through `onChange`.
 */
export default function PhotoPicker({
  initial = [],
  max = 10,
  label = '사진',
  onChange,
  disabled = false,
  upload = defaultUpload,
}: PhotoPickerProps) {
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((media) => ({
      key: nextKey(),
      status: 'done',
      progress: 1,
      preview: media.thumbnailUrl,
      file: null,
      media,
      error: null,
      retry: false,
    })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const galleryRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const waiting = useRef<Job[]>([]);
  const sending = useRef(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const photos = items.flatMap((i) => (i.status === 'done' && i.media ? [i.media] : []));
    onChangeRef.current({
      mediaSeqs: photos.map((p) => p.mediaSeq),
      photos,
      busy: items.some((i) => i.status === 'uploading'),
      failed: items.filter((i) => i.status === 'error').length,
    });
  }, [items]);

  // Leaving the form stops what is still uploading and frees the previews.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
    };
  }, []);

  const patch = (key: string, change: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  /** Queues the photo's upload; it starts once fewer than AT_ONCE are running. */
  const start = (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    patch(key, { status: 'uploading', progress: 0, error: null });
    waiting.current.push({ key, file, controller });
    next();
  };

  const next = () => {
    while (sending.current < AT_ONCE && waiting.current.length) {
      const job = waiting.current.shift()!;
      if (job.controller.signal.aborted) continue; // removed, or the form left, while waiting
      sending.current += 1;
      void send(job).finally(() => {
        sending.current -= 1;
        next();
      });
    }
  };

  const send = async ({ key, file, controller }: Job) => {
    try {
      const media = await upload(file, {
        signal: controller.signal,
        onProgress: (progress) => patch(key, { progress }),
      });
      if (!controller.signal.aborted) patch(key, { status: 'done', progress: 1, media });
    } catch (error) {
      if (controller.signal.aborted || (isApiError(error) && error.resultCode === 'CANCELED')) return;
      patch(key, {
        status: 'error',
        error: errorMessage(error, '사진을 올리지 못했어요.'),
        retry: !(isApiError(error) && FILE_REFUSALS.has(error.resultCode)),
      });
    } finally {
      controllers.current.delete(key);
    }
  };

  const add = (files: File[]) => {
    const room = max - items.length;
    const accepted = files.slice(0, Math.max(room, 0));
    // How many went in, and why not the rest (12 picked with room for 10 went in silently as 10).
    let notice: string | null = null;
    if (accepted.length === 0) notice = `사진은 ${max}장까지 올릴 수 있어요.`;
    else if (files.length > accepted.length)
      notice = `사진은 ${max}장까지 올릴 수 있어서 ${files.length}장 중 ${accepted.length}장만 추가했어요.`;
    setNotice(notice);
    const added = accepted.map((file) => ({
      key: nextKey(),
      status: 'uploading' as const,
      progress: 0,
      preview: objectUrl(file),
      file,
      media: null,
      error: null,
      retry: false,
    }));
    setItems((list) => [...list, ...added]);
    for (const item of added) start(item.key, item.file);
  };

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = ''; // the same photo can be picked again
    if (files.length) add(files);
  };

  const pick = async (permission: Permission) => {
    const granted = await requestPermission(permission);
    if (!granted) {
      const m = PERMISSION_MESSAGES[permission];
      setNotice(`${m.title} ${m.description}`);
      return;
    }
    setNotice(null);
    (permission === 'camera' ? cameraRef : galleryRef).current?.click();
  };

  // Where the focus goes once the list has changed under it: the button tapped is gone (삭제) or was taken out of
  // the page and put back (a photo moved), and the focus fell to the page's top, far from the photos.
  const listRef = useRef<HTMLOListElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<{ index: number; action: 'remove' | 'prev' | 'next' } | null>(null);
  useEffect(() => {
    const wanted = focusAfter.current;
    focusAfter.current = null;
    if (!wanted) return;
    const rows = listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    const row = rows[Math.min(wanted.index, rows.length - 1)];
    const button = (action: string) =>
      row?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]:not(:disabled)`);
    const other = wanted.action === 'prev' ? 'next' : 'prev';
    const target =
      button(wanted.action) ?? button(other) ?? actionsRef.current?.querySelector('button:not(:disabled)');
    target?.focus();
  }, [items]);

  const remove = (item: Item, index: number) => {
    controllers.current.get(item.key)?.abort();
    revokePreview(item);
    focusAfter.current = { index, action: 'remove' };
    setItems((list) => list.filter((i) => i.key !== item.key));
  };

  const move = (index: number, step: -1 | 1) => {
    focusAfter.current = { index: index + step, action: step < 0 ? 'prev' : 'next' };
    setItems((list) => {
      const to = index + step;
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[index], next[to]] = [next[to], next[index]];
      return next;
    });
  };

  const full = items.length >= max;
  return (
    <div className={styles.picker} role="group" aria-label={label}>
      <div className={styles.actions} ref={actionsRef}>
        <button
          type="button"
          className={styles.action}
          onClick={() => void pick('storage')}
          disabled={disabled || full}
        >
          앨범에서 선택
        </button>
        <button
          type="button"
          className={styles.action}
          onClick={() => void pick('camera')}
          disabled={disabled || full}
        >
          카메라로 촬영
        </button>
        <span className={styles.count} aria-live="polite">
          {items.length}/{max}
        </span>
      </div>
      <input
        ref={galleryRef}
        className={visuallyHidden.hidden}
        type="file"
        accept="image/*"
        multiple
        onChange={onFiles}
        aria-label={`${label} 앨범에서 선택`}
        tabIndex={-1}
      />
      <input
        ref={cameraRef}
        className={visuallyHidden.hidden}
        type="file"
        accept="image/*"
        capture="environment"
        onChange={onFiles}
        aria-label={`${label} 카메라로 촬영`}
        tabIndex={-1}
      />
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      ) : null}
      {items.length ? (
        <ol className={styles.list} ref={listRef}>
          {items.map((item, index) => {
            const n = index + 1;
            return (
              <li key={item.key} className={styles.item} data-status={item.status}>
                <div className={styles.thumb}>
                  {item.preview ? (
                    <img
                      src={item.preview}
                      alt={`${label} ${n}`}
                      // A type this browser cannot show (HEIC in Chrome): the file's name instead of a broken image.
                      onError={() => {
                        revokePreview(item);
                        patch(item.key, { preview: '' });
                      }}
                    />
                  ) : (
                    <span className={styles.fileName} role="img" aria-label={`${label} ${n}`}>
                      {item.file?.name}
                    </span>
                  )}
                  {item.status === 'uploading' ? (
                    <progress
                      className={styles.progress}
                      max={100}
                      value={Math.round(item.progress * 100)}
                      aria-label={`${label} ${n} 올리는 중`}
                    />
                  ) : null}
                </div>
                {item.status === 'error' ? (
                  <div className={styles.error}>
                    {/* Named: a grid of small thumbnails does not say which photo of the ten was refused. */}
                    <p role="alert">
                      {item.file ? <span className={styles.fileName}>{item.file.name} </span> : null}
                      {item.error}
                    </p>
                    {item.retry ? (
                      <button
                        type="button"
                        className={styles.small}
                        onClick={() => item.file && start(item.key, item.file)}
                      >
                        다시 시도
                      </button>
                    ) : null}
                  </div>
                ) : null}
                <div className={styles.itemActions}>
                  <button
                    type="button"
                    className={styles.small}
                    data-action="prev"
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`${label} ${n} 앞으로`}
                  >
                    ‹
                  </button>
                  <button
                    type="button"
                    className={styles.small}
                    data-action="next"
                    onClick={() => move(index, 1)}
                    disabled={index === items.length - 1}
                    aria-label={`${label} ${n} 뒤로`}
                  >
                    ›
                  </button>
                  <button
                    type="button"
                    className={styles.small}
                    data-action="remove"
                    onClick={() => remove(item, index)}
                    aria-label={`${label} ${n} 삭제`}
                  >
                    ✕
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
