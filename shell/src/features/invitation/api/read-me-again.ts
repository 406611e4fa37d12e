import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions, useSessionStore } from '@guardian/shared';

/**
 * After a shop was linked: the user as the API has it now (with that shop), cached and in the session before home
 * shows it. Home reads `userShops` from it; the user it had read before showed "연결된 매장이 없어요".
 */
export async function readMeAgain(queryClient: QueryClient): Promise<void> {
  // (The GET /v2/me the page's HTML started before the link is not taken: the client forgets early answers at a write.)
  try {
    // Read whether or not the user is cached (on a page opened at this link it is not) and however fresh: no screen
    // observes it here (/invitation is outside the login-and-shop layout), so invalidating it refetched nothing.
    const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    useSessionStore.getState().setUser(me);
  } catch {
    // The shop is linked all the same: home reads the user again and offers to retry if that fails too.
  }
}
