import { SHOP_CATEGORIES } from '@guardian/shared';

export const categoryLabel = (value: string) =>
  SHOP_CATEGORIES.find((c) => c.value === value)?.label ?? value;

export const categoriesText = (values: readonly string[]) => values.map(categoryLabel).join(' · ');

export function distanceText(meters: number | null): string | null {
  if (meters === null) return null;
  return meters < 1000 ? `${meters}m` : `${(meters / 1000).toFixed(1)}km`;
}
