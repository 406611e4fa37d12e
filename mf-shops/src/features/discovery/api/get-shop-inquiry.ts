// GET /v2/shop/inquiry: shop search, page by page (0-based), cached 10 minutes (§9).
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@guardian/shared';
import { shopPagesQueryOptions, type ShopQuery } from '../../../api/shop-search';

const ENDPOINT = '/v2/shop/inquiry';

export const shopInquiryQueryOptions = (input: ShopQuery) =>
  shopPagesQueryOptions(ENDPOINT, queryKeys.shops.inquiry(input), input);

export const useShopInquiry = (input: ShopQuery, enabled: boolean) =>
  useInfiniteQuery({ ...shopInquiryQueryOptions(input), enabled });
