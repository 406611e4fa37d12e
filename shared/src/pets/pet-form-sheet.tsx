// 반려동물 추가 / 반려동물 정보 수정: a BottomSheet form (photo, name, dog/cat, breed, birth date, weight, sex, neutered)
// → POST /v2/pets, or PUT /v2/pets/{petSeq} with only the fields changed for a pet being edited, which can also be
// deleted (DELETE /v2/pets/{petSeq}, after a confirm) where the screen allows it. Used while booking (mf-shops) and
// in 마이페이지 (mf-mypage); its own chunk (lazy-pet-form-sheet.tsx).
//
// The same account on two phones: an edit sends only what was changed here, so the other phone's change to another
// field stays; a pet deleted on the other phone is said so and the sheet closes (a delete counts as done), and the
// lists are refreshed so its card goes.
//
// The photo is 프로필 수정's picture field (PictureField): uploaded as soon as it is picked, sent as `mediaSeq` with
// 추가하기 / 저장 (null: 기본 이미지로), which wait while it uploads. A draft kept because the session ended
// (pet-draft.ts) holds the typed fields, not the photo: it is picked again.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Location } from 'react-router-dom';
import { BreedPicker } from './breed-picker';
import { EMPTY_PET, PET_NAME_MAX, petErrors, type PetDraft, type PetErrors } from './pet-rules';
import { keepPetDraft, readPetDraft } from './pet-draft';
import { deletedElsewhere, usePetMutations } from './pet-mutations';
import styles from './pet-form-sheet.module.css';
// By file, not through the index (whose BottomSheet fetches its code when it opens): the sheet comes in this chunk.
import { BottomSheet, BottomSheetActions } from '../ui/bottom-sheet/bottom-sheet';
import { errorMessage, messageUnlessAlerted, wasAlerted, Button, dialog, type Pet } from '../index';
import {
  applyFieldErrors,
  Chip,
  enterMovesOn,
  FormError,
  PICTURE_KEPT,
  PictureField,
  TextField,
  tooLongMessage,
  useLeaveGuard,
  useOneAtATime,
  type PictureState,
} from '@guardian/shared/forms';

export interface PetFormSheetProps {
  open: boolean;
  onClose: () => void;
  /** The pet to edit; without one the sheet adds a new pet. */
  pet?: Pet | null;
  /** Called with the saved pet (the sheet stays mounted: close it here). */
  onSaved: (pet: Pet) => void;
  /** Offers 삭제 for the pet being edited; called once it is deleted (close the sheet here). */
  onRemoved?: (pet: Pet) => void;
}

const FIELDS = Object.keys(EMPTY_PET) as (keyof PetDraft)[];

/**
 * 이름 past PET_NAME_MAX, counted as the API counts it (in characters: an emoji is one), as it is typed. What is typed
 * stays (the browser's maxlength counted an emoji as two: a name of 20 stopped at 10 emoji, and a paste was cut).
 */
const nameTooLong = (name: string) => tooLongMessage('이름은', name.trim(), PET_NAME_MAX);

const draftOf = (pet: Pet | null | undefined): PetDraft =>
  pet
    ? {
        name: pet.name,
        kind: pet.kind,
        breedSeq: pet.breedSeq,
        birthDate: pet.birthDate?.slice(0, 10) ?? '',
        weightKg: pet.weightKg == null ? '' : String(pet.weightKg),
        sex: pet.sex,
        neutered: pet.neutered,
      }
    : EMPTY_PET;

// The sheet is a history entry of its own over its screen (마이페이지's ?pet=3, booking's entry marked in its
// state): moving off that entry closes it, be it the phone's back, the backdrop (the screens close it by going
// back) or a link. A move that keeps the address and its state keeps the sheet.
const offTheSheet = (current: Location, next: Location) =>
  next.pathname !== current.pathname ||
  next.search !== current.search ||
  JSON.stringify(next.state ?? null) !== JSON.stringify(current.state ?? null);

