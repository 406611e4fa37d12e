// The write / edit form: stars, text with its counter and photos; the server's refusal stays on screen with
// what was typed, and so does what was typed and uploaded after leaving the form (뒤로, a reload) and coming back.
import { useRef, useState, type FormEvent } from 'react';
import {
  Button,
  ConfirmDialog,
  PhotoPicker,
  Skeleton,
  charCount,
  errorMessage,
  toast,
  type PhotoPickerChange,
} from '@guardian/shared';
import { FormError, Textarea, applyFieldErrors, tooLongMessage, useOneAtATime } from '@guardian/shared/forms';
import type { MyReview } from '../api/types';
import { useSaveReview } from '../api/save-review';
import { draftKey, useReviewDraftStore } from '../lib/draft-store';
import { StarPicker } from './star-picker';
import styles from './review.module.css';

export const TEXT_MIN = 10;
export const TEXT_MAX = 1000;
export const PHOTOS_MAX = 5;
const TEXT_SUBJECT = '리뷰는';
const REVIEW_FIELDS = ['rating', 'content'] as const;
type ReviewField = (typeof REVIEW_FIELDS)[number];

export interface ReviewFormProps {
  reservationSeq: number;
  reviewSeq: number | null;
  heading: string;
  subheading: string;
  initial?: Pick<MyReview, 'rating' | 'content' | 'photos'>;
  onDone: () => void;
}

