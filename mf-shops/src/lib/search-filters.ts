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
 * left, not each choice). `atTap`: from a tap on a control that shows the choice itself (정렬's select, a chip):
 * rendered at once (flushSync), not as the router's transition, which left the select showing the old sort until
 * the new address rendered (on a busy phone the pick seemed not taken), and a chip tapped meanwhile built on the
 * old filters. Never from an effect: React cannot flush while it renders.
 */
export type SetFilters = (next: SearchFilters, opts?: { atTap?: boolean }) => void;

export function useAddressFilters(): [SearchFilters, SetFilters] {
  const [params, setParams] = useSearchParams();
  return [
    filtersFromSearch(params),
    (next, opts) => setParams(filtersToSearch(next), { replace: true, flushSync: opts?.atTap === true }),
  ];
}
