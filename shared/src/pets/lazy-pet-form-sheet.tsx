// The pet form loads on demand: shared is in every tab's first load and only two screens add or edit a pet.
// It mounts (and fetches its code) when it opens or once the page has settled, like ConfirmDialog.
import { Suspense } from 'react';
import { useMountWhenSettled } from '../query/when-page-settled';
import { lazyWithRetry } from '../ui/lazy/lazy-with-retry';
import type { PetFormSheetProps } from './pet-form-sheet';

const LazyPetFormSheet = lazyWithRetry(() =>
  import('./pet-form-sheet').then((m) => ({ default: m.PetFormSheet })),
);

/** 반려동물 추가, or 반려동물 정보 수정 with `pet`; see pet-form-sheet.tsx. */
export function PetFormSheet(props: PetFormSheetProps) {
  if (!useMountWhenSettled(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyPetFormSheet {...props} />
    </Suspense>
  );
}
