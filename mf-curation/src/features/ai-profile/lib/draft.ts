// The order being put together across the screens (pack → pet → photos → payment). Kept in sessionStorage so a
// reload or the trip to the camera app does not lose it; cleared once the order is created, and at logout (the pet's
// photos are the person's: the next one to log in here starts afresh).
import { create } from 'zustand';
import { DRAFT_KEY_PREFIX, charCount, onDraftsForgotten, type UploadedMedia } from '@guardian/shared';
import type { PhotoCheck } from '../api/types';

export type Species = 'DOG' | 'CAT';

/** An uploaded photo and the server's check of it (absent while checking). */
export interface DraftPhoto {
  media: UploadedMedia;
  check?: PhotoCheck;
  /** The check itself failed (network); the screen offers to check again. */
  checkError?: string;
}

export interface DraftPet {
  petName: string;
  species: Species;
  breed: string;
  ageYears: string;
}

export interface Draft {
  productSeq: number | null;
  pet: DraftPet;
  photos: DraftPhoto[];
}

export const AI_PROFILE_DRAFT_KEY = `${DRAFT_KEY_PREFIX}ai-profile`;
export const EMPTY_DRAFT: Draft = {
  productSeq: null,
  pet: { petName: '', species: 'DOG', breed: '', ageYears: '' },
  photos: [],
};

function load(): Draft {
  try {
    const raw = sessionStorage.getItem(AI_PROFILE_DRAFT_KEY);
    if (!raw) return EMPTY_DRAFT;
    const saved = JSON.parse(raw) as Draft;
    // Uploads in flight are not resumable: keep only the photos the server has.
    return { ...EMPTY_DRAFT, ...saved, photos: saved.photos ?? [] };
  } catch {
    return EMPTY_DRAFT;
  }
}

interface DraftStore extends Draft {
  setProduct: (productSeq: number) => void;
  setPet: (pet: DraftPet) => void;
  /** The picker's photos in its order; checks already made are kept. */
  setPhotos: (media: UploadedMedia[]) => void;
  setCheck: (mediaSeq: number, patch: Pick<DraftPhoto, 'check' | 'checkError'>) => void;
  reset: () => void;
}

export const useDraft = create<DraftStore>((set) => ({
  ...load(),
  setProduct: (productSeq) => set({ productSeq }),
  setPet: (pet) => set({ pet }),
  setPhotos: (media) =>
    set((s) => {
      const known = new Map(s.photos.map((p) => [p.media.mediaSeq, p]));
      return { photos: media.map((m) => known.get(m.mediaSeq) ?? { media: m }) };
    }),
  setCheck: (mediaSeq, patch) =>
    set((s) => ({ photos: s.photos.map((p) => (p.media.mediaSeq === mediaSeq ? { ...p, ...patch } : p)) })),
  reset: () => set({ ...EMPTY_DRAFT }),
}));

onDraftsForgotten(() => useDraft.getState().reset());

useDraft.subscribe((s) => {
  try {
    const { productSeq, pet, photos } = s;
    sessionStorage.setItem(AI_PROFILE_DRAFT_KEY, JSON.stringify({ productSeq, pet, photos }));
  } catch {
    // Private mode or a full storage: the draft just lives in memory.
  }
});

export const MIN_PHOTOS = 5;
export const MAX_PHOTOS = 10;

/** The photos that passed their checks. */
export const readyPhotos = (photos: DraftPhoto[]) => photos.filter((p) => p.check?.ok);

/** What is wrong with the pet form, field by field (Korean). */
export function petErrors(pet: DraftPet): Partial<Record<keyof DraftPet, string>> {
  const errors: Partial<Record<keyof DraftPet, string>> = {};
  if (!pet.petName.trim()) errors.petName = '이름을 입력해 주세요.';
  else if (charCount(pet.petName.trim()) > 20) errors.petName = '이름은 20자까지 입력할 수 있어요.';
  if (!pet.breed.trim()) errors.breed = '품종을 입력해 주세요.';
  else if (charCount(pet.breed.trim()) > 30) errors.breed = '품종은 30자까지 입력할 수 있어요.';
  const age = Number(pet.ageYears);
  if (pet.ageYears.trim() === '' || !Number.isInteger(age) || age < 0 || age > 30)
    errors.ageYears = '나이를 0~30 사이 숫자로 입력해 주세요.';
  return errors;
}
