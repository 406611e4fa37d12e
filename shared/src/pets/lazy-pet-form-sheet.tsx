// The pet form loads on demand: shared is in every tab's first load and only two screens add or edit a pet.
// It mounts (and fetches its code) when it opens. Unlike ConfirmDialog it is not fetched once the page has
// settled: 마이페이지 is a tab's first screen, and that fetch counted 1.3 KB into its first load (190.9 KB,
// over the 190 KB guard); the first tap waits for a chunk of ~3 KB instead.
import { Suspense } from 'react';
import { lazyWithRetry } from '../ui/lazy/lazy-with-retry';
import type { PetFormSheetProps } from './pet-form-sheet';

const LazyPetFormSheet = lazyWithRetry(() =>
  import('./pet-form-sheet').then((m) => ({ default: m.PetFormSheet })),
);

/** 반려동물 추가, or 반려동물 정보 수정 with `pet`; see pet-form-sheet.tsx. */
export function PetFormSheet(props: PetFormSheetProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LazyPetFormSheet {...props} />
    </Suspense>
  );
}
