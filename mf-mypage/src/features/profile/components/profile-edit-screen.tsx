// 프로필 수정: nickname (checked for duplicates on the server) and the profile picture (a photo from the phone).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  FIELD_RULES,
  FormError,
  PageHeader,
  QueryState,
  Skeleton,
  TextField,
  applyFieldErrors,
  errorMessage,
  isApiError,
  lengthHint,
  toast,
  useMe,
  useGoBack,
  type Me,
} from '@guardian/shared';
import { paths } from '../../../config/paths';
import { checkNicknameDuplicated } from '../api/check-nickname';
import { useUpdateMe } from '../api/update-me';
import { useUpdateProfilePicture } from '../api/update-profile-picture';
import { profileSchema, type ProfileForm } from '../lib/profile-schema';
import { ProfilePictureField, type PictureState } from './profile-picture-field';
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
  const [picture, setPicture] = useState<PictureState>({ change: { kind: 'keep' }, busy: false });
  const { register, handleSubmit, setError, watch, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileSchema),
    defaultValues: { nickname: me.nickname },
  });
  const nickname = watch('nickname');

  const onSubmit = handleSubmit(async (form) => {
    setFormError(undefined);
    try {
      if (form.nickname !== me.nickname) {
        const { duplicated } = await checkNicknameDuplicated(form.nickname);
        if (duplicated) return setError('nickname', { message: DUPLICATED });
        await updateMe.mutateAsync({ nickname: form.nickname });
      }
      if (picture.change.kind !== 'keep') await updatePicture.mutateAsync(picture.change);
      toast.success('프로필을 저장했어요.');
      leave();
    } catch (e) {
      if (isApiError(e) && e.resultCode === 'DUPLICATED_NICKNAME')
        return setError('nickname', { message: DUPLICATED });
      if (applyFieldErrors(e, setError, { nickname: 'nickname' })) return;
      setFormError(errorMessage(e, '프로필을 저장하지 못했어요.'));
    }
  });

  const unchanged = nickname.trim() === me.nickname && picture.change.kind === 'keep' && !picture.busy;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <ProfilePictureField
        name={nickname || me.nickname}
        currentUrl={me.profileImageUrl}
        onChange={setPicture}
        disabled={formState.isSubmitting}
      />
      <TextField
        label="닉네임"
        autoComplete="nickname"
        error={formState.errors.nickname?.message}
        hint={lengthHint(FIELD_RULES.nickname)}
        {...register('nickname')}
      />
      <FormError message={formError} />
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={formState.isSubmitting}
          disabled={unchanged || picture.busy || formState.isSubmitting}
        >
          {picture.busy ? '사진 올리는 중…' : '저장'}
        </Button>
      </div>
    </form>
  );
}
