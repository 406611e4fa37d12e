// PATCH /v2/user/shop/sort-order?userShopSeqs=3,1,2: optimistic on the cached user, rolled
// back with a toast when the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, errorMessage, meQueryKey, toast, type Me, type UserShop } from '@guardian/shared';

export const updateShopSortOrder = (userShopSeqs: number[]) =>
  apiPatch<UserShop[]>('/v2/user/shop/sort-order', undefined, {
    params: { userShopSeqs: userShopSeqs.join(',') },
  });

export function useUpdateShopSortOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopSortOrder,
    onMutate: async (userShopSeqs) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      const previous = queryClient.getQueryData<Me>(meQueryKey);
      if (previous) {
        const order = new Map(userShopSeqs.map((seq, i) => [seq, i]));
        queryClient.setQueryData<Me>(meQueryKey, {
          ...previous,
          userShops: previous.userShops.map((s) => ({
            ...s,
            sortOrder: order.get(s.userShopSeq) ?? s.sortOrder,
          })),
        });
      }
      return { previous };
    },
    onError: (e, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(meQueryKey, context.previous);
      toast.error(errorMessage(e, '순서를 바꾸지 못했어요. 다시 시도해 주세요.'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
