// Korean labels of the API's enums, for every screen that shows them.
import { SHOP_CATEGORIES } from '../constants/shop-options';

/** '미용' for 'BEAUTY'; an unknown value (a category newer than this build) shows as it came. */
export const categoryLabel = (value: string): string =>
  SHOP_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** '미용 · 호텔' */
export const categoriesText = (values: readonly string[]): string => values.map(categoryLabel).join(' · ');
