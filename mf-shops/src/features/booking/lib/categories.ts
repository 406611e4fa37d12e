import { SHOP_CATEGORIES, type ShopCategory } from '@guardian/shared';

export const categoryLabel = (c: ShopCategory) => SHOP_CATEGORIES.find((o) => o.value === c)?.label ?? c;
