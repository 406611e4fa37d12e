// DELETE /v2/shop/link?shopId=: stop being a customer of a shop; the user is refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, isApiError, meQueryKey } from '@guardian/shared';

/** Already unlinked (on another device, with the same account): the end state asked for, so no error. */
export const unlinkShop = (shopId: number) =>
  apiDelete<null>('/v2/shop/link', { shopId }).catch((e: unknown) => {
    if (isApiError(e) && e.resultCode === 'NOT_LINKED') return null;
    throw e;
  });

export function useUnlinkShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkShop,
    // Also after a failure: the list shown may be what another device has changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
