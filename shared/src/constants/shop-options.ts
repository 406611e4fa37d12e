// Shop categories and sort orders of spec §3 with their Korean labels.
import type { OrderBy, ShopCategory } from '../api/types';

export interface Option<V extends string> {
  value: V;
  label: string;
}

export const SHOP_CATEGORIES: readonly Option<ShopCategory>[] = [
  { value: 'BEAUTY', label: '미용' },
  { value: 'HOTELING', label: '호텔' },
  { value: 'KINDERGARTEN', label: '유치원' },
  { value: 'DAY_CARE', label: '데이케어' },
];

/** The first entry (가까운순) is the default order. */
export const SHOP_ORDERS: readonly Option<OrderBy>[] = [
  { value: 'CLOSEST', label: '가까운순' },
  { value: 'RECENTLY_REGISTERED', label: '신규입점순' },
  { value: 'REVIEWS', label: '리뷰많은순' },
];