export function ReviewForm({
  reservationSeq,
  reviewSeq,
  heading,
  subheading,
  initial,
  onDone,
}: ReviewFormProps) {
  const key = draftKey(reservationSeq, reviewSeq);
  const draft = useReviewDraftStore((s) => s.drafts[key]);
  const setDraft = useReviewDraftStore((s) => s.setDraft);
  const clearDraft = useReviewDraftStore((s) => s.clearDraft);
  const rating = draft?.rating ?? initial?.rating ?? 0;
  const content = draft?.content ?? initial?.content ?? '';
  // The photos the picker starts from when the form opens: those kept in the draft, else the review's own.
  const [startPhotos] = useState(() => draft?.photos ?? initial?.photos ?? []);
  // The server's word on a field (VALIDATION_ERROR), under that field until it is changed.
  const [serverErrors, setServerErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const setRating = (value: number) => {
    setServerErrors(({ rating: _, ...rest }) => rest);
    setDraft(key, { ...draft, rating: value, content });
  };
  const setContent = (value: string) => {
    setServerErrors(({ content: _, ...rest }) => rest);
    setDraft(key, { ...draft, rating, content: value });
  };
  const discard = () => {
    clearDraft(key);
    onDone();
  };
  // 취소 throws the draft away (뒤로 keeps it for later): with anything changed from what the form opened with, it
  // asks first, as the pet form does.
  const changed =
    !!draft &&
    (rating !== (initial?.rating ?? 0) ||
      content !== (initial?.content ?? '') ||
      (draft.photos !== undefined &&
        draft.photos.map((p) => p.mediaSeq).join() !==
          (initial?.photos ?? []).map((p) => p.mediaSeq).join()));
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const cancel = () => (changed ? setAskingToDiscard(true) : discard());
  const [touched, setTouched] = useState(false);
  const ratingField = useRef<HTMLDivElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  const [photos, setPhotos] = useState<Pick<PhotoPickerChange, 'mediaSeqs' | 'busy' | 'failed'>>({
    mediaSeqs: startPhotos.map((p) => p.mediaSeq),
    busy: false,
    failed: 0,
  });
  const changePhotos = (change: PhotoPickerChange) => {
    setPhotos(change);
    // Read at the time of the change: an upload can finish after the stars or text have changed.
    const now = useReviewDraftStore.getState().drafts[key];
    setDraft(key, {
      rating: now?.rating ?? rating,
      content: now?.content ?? content,
      photos: change.photos,
    });
  };
  const save = useSaveReview();
  // One save per tap (useOneAtATime: a double tap comes before the busy state): otherwise
  // the second POST is refused (이미 썼어요) under the review just written.
  const [saving, once] = useOneAtATime();
  // The last refusal named fields: it is said under them, so FormError keeps quiet even once they are fixed.
  const refusedFields = applyFieldErrors(save.error, () => undefined, REVIEW_FIELDS);
  // In characters as the API counts them (an emoji is one), so five emoji are 5자 here as there.
  const length = charCount(content.trim());
  const ratingError = touched && rating === 0 ? '별점을 골라 주세요.' : serverErrors.rating;
  const textError =
    touched && length < TEXT_MIN ? `${TEXT_MIN}자 이상 써주세요. (지금 ${length}자)` : serverErrors.content;
  // Past TEXT_MAX the box keeps what was typed and says how much to cut (Textarea, in these words): not sent till then.
  const tooLong = tooLongMessage(TEXT_SUBJECT, content, TEXT_MAX);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // A field to fix: the focus goes to the first, so its error is read with it.
    if (rating === 0) return ratingField.current?.focus();
    if (length < TEXT_MIN || tooLong) {
      textField.current?.focus();
      // Focus shows only the caret's line; the box comes with the line under it that says what to fix.
      return textField.current?.scrollIntoView?.({ block: 'nearest' });
    }
    if (photos.busy) return;
    // mutateAsync, not mutate's callbacks: the lists refresh before it settles, the visit leaves
    // "waiting for a review", and this form may unmount; the screen must still close it.
    void once(() =>
      save
        .mutateAsync({
          reviewSeq,
          input: { reservationSeq, rating, content: content.trim(), mediaSeqs: photos.mediaSeqs },
        })
        .then(
          () => {
            clearDraft(key);
            toast.success(reviewSeq == null ? '리뷰를 남겼어요. 고마워요!' : '리뷰를 고쳤어요.');
            onDone();
          },
          (error: unknown) => {
            // A field the server refused goes under that field, with the focus; anything else is FormError's.
            const found: Partial<Record<ReviewField, string>> = {};
            if (!applyFieldErrors(error, (name, { message }) => (found[name] = message), REVIEW_FIELDS))
              return;
            setServerErrors(found);
            (found.rating ? ratingField : textField).current?.focus();
          },
        ),
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div>
        <h2 className={styles.formTitle}>{heading}</h2>
        <p className={styles.meta}>{subheading}</p>
      </div>
      <StarPicker value={rating} onChange={setRating} error={ratingError} groupRef={ratingField} />
      <Textarea
        className={styles.textField}
        label="리뷰"
        placeholder="서비스는 어땠나요? 다른 보호자에게 도움이 되도록 알려 주세요."
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={TEXT_MAX}
        tooLongSubject={TEXT_SUBJECT}
        rows={6}
        error={textError}
        ref={textField}
        hint={`${TEXT_MIN}자 이상`}
      />
      <PhotoPicker
        label="리뷰 사진"
        max={PHOTOS_MAX}
        initial={startPhotos}
        onChange={changePhotos}
        disabled={save.isPending}
        fallback={<Skeleton height={96} radius={8} />}
      />
      {/* Why 리뷰 올리기 waits (a grey button said nothing), and what a save leaves out. */}
      <p className={styles.meta} role="status">
        {photos.busy
          ? '사진을 올리고 있어요. 다 올라가면 저장할 수 있어요.'
          : photos.failed > 0
            ? '올리지 못한 사진은 빼고 저장돼요.'
            : null}
      </p>
      <FormError message={save.error && !refusedFields ? errorMessage(save.error) : null} />
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={cancel} disabled={save.isPending}>
          취소
        </Button>
        <Button type="submit" loading={saving} disabled={photos.busy}>
          {reviewSeq == null ? '리뷰 올리기' : '고친 내용 저장'}
        </Button>
      </div>
      <ConfirmDialog
        open={askingToDiscard}
        text={reviewSeq == null ? '쓰던 리뷰를 지우고 닫을까요?' : '고친 내용을 버리고 닫을까요?'}
        subText="닫으면 입력한 내용이 사라져요."
        cancelText="계속 쓰기"
        confirmText="닫기"
        onCancel={() => setAskingToDiscard(false)}
        onConfirm={() => {
          setAskingToDiscard(false);
          discard();
        }}
      />
    </form>
  );
}
