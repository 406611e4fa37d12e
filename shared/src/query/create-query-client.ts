// The one QueryClient (owned by the shell) with §9 defaults and the §4/§8 401 rules.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isUnauthorized, markAlerted, tokenSentWith } from '../api/api-error';
import { MESSAGES } from '../constants/messages';
import type { Me } from '../api/types';
import { getAccessToken, onAccessTokenChange, removeRefusedAccessToken } from '../session/access-token';
import { meQueryKey, meQueryOptions } from '../session/me-query';
import { lastSignedIn } from '../session/personal-drafts';
import { useSessionStore } from '../session/session-store';
import { dialog } from '../ui/dialog/dialog';

export function createQueryClient(): QueryClient {
  // §8's alert, while it is open: a save refused meanwhile (a double action, two requests in flight) joins it, one
  // alert for both, rather than a second one behind it. Resolves with 로그인하기 (true) or not.
  let open: Promise<boolean> | null = null;
  const alertOnce = (show: () => Promise<boolean>) =>
    (open ??= show().finally(() => {
      open = null;
    }));
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (!isUnauthorized(error)) return;
        // §8: a 401 on a query removes the token and with it the session (unless the person has logged in
        // again since the request left: that newer token and session stay).
        if (removeRefusedAccessToken(tokenSentWith(error))) useSessionStore.getState().clear();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (!isUnauthorized(error)) return;
        // Runs before the mutation's own onError (and before mutateAsync rejects): toastError then stays silent.
        markAlerted(error);
        // §8: a 401 on a mutation alerts and removes the token (the one it was refused, see above). The session
        // ends once the alert is read, as a query's 401 ends it: kept, a form went on offering 저장 to no one.
        const sent = tokenSentWith(error);
        const removed = removeRefusedAccessToken(sent);
        if (removed && sent) {
          // The save carried this person's token and the session behind it has ended (expired, logged out or left
          // on another device): trying again needs a login first, so §8's alert answers with 로그인하기, which comes
          // back to this page, where what they typed waits as a draft (personal-drafts.ts).
          void alertOnce(() =>
            dialog.confirm({ text: MESSAGES.INVALID_ACCESS, confirmText: MESSAGES.LOGIN, hideCancel: true }),
          ).then((loginAgain) => {
            const session = useSessionStore.getState();
            // While the alert was open this page followed a login made in another window (session-store.ts): that
            // session stays, and the save can be tried again in it.
            if (session.token !== null && session.token !== sent && session.token === getAccessToken())
              return;
            session.end(loginAgain);
          });
          return;
        }
        const read = alertOnce(() => dialog.alert(MESSAGES.INVALID_ACCESS).then(() => false));
        if (removed) void read.then(() => useSessionStore.getState().clear());
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // A login made in another window of this browser, which the session store has followed (session-store.ts): what is
  // cached was read for the session before (no key says whose data it is), and the token does not say whose it is (a
  // random string, api's tokens.ts). Someone else's: all of it goes, and what is on screen is read again for them. The
  // same person logged in again (there, or a token refreshed): the cache is theirs and stays on screen with their user,
  // read again behind it, with no skeletons. GET /v2/me under the new token tells which, and until it answers the
  // screen stays as it was, unless this device's last sign-in (claimDrafts, written by a login in a window sharing
  // this storage) already names someone else: then all goes at once.
  onAccessTokenChange((token) => {
    if (token === null) return;
    const before = client.getQueryData<Me>(meQueryKey);
    if (!before || lastSignedIn() !== String(before.userSeq)) return void client.resetQueries();
    const reset = () => {
      useSessionStore.setState({ user: null });
      void client.resetQueries();
    };
    useSessionStore.setState({ user: before });
    // A read of the user already on its way may have left with the token before: asked afresh.
    void client
      .cancelQueries({ queryKey: meQueryKey })
      .then(() => client.fetchQuery({ ...meQueryOptions(token), staleTime: 0 }))
      .then(
        (me) => {
          if (me.userSeq !== before.userSeq) return reset();
          const user = client.getQueryCache().find({ queryKey: meQueryKey, exact: true });
          void client.invalidateQueries({ predicate: (query) => query !== user });
        },
        // Not told (offline, the new token refused too, or a later change asking again): nothing is kept.
        reset,
      );
  });
  return client;
}
