// /ai-profile/upload-images: 5–10 photos through the shared PhotoPicker; each uploaded photo is checked by the
// server (too small, blurred, no pet found) one after another, and only photos that pass count.
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  LoginPrompt,
  PageHeader,
  PhotoPicker,
  errorMessage,
  useIsLoggedIn,
  type PhotoPickerChange,
} from '@guardian/shared';
import { paths } from '../../../config/paths';
import { checkPhoto } from '../api/check-photo';
import { MAX_PHOTOS, MIN_PHOTOS, readyPhotos, useDraft, type DraftPhoto } from '../lib/draft';
import styles from './ai-profile.module.css';
import { Steps } from './steps';

/** Checks the photos that have no answer yet, one at a time (the model takes seconds a photo). */
function useChecks(photos: DraftPhoto[]) {
  const setCheck = useDraft((s) => s.setCheck);
  const running = useRef<number | null>(null);
  const [tick, bump] = useState(0);
  useEffect(() => {
    if (running.current !== null) return;
    const next = photos.find((p) => !p.check && !p.checkError);
    if (!next) return;
    const seq = next.media.mediaSeq;
    running.current = seq;
    checkPhoto(seq)
      .then((check) => setCheck(seq, { check, checkError: undefined }))
      .catch((e) => setCheck(seq, { checkError: errorMessage(e, '사진을 확인하지 못했어요.') }))
      .finally(() => {
        running.current = null;
        bump((n) => n + 1);
      });
    // `tick` changes when a check ends, so the next photo starts.
  }, [photos, setCheck, tick]);
  return running.current;
}

/**
 * The first step that needs the account (photos are uploaded to it): a guest who browsed the packs and typed the
 * pet's details is asked to log in here, and comes back to this step with those details kept (the draft lives in
 * sessionStorage), instead of every photo failing with 로그인이 필요합니다 and a 다시 시도 that cannot help.
 */
export function UploadImagesScreen() {
  const loggedIn = useIsLoggedIn();
  if (loggedIn) return <UploadImages />;
  return (
    <>
      <PageHeader title={paths.aiProfileUploadImages.title} back />
      <div className={styles.page}>
        <Steps current={3} />
        <LoginPrompt description="사진은 내 계정에 올라가요. 로그인하면 이 단계로 돌아오고, 입력한 아이 정보는 그대로 남아 있어요." />
      </div>
    </>
  );
}

function UploadImages() {
  const photos = useDraft((s) => s.photos);
  const setPhotos = useDraft((s) => s.setPhotos);
  const setCheck = useDraft((s) => s.setCheck);
  const [busy, setBusy] = useState(false);
  const [initial] = useState(() => photos.map((p) => p.media));
  const navigate = useNavigate();
  const checking = useChecks(photos);
  const hintId = useId();

  const ready = readyPhotos(photos);
  const bad = photos.filter((p) => p.check && !p.check.ok);
  // The check itself failed (offline, a timeout): a red photo with 다시 확인, neither good nor bad yet.
  const unchecked = photos.filter((p) => !p.check && p.checkError);
  const pending = photos.filter((p) => !p.check && !p.checkError);
  const canGo =
    ready.length >= MIN_PHOTOS &&
    ready.length <= MAX_PHOTOS &&
    !busy &&
    pending.length === 0 &&
    unchecked.length === 0 &&
    bad.length === 0;

  const onChange = (change: PhotoPickerChange) => {
    setBusy(change.busy);
    setPhotos(change.photos);
  };

  let hint: string;
  // Before the count: six photos on their way read 사진을 5장 더 올려 주세요 (0/5) until the first one was up.
  if (busy) hint = '사진을 올리고 있어요. 올라간 사진부터 하나씩 확인해요.';
  else if (photos.length < MIN_PHOTOS)
    hint = `사진을 ${MIN_PHOTOS - photos.length}장 더 올려 주세요. (${photos.length}/${MIN_PHOTOS})`;
  else if (pending.length)
    hint = `사진을 확인하고 있어요. 한 장에 몇 초씩 걸려요. (남은 사진 ${pending.length}장)`;
  // Counted as good, a photo whose check failed read 좋아요! over a 다음 that stayed off (4 of 5 checked).
  else if (unchecked.length)
    hint = `사진 ${unchecked.length}장을 확인하지 못했어요. 사진 아래 다시 확인을 눌러 주세요.`;
  else if (bad.length) hint = `빨간 테두리 사진 ${bad.length}장을 빼거나 다른 사진으로 바꿔 주세요.`;
  else hint = `좋아요! 사진 ${ready.length}장으로 만들게요.`;

  return (
    <>
      <PageHeader title={paths.aiProfileUploadImages.title} back />
      <div className={styles.page}>
        <Steps current={3} />
        <p className={styles.lead}>
          아이가 크게, 또렷하게 나온 사진 {MIN_PHOTOS}~{MAX_PHOTOS}장을 올려 주세요.
        </p>
        <PhotoPicker label="AI 프로필 사진" max={MAX_PHOTOS} initial={initial} onChange={onChange} />
        {photos.length ? (
          <>
            <h2 className={styles.sectionTitle}>사진 확인</h2>
            <ul className={styles.photos} aria-label="사진 확인 결과">
              {photos.map((p, i) => {
                const isBad = Boolean(p.check && !p.check.ok) || Boolean(p.checkError);
                return (
                  <li key={p.media.mediaSeq} className={`${styles.photo} ${isBad ? styles.photoBad : ''}`}>
                    <img src={p.media.thumbnailUrl} alt={`${i + 1}번째 사진`} width={110} height={110} />
                    {p.check ? (
                      p.check.ok ? (
                        <span className={styles.photoNote}>✓ 좋아요</span>
                      ) : (
                        p.check.issues.map((issue) => (
                          <span key={issue.code} className={`${styles.photoNote} ${styles.photoNoteBad}`}>
                            {issue.message}
                          </span>
                        ))
                      )
                    ) : p.checkError ? (
                      <>
                        <span className={`${styles.photoNote} ${styles.photoNoteBad}`}>{p.checkError}</span>
                        <Button
                          variant="text"
                          fullWidth={false}
                          onClick={() => setCheck(p.media.mediaSeq, { checkError: undefined })}
                        >
                          다시 확인
                        </Button>
                      </>
                    ) : (
                      <span className={styles.photoNote} aria-live="polite">
                        {checking === p.media.mediaSeq ? '확인 중…' : '확인 대기'}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </div>
      <div className={styles.bottom}>
        <p id={hintId} className={styles.muted} role="status">
          {hint}
        </p>
        {/* aria-disabled, not disabled: grey, yet reached by Tab and TalkBack and described by the line over it,
            which says what it waits for (a disabled 다음 was skipped, and the line was not tied to it). */}
        <Button
          aria-disabled={canGo ? undefined : true}
          aria-describedby={canGo ? undefined : hintId}
          onClick={() => canGo && navigate(paths.aiProfilePayment.path)}
        >
          다음
        </Button>
      </div>
    </>
  );
}
