// The shop search filters, kept in the URL query (so a result page is shareable and back works).
// Names follow the spec's shop search params: regionSeqs, category, facilitiesSeqs, orderBy.
import { useSearchParams } from 'react-router-dom';
import type { OrderBy, ShopCategory } from '@guardian/shared';

export interface SearchFilters {
  regionSeqs: number[];
  category: ShopCategory | null;
  facilitiesSeqs: number[];
  orderBy: OrderBy;
}

export const DEFAULT_FILTERS: SearchFilters = {
  regionSeqs: [],
  category: null,
  facilitiesSeqs: [],
  orderBy: 'CLOSEST',
};

const CATEGORIES: readonly ShopCategory[] = ['BEAUTY', 'HOTELING', 'KINDERGARTEN', 'DAY_CARE'];
const ORDERS: readonly OrderBy[] = ['CLOSEST', 'RECENTLY_REGISTERED', 'REVIEWS'];

const seqs = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export function filtersFromSearch(params: URLSearchParams): SearchFilters {
  const category = params.get('category') as ShopCategory | null;
  const orderBy = params.get('orderBy') as OrderBy | null;
  return {
    regionSeqs: seqs(params.get('regionSeqs')),
    category: category && CATEGORIES.includes(category) ? category : null,
    facilitiesSeqs: seqs(params.get('facilitiesSeqs')),
    orderBy: orderBy && ORDERS.includes(orderBy) ? orderBy : 'CLOSEST',
  };
}

export function filtersToSearch(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.regionSeqs.length) params.set('regionSeqs', filters.regionSeqs.join(','));
  if (filters.category) params.set('category', filters.category);
  if (filters.facilitiesSeqs.length) params.set('facilitiesSeqs', filters.facilitiesSeqs.join(','));
  params.set('orderBy', filters.orderBy);
  return params;
}

export const toggle = (list: number[], value: number) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/**
 * The filters in this page's address, and the change of them: the address replaced (back finds the page as it was
 * left, not each choice) and rendered at once (flushSync), not as the router's transition: 정렬 is a controlled
 * select, which React puts back as the old address said until the new one renders (on a busy phone the pick seemed
 * not taken), and a chip tapped meanwhile would build on the old filters.
 */
export function useAddressFilters(): [SearchFilters, (next: SearchFilters) => void] {
  const [params, setParams] = useSearchParams();
  return [
    filtersFromSearch(params),
    (next) => setParams(filtersToSearch(next), { replace: true, flushSync: true }),
  ];
}
