// What a pet needs before POST/PUT /v2/pets accepts it (docs/api-contract.md "Pets"), as the owner reads it.
import { seoulToday, type ApiBody } from '../index';
import { tooLongMessage, type PictureChange } from '@guardian/shared/forms';
// Plain functions: the pet form lives in shared (added while booking, edited in 마이페이지), and shared
// carries no form library.

export type PetInput = ApiBody<'/v2/pets', 'post'>;
export type PetChanges = ApiBody<'/v2/pets/{petSeq}', 'put'>;

/** The form as typed: text fields are strings until they pass. */
export interface PetDraft {
  name: string;
  kind: 'DOG' | 'CAT';
  breedSeq: number | null;
  birthDate: string;
  weightKg: string;
  /** None until the owner picks one: a preset 여아 was saved, unnoticed, for boys. */
  sex: 'MALE' | 'FEMALE' | null;
  neutered: boolean;
}

export type PetErrors = Partial<Record<keyof PetDraft, string>>;

export const PET_NAME_MAX = 20;
export const PET_WEIGHT_MAX_KG = 120;

export const EMPTY_PET: PetDraft = {
  name: '',
  kind: 'DOG',
  breedSeq: null,
  birthDate: '',
  weightKg: '',
  sex: null,
  neutered: false,
};

/** Each field's first problem, in Korean; empty when the draft can be sent. */
export function petErrors(draft: PetDraft, today = seoulToday()): PetErrors {
  const errors: PetErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = '이름을 입력해 주세요.';
  else {
    // Counted as the API counts it, in characters (an emoji is one; `length` made it two).
    const tooLong = tooLongMessage('이름은', name, PET_NAME_MAX);
    if (tooLong) errors.name = tooLong;
  }
  if (!draft.breedSeq) errors.breedSeq = '품종을 선택해 주세요.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.birthDate)) errors.birthDate = '생일을 입력해 주세요.';
  else if (draft.birthDate > today) errors.birthDate = '생일은 오늘 이후일 수 없어요.';
  const weight = draft.weightKg.trim() === '' ? NaN : Number(draft.weightKg);
  if (Number.isNaN(weight)) errors.weightKg = '몸무게를 입력해 주세요.';
  else if (weight <= 0) errors.weightKg = '몸무게는 0보다 커야 해요.';
  else if (weight > PET_WEIGHT_MAX_KG)
    errors.weightKg = `몸무게는 ${PET_WEIGHT_MAX_KG}kg 이하로 입력해 주세요.`;
  // The lists show the weight as typed ("3.14159kg"); a scale reads to 0.1 kg, and so do the bands' edges.
  else if (Math.abs(weight * 10 - Math.round(weight * 10)) > 1e-9)
    errors.weightKg = '몸무게는 소수점 한 자리까지 입력해 주세요.';
  if (!draft.sex) errors.sex = '성별을 선택해 주세요.';
  return errors;
}

/** The body to send; call only when `petErrors` found nothing. */
export function petInput(draft: PetDraft): PetInput {
  return {
    name: draft.name.trim(),
    kind: draft.kind,
    breedSeq: draft.breedSeq as number,
    birthDate: draft.birthDate,
    weightKg: Number(draft.weightKg),
    sex: draft.sex as 'MALE' | 'FEMALE',
    neutered: draft.neutered,
  };
}

/**
 * What the photo adds to a body (`mediaSeq`): the photo just uploaded, null to remove the pet's, nothing to leave it
 * as it is (a new pet then has none).
 */
export function petPhoto(change: PictureChange): Pick<PetChanges, 'mediaSeq'> {
  if (change.kind === 'photo') return { mediaSeq: change.mediaSeq };
  if (change.kind === 'remove') return { mediaSeq: null };
  return {};
}

/**
 * What an edit sends: only the fields changed from what the sheet opened with, so what another phone of the same
 * account changed meanwhile in the others stays. A breed belongs to a kind: either changed sends both.
 * Call only when `petErrors` found nothing.
 */
export function petChanges(draft: PetDraft, opened: PetDraft): PetChanges {
  const input = petInput(draft);
  const changes: PetChanges = {};
  if (draft.kind !== opened.kind || draft.breedSeq !== opened.breedSeq)
    Object.assign(changes, { kind: input.kind, breedSeq: input.breedSeq });
  for (const field of ['name', 'birthDate', 'weightKg', 'sex', 'neutered'] as const)
    if (draft[field] !== opened[field]) Object.assign(changes, { [field]: input[field] });
  return changes;
}
