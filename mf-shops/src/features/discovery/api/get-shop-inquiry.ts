// GET /v2/shop/inquiry: shop search, page by page (0-based), cached 10 minutes (§9).
import { useInfiniteQuery } from '@tanstack/react-query';
import { getShopPage, shopPagesQueryOptions, type ShopQuery } from '../../../api/shop-search';

const ENDPOINT = '/v2/shop/inquiry';

export const getShopInquiry = (input: ShopQuery, page: number) => getShopPage(ENDPOINT, input, page);

export const shopInquiryQueryOptions = (input: ShopQuery) =>
  shopPagesQueryOptions(ENDPOINT, ['shops', 'inquiry'], input);

export const useShopInquiry = (input: ShopQuery, enabled: boolean) =>
  useInfiniteQuery({ ...shopInquiryQueryOptions(input), enabled });
