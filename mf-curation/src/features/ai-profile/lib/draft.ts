// The order being put together across the screens (pack → pet → photos → payment). Kept in sessionStorage so a
// reload, the trip to the camera app or the payment window's pages do not lose it; cleared once the order is paid
// (the payment step then remembers that order, see checkout-history.ts) and at logout (the pet's photos are the
// person's: the next one to log in here starts afresh).
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

/** The order the payment window was opened for, and where the payment step was in the history then. */
export interface Checkout {
  orderSeq: number;
  /** history.length with the payment step as its last entry (checkoutMark). */
  historyLength: number;
}

export interface Draft {
  productSeq: number | null;
  pet: DraftPet;
  photos: DraftPhoto[];
  checkout: Checkout | null;
  /** The order just paid from this draft (it was emptied then); cleared once a new order is begun. */
  paidOrderSeq: number | null;
}

export const AI_PROFILE_DRAFT_KEY = `${DRAFT_KEY_PREFIX}ai-profile`;
export const EMPTY_DRAFT: Draft = {
  productSeq: null,
  pet: { petName: '', species: 'DOG', breed: '', ageYears: '' },
  photos: [],
  checkout: null,
  paidOrderSeq: null,
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
  /** The payment window is being opened for this order. */
  leaveForCheckout: (checkout: Checkout) => void;
  /** The order was paid: the draft is emptied and remembers it. */
  paid: (orderSeq: number) => void;
  reset: () => void;
}

export const useDraft = create<DraftStore>((set) => ({
  ...load(),
  // Choosing a pack, a pet or photos begins the next order: the one paid before no longer stands for the draft.
  setProduct: (productSeq) => set({ productSeq, paidOrderSeq: null }),
  setPet: (pet) => set({ pet, paidOrderSeq: null }),
  setPhotos: (media) =>
    set((s) => {
      const known = new Map(s.photos.map((p) => [p.media.mediaSeq, p]));
      return { photos: media.map((m) => known.get(m.mediaSeq) ?? { media: m }), paidOrderSeq: null };
    }),
  setCheck: (mediaSeq, patch) =>
    set((s) => ({ photos: s.photos.map((p) => (p.media.mediaSeq === mediaSeq ? { ...p, ...patch } : p)) })),
  leaveForCheckout: (checkout) => set({ checkout }),
  paid: (orderSeq) => set({ ...EMPTY_DRAFT, paidOrderSeq: orderSeq }),
  reset: () => set({ ...EMPTY_DRAFT }),
}));

onDraftsForgotten(() => useDraft.getState().reset());

// A page the browser kept while the payment window was open comes back as it was left, its store included: what
// happened meanwhile (the order paid on the success page, another document) is in sessionStorage.
window.addEventListener('pageshow', (e) => {
  if (e.persisted) useDraft.setState(load());
});

useDraft.subscribe((s) => {
  try {
    const { productSeq, pet, photos, checkout, paidOrderSeq } = s;
    sessionStorage.setItem(
      AI_PROFILE_DRAFT_KEY,
      JSON.stringify({ productSeq, pet, photos, checkout, paidOrderSeq }),
    );
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
