// DELETE /v2/shop/link?shopId=: stop being a customer of a shop; the user is refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, meQueryKey } from '@guardian/shared';

export const unlinkShop = (shopId: number) => apiDelete<null>('/v2/shop/link', { shopId });

export function useUnlinkShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkShop,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