export function PetFormSheet({ open, onClose, pet, onSaved, onRemoved }: PetFormSheetProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const sexErrorId = useId();
  const [opened] = useState(() => draftOf(pet));
  const petSeq = pet?.petSeq ?? null;
  // What was typed here before the session ended under it (pet-draft.ts): taken once, the sheet holds it from here.
  const [draft, setDraft] = useState(() => readPetDraft(petSeq) ?? opened);
  useEffect(() => {
    if (open) keepPetDraft(petSeq, null);
  }, [open, petSeq]);
  const [errors, setErrors] = useState<PetErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [picture, setPicture] = useState<PictureState>(PICTURE_KEPT);
  const editing = pet != null;
  // Anything changed from what the sheet opened with (for a new pet: anything typed, a photo) is lost by closing it.
  const changed =
    FIELDS.some((field) => draft[field] !== opened[field]) || picture.change.kind !== 'keep' || picture.busy;
  const leaving = useLeaveGuard(
    changed,
    {
      text: editing ? '수정한 내용을 저장하지 않고 닫을까요?' : '입력한 내용을 저장하지 않고 닫을까요?',
      subText: '닫으면 입력한 내용이 사라져요.',
      stayText: '계속 입력',
    },
    offTheSheet,
  );
  const { save, removal, refreshPets } = usePetMutations(pet, opened);

  // Saved on a pet deleted on the other phone: said (the API's words), then the sheet closes and its card goes.
  async function closeGone(e: unknown) {
    await dialog.alert(errorMessage(e));
    leaving.release();
    onClose();
    await refreshPets();
  }

  const remove = async () => {
    if (!pet || !onRemoved || removal.isPending || save.isPending) return;
    const confirmed = await dialog.confirm({
      text: `'${pet.name}' 정보를 삭제할까요?`,
      subText:
        '내 반려동물과 예약할 때 고르는 목록에서 빠져요. 매장의 알림장･앨범과 지난 예약에는 그대로 남아요.',
      confirmText: '삭제',
    });
    if (!confirmed) return;
    setServerError(null);
    try {
      await removal.mutateAsync(pet.petSeq);
      leaving.release();
      onRemoved(pet);
    } catch (e) {
      setServerError(messageUnlessAlerted(e, '삭제하지 못했어요.'));
    }
  };

  const change = <K extends keyof PetDraft>(field: K, value: PetDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  // One save per tap: save.isPending reaches this closure a render later, so a double tap sent two POSTs (two pets).
  const [, once] = useOneAtATime();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // 추가하기 / 저장 wait for the photo still uploading (held, and saying so).
    if (picture.busy) return;
    void once(async () => {
      setServerError(null);
      const found = petErrors(draft);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        focusFirstError();
        return;
      }
      try {
        const saved = await save.mutateAsync({ body: draft, photo: picture.change });
        if (!editing) setDraft(EMPTY_PET);
        leaving.release();
        onSaved(saved);
      } catch (e) {
        if (editing && deletedElsewhere(e)) return closeGone(e);
        // §8's alert has said the session ended, and 로그인하기 leaves the page: what was typed waits for the sheet.
        if (wasAlerted(e)) keepPetDraft(petSeq, draft);
        const fromServer: PetErrors = {};
        const placed = applyFieldErrors(e, (name, { message }) => (fromServer[name] = message), FIELDS);
        if (placed) {
          setErrors(fromServer);
          focusFirstError();
        } else
          setServerError(
            messageUnlessAlerted(e, editing ? '저장하지 못했어요.' : '반려동물을 추가하지 못했어요.'),
          );
      }
    });
  };

  return (
    <BottomSheet open={open} onClose={onClose} title={editing ? '반려동물 정보 수정' : '반려동물 추가'}>
      <form ref={formRef} className={styles.form} onSubmit={submit} onKeyDown={enterMovesOn} noValidate>
        <PictureField
          label="반려동물 사진"
          name={draft.name}
          currentUrl={pet?.imageUrl ?? null}
          onChange={setPicture}
          disabled={save.isPending || removal.isPending}
        />
        <TextField
          label="이름"
          // A pet's name: the browser offered the owner's own. Enter goes on to 품종, where it added the pet.
          autoComplete="off"
          enterKeyHint="next"
          value={draft.name}
          // Past the limit it says how much to cut as it is typed; 추가하기 / 저장 wait for it (petErrors).
          error={errors.name ?? nameTooLong(draft.name) ?? undefined}
          onChange={(e) => change('name', e.target.value)}
        />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>종류</legend>
          <div className={styles.choices}>
            {(['DOG', 'CAT'] as const).map((k) => (
              <Chip
                key={k}
                selected={draft.kind === k}
                onClick={() => {
                  if (k === draft.kind) return;
                  // A breed belongs to one kind: switching asks for a breed of the other.
                  setDraft((d) => ({ ...d, kind: k, breedSeq: null }));
                }}
              >
                {k === 'DOG' ? '강아지' : '고양이'}
              </Chip>
            ))}
          </div>
        </fieldset>
        <BreedPicker
          kind={draft.kind}
          value={draft.breedSeq}
          initialName={pet?.breedSeq === draft.breedSeq ? pet?.breedName : null}
          onChange={(breedSeq) => change('breedSeq', breedSeq)}
          error={errors.breedSeq}
        />
        <TextField
          label="생일"
          type="date"
          value={draft.birthDate}
          error={errors.birthDate}
          onChange={(e) => change('birthDate', e.target.value)}
        />
        <TextField
          label="몸무게 (kg)"
          type="number"
          inputMode="decimal"
          enterKeyHint="done"
          step="0.1"
          value={draft.weightKg}
          error={errors.weightKg}
          onChange={(e) => change('weightKg', e.target.value)}
        />
        {/* A new pet starts with neither: picked for the owner, 여아 was saved for boys unnoticed. */}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>성별</legend>
          <div className={styles.choices}>
            {(['FEMALE', 'MALE'] as const).map((sex) => (
              <Chip
                key={sex}
                selected={draft.sex === sex}
                aria-invalid={errors.sex ? true : undefined}
                aria-describedby={errors.sex ? sexErrorId : undefined}
                onClick={() => change('sex', sex)}
              >
                {sex === 'FEMALE' ? '여아' : '남아'}
              </Chip>
            ))}
          </div>
          {errors.sex ? (
            <p id={sexErrorId} className={styles.error} role="alert">
              {errors.sex}
            </p>
          ) : null}
        </fieldset>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.neutered}
            onChange={(e) => change('neutered', e.target.checked)}
          />
          중성화했어요
        </label>
        {editing && onRemoved ? (
          <Button
            variant="text"
            loading={removal.isPending}
            disabled={save.isPending}
            onClick={() => void remove()}
          >
            반려동물 삭제
          </Button>
        ) : null}
        <BottomSheetActions message={<FormError message={serverError} />}>
          <Button type="submit" loading={save.isPending} disabled={removal.isPending || picture.busy}>
            {picture.busy ? '사진 올리는 중…' : editing ? '저장' : '추가하기'}
          </Button>
        </BottomSheetActions>
      </form>
      {/* A portal of its own: shown over the sheet, not in its panel. */}
      {leaving.dialog}
    </BottomSheet>
  );
}
