// 반려동물 추가 / 정보 수정 refused because the session had ended (401: §8's alert, then the login page and back):
// what was typed is kept on the device, one draft per pet (and one for a new pet), and the sheet opened again for
// that pet starts from it, still to be saved. Back from the login the sheet is open again by itself: it is a history
// entry of its own (마이페이지's ?pet=, the booking's entry state), which the login returns to. Taken once: the sheet
// holds it from there (its leave question asks before it is thrown away), so saved or closed, none is left. The
// signed-in person's (shared's storedJson: a logout, or someone else logging in here, forgets it).
import { storedJson } from '@guardian/shared/forms';
import type { PetDraft } from './pet-rules';

const petDraft = (petSeq: number | null) =>
  storedJson(`pet.${petSeq ?? 'new'}`, (value): PetDraft | null => {
    const d = value as Partial<PetDraft> | null;
    const ok =
      typeof d?.name === 'string' &&
      (d.kind === 'DOG' || d.kind === 'CAT') &&
      (d.breedSeq === null || typeof d.breedSeq === 'number') &&
      typeof d.birthDate === 'string' &&
      typeof d.weightKg === 'string' &&
      (d.sex === 'MALE' || d.sex === 'FEMALE' || d.sex === null) &&
      typeof d.neutered === 'boolean';
    return ok ? (d as PetDraft) : null;
  });

/** The draft kept for `petSeq` (null: a new pet), or none. */
export const readPetDraft = (petSeq: number | null): PetDraft | null => petDraft(petSeq).read();

/** Keeps `draft` for the sheet's next opening on `petSeq` (null: a new pet); null leaves none. */
export const keepPetDraft = (petSeq: number | null, draft: PetDraft | null): void =>
  petDraft(petSeq).keep(draft);
