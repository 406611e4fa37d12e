// GET /v2/shop/inquiry: shop search, page by page (0-based), cached 10 minutes (§9).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CACHE, apiGet, type Page, type ShopSummary } from '@guardian/shared';
import type { SearchFilters } from '../lib/search-filters';

export const INQUIRY_PAGE_SIZE = 20;

export interface InquiryInput extends SearchFilters {
  latitude: number | null;
  longitude: number | null;
}

/** Query params as the API reads them: arrays comma-joined, empty filters left out. */
export function inquiryParams(input: InquiryInput, page: number) {
  return {
    ...(input.regionSeqs.length ? { regionSeqs: input.regionSeqs.join(',') } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.facilitiesSeqs.length ? { facilitiesSeqs: input.facilitiesSeqs.join(',') } : {}),
    orderBy: input.orderBy,
    ...(input.latitude !== null && input.longitude !== null
      ? { latitude: input.latitude, longitude: input.longitude }
      : {}),
    page,
    size: INQUIRY_PAGE_SIZE,
  };
}

export const getShopInquiry = (input: InquiryInput, page: number) =>
  apiGet<Page<ShopSummary>>('/v2/shop/inquiry', inquiryParams(input, page));

export const shopInquiryQueryOptions = (input: InquiryInput) =>
  infiniteQueryOptions({
    queryKey: ['shops', 'inquiry', input],
    queryFn: ({ pageParam }) => getShopInquiry(input, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Page<ShopSummary>) => (last.hasNext ? last.page + 1 : undefined),
    ...CACHE.tenMinutes,
  });

export const useShopInquiry = (input: InquiryInput, enabled: boolean) =>
  useInfiniteQuery({ ...shopInquiryQueryOptions(input), enabled });
