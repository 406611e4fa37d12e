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

export function priceRange(product: Product): string {
  const prices = product.prices.map((p) => p.price);
  if (prices.length === 0) return '';
  const fmt = new Intl.NumberFormat('ko-KR');
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? `${fmt.format(min)}원` : `${fmt.format(min)}원 ~ ${fmt.format(max)}원`;
}
