// "반려동물 추가": a BottomSheet form (name, dog/cat, breed, birth date, weight, sex, neutered) → POST /v2/pets.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BottomSheet,
  Button,
  Chip,
  FormError,
  TextField,
  applyFieldErrors,
  errorMessage,
  type Pet,
} from '@guardian/shared';
import { useCreatePet } from '../api/create-pet';
import { petSchema, type PetForm } from '../lib/pet-schema';
import { BreedPicker } from './breed-picker';
import styles from './add-pet-sheet.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  onAdded: (pet: Pet) => void;
}

const PET_FIELDS = Object.keys(petSchema.shape) as (keyof PetForm)[];

export function AddPetSheet({ open, onClose, onAdded }: Props) {
  const create = useCreatePet();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PetForm>({
    resolver: zodResolver(petSchema),
    defaultValues: { name: '', kind: 'DOG', birthDate: '', sex: 'FEMALE', neutered: false },
  });
  const { register, control, handleSubmit, formState, watch, setValue, setError } = form;
  const kind = watch('kind');

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const pet = await create.mutateAsync(values);
      form.reset();
      onAdded(pet);
    } catch (e) {
      if (!applyFieldErrors(e, setError, PET_FIELDS)) setServerError(errorMessage(e));
    }
  });

  return (
    <BottomSheet open={open} onClose={onClose} title="반려동물 추가">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="이름" maxLength={20} error={formState.errors.name?.message} {...register('name')} />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>종류</legend>
          <div className={styles.choices}>
            {(['DOG', 'CAT'] as const).map((k) => (
              <Chip
                key={k}
                selected={kind === k}
                onClick={() => {
                  setValue('kind', k);
                  setValue('breedSeq', undefined as unknown as number);
                }}
              >
                {k === 'DOG' ? '강아지' : '고양이'}
              </Chip>
            ))}
          </div>
        </fieldset>
        <Controller
          control={control}
          name="breedSeq"
          render={({ field, fieldState }) => (
            <BreedPicker
              kind={kind}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextField
          label="생일"
          type="date"
          error={formState.errors.birthDate?.message}
          {...register('birthDate')}
        />
        <TextField
          label="몸무게 (kg)"
          type="number"
          inputMode="decimal"
          step="0.1"
          error={formState.errors.weightKg?.message}
          {...register('weightKg', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
        />
        <Controller
          control={control}
          name="sex"
          render={({ field }) => (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>성별</legend>
              <div className={styles.choices}>
                <Chip selected={field.value === 'FEMALE'} onClick={() => field.onChange('FEMALE')}>
                  여아
                </Chip>
                <Chip selected={field.value === 'MALE'} onClick={() => field.onChange('MALE')}>
                  남아
                </Chip>
              </div>
            </fieldset>
          )}
        />
        <label className={styles.check}>
          <input type="checkbox" {...register('neutered')} />
          중성화했어요
        </label>
        <FormError message={serverError} />
        <Button type="submit" loading={create.isPending}>
          추가하기
        </Button>
      </form>
    </BottomSheet>
  );
}
