// 프로필 수정: nickname (checked for duplicates on the server) and the profile picture (a photo from the phone).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  PageHeader,
  QueryState,
  Skeleton,
  errorMessage,
  isApiError,
  isUnauthorized,
  toast,
  useMe,
  useGoBack,
  type Me,
} from '@guardian/shared';
import {
  FIELD_RULES,
  FormError,
  PICTURE_KEPT,
  PictureField,
  TextField,
  applyFieldErrors,
  lengthHint,
  useLeaveGuard,
  useOneAtATime,
  useWhyBlocked,
  type PictureState,
} from '@guardian/shared/forms';
import { paths } from '../../../config/paths';
import { useUpdateMe } from '../api/update-me';
import { useUpdateProfilePicture } from '../api/update-profile-picture';
import { keepNicknameDraft, readNicknameDraft } from '../lib/nickname-draft';
import { profileSchema, type ProfileForm } from '../lib/profile-schema';
import styles from './profile.module.css';

const DUPLICATED = '이미 사용 중인 닉네임이에요. 다른 닉네임을 입력해 주세요.';

export function ProfileEditScreen() {
  const me = useMe();
  return (
    <>
      <PageHeader title={paths.profileEdit.title} back />
      <QueryState
        query={me}
        errorFallback="프로필을 불러오지 못했어요."
        skeleton={
          <div className={styles.form} role="status" aria-busy="true" aria-label="프로필을 불러오는 중">
            <Skeleton height={56} radius={12} />
            <Skeleton height={56} radius={12} />
          </div>
        }
      >
        {(data) => <ProfileEditForm me={data} />}
      </QueryState>
    </>
  );
}

function ProfileEditForm({ me }: { me: Me }) {
  // Saved, the form is done: back to the 프로필 it was opened from (a new entry would leave 프로필 twice in the
  // history, so 뒤로 showed it again), or to 프로필 in its place when the form was opened straight by a link.
  const leave = useGoBack(paths.profile.path);
  const updateMe = useUpdateMe();
  const updatePicture = useUpdateProfilePicture();
  const [formError, setFormError] = useState<string>();
  const [picture, setPicture] = useState<PictureState>(PICTURE_KEPT);
  // A nickname whose 저장 the ended session refused is in the field again; the form holds it from here on.
  const [draft] = useState(readNicknameDraft);
  useEffect(() => keepNicknameDraft(null), []);
  const { register, handleSubmit, setError, watch, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileSchema),
    defaultValues: { nickname: draft ?? me.nickname },
  });
  const nickname = watch('nickname');
  const unchanged = nickname.trim() === me.nickname && picture.change.kind === 'keep' && !picture.busy;
  // A changed nickname or photo is not thrown away by 뒤로 or the tab bar without a question.
  const { dialog: leaveDialog, release } = useLeaveGuard(!unchanged, {
    text: '수정한 내용을 저장하지 않고 나갈까요?',
    subText: '나가면 바꾼 내용이 사라져요.',
    stayText: '계속 수정',
  });

  // 저장 stays grey until something changed, as elsewhere, but says so, under it and as its description, and a tap
  // takes the focus to the nickname (the keyboard comes up): a disabled 저장 did nothing and a screen reader skipped it.
  const nicknameId = useId();
  const why = useWhyBlocked(
    unchanged
      ? {
          hint: '닉네임이나 사진을 바꾸면 저장할 수 있어요.',
          field: () => document.getElementById(nicknameId),
        }
      : null,
  );

  // One save per tap: a double tap landed twice before 저장 showed it was busy (the check runs first), and sent the
  // duplicate check and the change twice.
  const [saving, once] = useOneAtATime();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!why.stopped()) void once(() => save());
  };
  const save = handleSubmit(async (form) => {
    setFormError(undefined);
    try {
      // The change itself is the check (PUT /v2/me refuses a name taken, DUPLICATED_NICKNAME below): one request, a
      // mutation, so a 저장 tapped offline waits for the connection and goes, as the banner says. A separate check
      // before it failed at once offline and the save never went.
      if (form.nickname !== me.nickname) await updateMe.mutateAsync({ nickname: form.nickname });
      if (picture.change.kind !== 'keep') await updatePicture.mutateAsync(picture.change);
      toast.success('프로필을 저장했어요.');
      release();
      leave();
    } catch (e) {
      if (isApiError(e) && e.resultCode === 'DUPLICATED_NICKNAME')
        return setError('nickname', { message: DUPLICATED }, { shouldFocus: true });
      // A name the API keeps for its staff or deleted accounts that this build's rule did not know yet: its words.
      if (isApiError(e) && e.resultCode === 'RESERVED_NICKNAME')
        return setError('nickname', { message: e.message }, { shouldFocus: true });
      // The session ended (the saves here are mutations: §8's alert has said so, with 로그인하기): no second
      // message, and the nickname waits for the login's way back to this form.
      if (isUnauthorized(e)) return keepNicknameDraft(form.nickname === me.nickname ? null : form.nickname);
      if (applyFieldErrors(e, setError, { nickname: 'nickname' })) return;
      setFormError(errorMessage(e, '프로필을 저장하지 못했어요.'));
    }
  });

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <PictureField
          label="프로필 사진"
          name={nickname || me.nickname}
          currentUrl={me.profileImageUrl}
          onChange={setPicture}
          disabled={saving || formState.isSubmitting}
        />
        <TextField
          label="닉네임"
          autoComplete="nickname"
          // Typed as it is (no capital or "correction" slipped in), and the keyboard's Enter saves.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          id={nicknameId}
          error={formState.errors.nickname?.message}
          hint={lengthHint(FIELD_RULES.nickname)}
          {...register('nickname')}
        />
        <FormError message={formError} />
        <div className={styles.actions}>
          {/* Held while the photo uploads: its label says so. */}
          <Button
            type="submit"
            loading={saving || formState.isSubmitting}
            disabled={picture.busy}
            {...why.buttonProps}
          >
            {picture.busy ? '사진 올리는 중…' : '저장'}
          </Button>
          {/* Under 저장, not over it: gone at the first change, it does not move 저장 up under the finger. */}
          <p id={why.hintId} className={styles.saveHint} role="status">
            {why.hint}
          </p>
        </div>
      </form>
      {leaveDialog}
    </>
  );
}
