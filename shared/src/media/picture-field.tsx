// One picture in a form: 프로필 수정's profile picture, the pet sheet's photo. Pick a photo (the phone offers its album
// or camera), shrunk and uploaded at once with its progress; 기본 이미지로 goes back to the initial. Nothing is saved
// until the form's 저장, which waits while `busy` (the upload is still running).
// In the form kit (`@guardian/shared/forms`): it reaches the rest of shared by the package's name (see forms/index.ts).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  Avatar,
  Button,
  errorMessage,
  isApiError,
  requestPermission,
  shrinkImage,
  uploadMedia,
} from '@guardian/shared';
import { PERMISSION_MESSAGES } from '../bridge/permission-messages';
import styles from './picture-field.module.css';

/** What 저장 does with the picture: leave it, use the photo just uploaded, or remove it. */
export type PictureChange = { kind: 'keep' } | { kind: 'photo'; mediaSeq: number } | { kind: 'remove' };

export interface PictureState {
  change: PictureChange;
  /** A photo is still uploading: 저장 waits. */
  busy: boolean;
}

/** Nothing picked yet: the form's starting state. */
export const PICTURE_KEPT: PictureState = { change: { kind: 'keep' }, busy: false };

/** Uploads one photo and resolves to its mediaSeq. */
export type PictureUpload = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<number>;

/** Avatars are at most 96 CSS px (288 device px on a 3x phone): 640 px is plenty and quick over a weak link. */
const defaultUpload: PictureUpload = async (file, onProgress, signal) =>
  (await uploadMedia(await shrinkImage(file, { maxSide: 640 }), { onProgress, signal })).mediaSeq;

const objectUrl = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

export interface PictureFieldProps {
  /** Names the field ('프로필 사진', '반려동물 사진'): its group, its file input (“… 선택”), its progress. */
  label: string;
  /** Whose picture: its first letter stands in when there is none. */
  name: string;
  /** The picture saved now (null: none). */
  currentUrl: string | null;
  onChange: (state: PictureState) => void;
  disabled?: boolean;
  /** Uploads one photo and resolves to its mediaSeq; tests pass their own. */
  upload?: PictureUpload;
}

export function PictureField({
  label,
  name,
  currentUrl,
  onChange,
  disabled = false,
  upload = defaultUpload,
}: PictureFieldProps) {
  const [shown, setShown] = useState<string | null>(currentUrl);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const running = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const forgetPreview = () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  };

  // Leaving the form stops an upload still running and frees the preview.
  useEffect(
    () => () => {
      running.current?.abort();
      forgetPreview();
    },
    [],
  );

  const choose = async () => {
    setError(null);
    if (!(await requestPermission('storage'))) {
      const m = PERMISSION_MESSAGES.storage;
      setError(`${m.title} ${m.description}`);
      return;
    }
    inputRef.current?.click();
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same photo can be picked again
    if (!file) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    forgetPreview();
    preview.current = objectUrl(file);
    setShown(preview.current);
    setError(null);
    setProgress(0);
    onChange({ change: { kind: 'keep' }, busy: true });
    try {
      const mediaSeq = await upload(file, setProgress, controller.signal);
      if (controller.signal.aborted) return;
      onChange({ change: { kind: 'photo', mediaSeq }, busy: false });
    } catch (err) {
      if (controller.signal.aborted || (isApiError(err) && err.resultCode === 'CANCELED')) return;
      forgetPreview();
      setShown(currentUrl);
      setError(errorMessage(err, '사진을 올리지 못했어요. 다시 선택해 주세요.'));
      onChange(PICTURE_KEPT);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  };

  const reset = () => {
    running.current?.abort();
    running.current = null;
    forgetPreview();
    setShown(null);
    setProgress(null);
    setError(null);
    onChange(currentUrl ? { change: { kind: 'remove' }, busy: false } : PICTURE_KEPT);
    // 기본 이미지로 goes away with the picture: focus stays in the field rather than falling to the top of the page.
    changeButton.current?.focus();
  };

  const uploading = progress !== null;
  return (
    <div className={styles.picture} role="group" aria-label={label}>
      <div className={styles.frame}>
        <Avatar name={name} imageUrl={shown} size={88} />
        {uploading ? (
          <progress
            className={styles.progress}
            max={100}
            value={Math.round(progress * 100)}
            aria-label={`${label} 올리는 중`}
          />
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          ref={changeButton}
          variant="secondary"
          fullWidth={false}
          onClick={() => void choose()}
          disabled={disabled}
        >
          사진 변경
        </Button>
        {shown ? (
          <Button variant="text" fullWidth={false} onClick={reset} disabled={disabled}>
            기본 이미지로
          </Button>
        ) : null}
      </div>
      <input
        ref={inputRef}
        className={styles.fileInput}
        type="file"
        accept="image/*"
        onChange={(e) => void onFile(e)}
        aria-label={`${label} 선택`}
        tabIndex={-1}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
