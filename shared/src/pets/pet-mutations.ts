// The pet form sheet's writes: 추가하기 (POST /v2/pets), 저장 (PUT /v2/pets/{petSeq} with only the fields changed since
// the sheet opened, and the photo's change) and 삭제 (DELETE /v2/pets/{petSeq}). Each refreshes both lists a pet
// shows in. In the sheet's chunk, so it reaches the rest of shared through its entry (see pet-form-sheet.tsx).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { petChanges, petInput, petPhoto, type PetDraft } from './pet-rules';
import { apiDelete, apiPost, apiPut, isApiError, meQueryKey, queryKeys, type Pet } from '../index';
import type { PictureChange } from '@guardian/shared/forms';

/** The pet was deleted on another phone of the same account. */
export const deletedElsewhere = (e: unknown) => isApiError(e) && e.resultCode === 'PET_NOT_FOUND';

/** `pet`: the pet being edited (none: a new one); `opened`: the fields as the sheet opened with them. */
export function usePetMutations(pet: Pet | null | undefined, opened: PetDraft) {
  const queryClient = useQueryClient();

  // Both lists a pet shows in: the booking's GET /v2/pets and Me's pets (마이페이지, 홈).
  async function refreshPets() {
    await queryClient.invalidateQueries({ queryKey: queryKeys.pets.all });
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
  }

  const save = useMutation({
    mutationFn: ({ body, photo }: { body: PetDraft; photo: PictureChange }) =>
      pet
        ? apiPut<Pet>(`/v2/pets/${pet.petSeq}`, { ...petChanges(body, opened), ...petPhoto(photo) })
        : apiPost<Pet>('/v2/pets', { ...petInput(body), ...petPhoto(photo) }),
    onSuccess: () => refreshPets(),
  });
  const removal = useMutation({
    // Deleted on the other phone already: what the person asked for is done.
    mutationFn: (petSeq: number) =>
      apiDelete<null>(`/v2/pets/${petSeq}`).catch((e: unknown) => {
        if (deletedElsewhere(e)) return null;
        throw e;
      }),
    onSuccess: () => refreshPets(),
  });
  return { save, removal, refreshPets };
}
