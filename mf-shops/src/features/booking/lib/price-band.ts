import type { Pet } from '@guardian/shared';
import type { PriceBand, Product } from '../api/types';

/** The contract's bands: cats CAT; dogs < 5 kg SMALL, 5 to < 10 kg MEDIUM, >= 10 kg LARGE (no weight = SMALL). */
export function petBand(pet: Pick<Pet, 'kind' | 'weightKg'>): PriceBand {
  if (pet.kind === 'CAT') return 'CAT';
  const w = pet.weightKg ?? 0;
  return w >= 10 ? 'LARGE' : w >= 5 ? 'MEDIUM' : 'SMALL';
}

export const offeredFor = (product: Product, pet: Pick<Pet, 'kind' | 'weightKg'>) =>
  product.prices.some((p) => p.band === petBand(pet));
