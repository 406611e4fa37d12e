// POST / DELETE /v2/shop/{id}/favorite. Patches every cached copy of the shop (detail and
// search pages) instead of refetching a whole result list.
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  apiDelete,
  apiPost,
  queryKeys,
  toast,
  toastError,
  type Page,
  type ShopDetail,
  type ShopSummary,
} from '@guardian/shared';
import { shopQueryOptions } from '../../../api/get-shop';

export interface ToggleFavoriteInput {
  shopId: number;
  favorite: boolean;
}

export const toggleFavorite = ({ shopId, favorite }: ToggleFavoriteInput) =>
  favorite
    ? apiPost<{ isFavorite: boolean }>(`/v2/shop/${shopId}/favorite`)
    : apiDelete<{ isFavorite: boolean }>(`/v2/shop/${shopId}/favorite`);

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: ({ isFavorite }, { shopId }) => {
      queryClient.setQueryData<ShopDetail>(shopQueryOptions(shopId).queryKey, (old) =>
        old ? { ...old, isFavorite } : old,
      );
      queryClient.setQueriesData<InfiniteData<Page<ShopSummary>>>(
        { queryKey: queryKeys.shops.inquiry() },
        (old) =>
          old
            ? {
                ...old,
                pages: old.pages.map((p) => ({
                  ...p,
                  items: p.items.map((s) => (s.shopId === shopId ? { ...s, isFavorite } : s)),
                })),
              }
            : old,
      );
      toast.success(isFavorite ? '관심 매장에 추가했어요' : '관심 매장에서 뺐어요');
    },
    onError: (e) => toastError(e),
  });
}
