import { useEffect, useRef, useState } from 'react';
import {
  ageInYears,
  Avatar,
  formatAge,
  Button,
  EmptyState,
  PetFormSheet,
  toast,
  type Pet,
  useParamEntry,
} from '@guardian/shared';
import styles from './my-info-screen.module.css';

const SEX = { MALE: '남아', FEMALE: '여아' } as const;

function petSummary(pet: Pet): string {
  const parts = [pet.breedName ?? (pet.kind === 'DOG' ? '강아지' : '고양이')];
  if (pet.birthDate) {
    parts.push(formatAge(ageInYears(pet.birthDate)));
  }
  parts.push(SEX[pet.sex]);
  if (pet.weightKg != null) parts.push(`${pet.weightKg}kg`);
  return parts.join(' · ');
}

/** 내 반려동물: each pet opens its edit sheet (a weight or a birthday changes what a booking costs); 추가 adds one. */
export function MyPets({ pets }: { pets: Pet[] }) {
  // ?pet=new: adding; ?pet=<petSeq>: editing that pet; a history entry, so the phone's back closes the form.
  const sheet = useParamEntry();
  const shown = sheet.params.get('pet');
  const editing: Pet | 'new' | null =
    shown === 'new' ? 'new' : (pets.find((p) => String(p.petSeq) === shown) ?? null);
  // A save or a delete can end after the sheet was closed by the phone's back (a slow answer, or the delete's
  // confirm still standing over 마이페이지): closing it once more went back again, off 마이페이지.
  const shownNow = useRef(shown);
  useEffect(() => {
    shownNow.current = shown;
  }, [shown]);
  const closeIf = (which: string) => {
    if (shownNow.current === which) sheet.close();
  };
  // A deleted pet's card is gone, so the sheet had nothing to give focus back to and a screen reader or a keyboard
  // was left at the top of the page: once the sheet is closed and the list no longer holds the pet, the card that
  // took its place has focus (or the one before it; 반려동물 추가 when none is left).
  const cards = useRef(new Map<number, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState<{ petSeq: number; index: number } | null>(null);
  useEffect(() => {
    if (!removed || editing !== null || pets.some((p) => p.petSeq === removed.petSeq)) return;
    const next = pets[Math.min(removed.index, pets.length - 1)];
    (next ? cards.current.get(next.petSeq) : addButton.current)?.focus();
    setRemoved(null);
  }, [removed, editing, pets]);
  const add = (
    <Button ref={addButton} variant="secondary" fullWidth={false} onClick={() => sheet.open({ pet: 'new' })}>
      반려동물 추가
    </Button>
  );
  return (
    <section className={styles.section} aria-labelledby="my-pets">
      <div className={styles.sectionHead}>
        <h2 id="my-pets" className={styles.sectionTitle}>
          내 반려동물
        </h2>
        {pets.length > 0 ? (
          <button type="button" className={styles.sectionAction} onClick={() => sheet.open({ pet: 'new' })}>
            추가
          </button>
        ) : null}
      </div>
      {pets.length === 0 ? (
        <EmptyState
          title="반려동물을 등록해 보세요"
          description="등록한 반려동물은 예약할 때 바로 고를 수 있어요."
          action={add}
        />
      ) : (
        <ul className={styles.cards}>
          {pets.map((pet) => (
            <li key={pet.petSeq}>
              <button
                ref={(el) => {
                  if (el) cards.current.set(pet.petSeq, el);
                  else cards.current.delete(pet.petSeq);
                }}
                type="button"
                className={`${styles.card} ${styles.cardButton}`}
                aria-label={`${pet.name} 정보 수정`}
                onClick={() => sheet.open({ pet: String(pet.petSeq) })}
              >
                <Avatar name={pet.name} imageUrl={pet.imageUrl} size={44} />
                <span className={styles.cardText}>
                  <strong>{pet.name}</strong>
                  <span>{petSummary(pet)}</span>
                </span>
                <span className={styles.chevron} aria-hidden="true">
                  ›
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <PetFormSheet
        // A new sheet per pet, so an edit opens with that pet's values.
        key={editing === null || editing === 'new' ? 'new' : editing.petSeq}
        open={editing !== null}
        onClose={sheet.close}
        pet={editing === 'new' ? null : editing}
        onSaved={() => {
          toast.success(editing === 'new' ? '반려동물을 추가했어요.' : '반려동물 정보를 저장했어요.');
          closeIf(editing === 'new' || editing === null ? 'new' : String(editing.petSeq));
        }}
        onRemoved={(pet) => {
          toast.success(`'${pet.name}' 정보를 삭제했어요.`);
          setRemoved({ petSeq: pet.petSeq, index: pets.findIndex((p) => p.petSeq === pet.petSeq) });
          closeIf(String(pet.petSeq));
        }}
      />
    </section>
  );
}
