// The breed a new post starts tagged with: the writer's pet's, when they have one pet or all their pets are of one
// breed (what they would most likely pick). Pets of several breeds, a pet of no breed, or none: no tag.
import type { Pet } from '@guardian/shared';

export function petBreed(pets: readonly Pick<Pet, 'breedSeq' | 'breedName'>[] | undefined) {
  const first = pets?.[0];
  if (!first || first.breedSeq === null || pets.some((p) => p.breedSeq !== first.breedSeq)) return null;
  return { breedSeq: first.breedSeq, breedName: first.breedName };
}
