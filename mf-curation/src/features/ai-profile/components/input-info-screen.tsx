// /ai-profile/input-info: the pet's name, kind, breed and age (they go into captions and the order). An owner with
// pets on the account fills them in with one tap (내 반려동물) rather than typing what the app already knows.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ageInYears, Button, firstChars, PageHeader, useMe, type Pet } from '@guardian/shared';
import { Chip, TextField, enterMovesOn, focusFirstInvalid } from '@guardian/shared/forms';
import { paths } from '../../../config/paths';
import { petErrors, useDraft, type DraftPet } from '../lib/draft';
import styles from './ai-profile.module.css';
import { Steps } from './steps';

export function InputInfoScreen() {
  const saved = useDraft((s) => s.pet);
  const setPet = useDraft((s) => s.setPet);
  const [pet, setLocal] = useState<DraftPet>(saved);
  const [touched, setTouched] = useState(false);
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const myPets = useMe().data?.pets ?? [];
  const errors = touched ? petErrors(pet) : {};
  const update = (patch: Partial<DraftPet>) => {
    const next = { ...pet, ...patch };
    setLocal(next);
    setPet(next);
  };

  return (
    <>
      <PageHeader title={paths.aiProfileInputInfo.title} back />
      <form
        ref={form}
        className={styles.page}
        noValidate
        onKeyDown={enterMovesOn}
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (Object.keys(petErrors(pet)).length) return focusFirstInvalid(form.current);
          navigate(paths.aiProfileUploadImagesExample.path);
        }}
      >
        <Steps current={2} />
        <p className={styles.lead}>사진에 들어갈 이름과 아이 정보를 알려 주세요.</p>
        <div className={styles.form}>
          {myPets.length > 0 && (
            <div className={styles.form} role="group" aria-label="내 반려동물에서 불러오기">
              <span className={styles.label}>내 반려동물에서 불러오기</span>
              {/* Every pet in reach: eight or ten pets wrap onto more lines (they ran off the screen's edge). */}
              <div className={styles.petChips}>
                {myPets.map((p) => (
                  <Chip
                    key={p.petSeq}
                    className={styles.petChip}
                    selected={pet.petName === p.name && pet.species === p.kind}
                    onClick={() => update(fromMyPet(p))}
                  >
                    {p.name}
                  </Chip>
                ))}
              </div>
            </div>
          )}
          <TextField
            label="이름"
            placeholder="예: 초코"
            // A pet's name: the browser offered the owner's own.
            autoComplete="off"
            enterKeyHint="next"
            // No maxLength: it counts an emoji as two (a name of 20 stopped at 10); petErrors counts characters.
            value={pet.petName}
            error={errors.petName}
            onChange={(e) => update({ petName: e.target.value })}
          />
          <div className={styles.form} role="group" aria-label="종류">
            <span className={styles.label}>종류</span>
            <div className={styles.row}>
              <Chip selected={pet.species === 'DOG'} onClick={() => update({ species: 'DOG' })}>
                강아지
              </Chip>
              <Chip selected={pet.species === 'CAT'} onClick={() => update({ species: 'CAT' })}>
                고양이
              </Chip>
            </div>
          </div>
          <TextField
            label="품종"
            placeholder={pet.species === 'DOG' ? '예: 푸들' : '예: 코리안 숏헤어'}
            autoComplete="off"
            enterKeyHint="next"
            value={pet.breed}
            error={errors.breed}
            onChange={(e) => update({ breed: e.target.value })}
          />
          <TextField
            label="나이 (살)"
            placeholder="예: 3"
            hint="1살이 안 됐다면 0을 입력해 주세요. 사진에는 '1살 미만'으로 적혀요."
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            value={pet.ageYears}
            error={errors.ageYears}
            onChange={(e) => update({ ageYears: e.target.value.replace(/[^0-9]/g, '').slice(0, 2) })}
          />
        </div>
        <div className={styles.bottom}>
          <Button type="submit">다음</Button>
        </div>
      </form>
    </>
  );
}

/** The form filled from a pet on the account; what the account does not know (a breed, a birthday) is left to type. */
function fromMyPet(p: Pet): DraftPet {
  return {
    petName: firstChars(p.name, 20),
    species: p.kind,
    breed: firstChars(p.breedName ?? '', 30),
    ageYears: p.birthDate ? String(Math.min(30, Math.max(0, ageInYears(p.birthDate)))) : '',
  };
}
