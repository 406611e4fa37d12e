// PATCH /v2/user/shop/sort-order?userShopSeqs=3,1,2: optimistic on the cached user, rolled
// back with a toast when the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPatch,
  getMe,
  isApiError,
  meQueryKey,
  toast,
  toastError,
  type Me,
  type UserShop,
} from '@guardian/shared';

export const updateShopSortOrder = (userShopSeqs: number[]) =>
  apiPatch<UserShop[]>('/v2/user/shop/sort-order', undefined, {
    params: { userShopSeqs: userShopSeqs.join(',') },
  });

/** `me` with its shops numbered in the order of `userShopSeqs` (shops not in it keep their place after them). */
const inOrder = (me: Me, userShopSeqs: number[]): Me => {
  const order = new Map(userShopSeqs.map((seq, i) => [seq, i]));
  return {
    ...me,
    userShops: me.userShops.map((s) => ({
      ...s,
      sortOrder: order.get(s.userShopSeq) ?? userShopSeqs.length + s.sortOrder,
    })),
  };
};

export const SHOPS_CHANGED_ELSEWHERE =
  '다른 기기에서 내 매장이 바뀌었어요. 남은 매장은 정한 순서대로 두었어요.';

export function useUpdateShopSortOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // An order made on a list another device has changed since (a shop unlinked or linked there) is 409
    // MY_SHOPS_CHANGED: the list is read again and the person's order kept for the shops still there, new ones
    // after them as the server lists them, sent once more.
    mutationFn: async (userShopSeqs: number[]) => {
      try {
        return await updateShopSortOrder(userShopSeqs);
      } catch (e) {
        if (!isApiError(e) || e.resultCode !== 'MY_SHOPS_CHANGED') throw e;
        const fresh = await getMe();
        const there = new Set(fresh.userShops.map((s) => s.userShopSeq));
        const kept = [
          ...userShopSeqs.filter((seq) => there.has(seq)),
          ...fresh.userShops.map((s) => s.userShopSeq).filter((seq) => !userShopSeqs.includes(seq)),
        ];
        queryClient.setQueryData<Me>(meQueryKey, inOrder(fresh, kept));
        const saved = kept.length ? await updateShopSortOrder(kept) : [];
        toast.success(SHOPS_CHANGED_ELSEWHERE);
        return saved;
      }
    },
    onMutate: async (userShopSeqs) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      const previous = queryClient.getQueryData<Me>(meQueryKey);
      if (previous) queryClient.setQueryData<Me>(meQueryKey, inOrder(previous, userShopSeqs));
      return { previous };
    },
    onError: (e, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(meQueryKey, context.previous);
      toastError(e, '순서를 바꾸지 못했어요. 다시 시도해 주세요.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
