// A screen whose read is also a write on the server: opening a 알림장 or an album marks it read, and its 소식 entry
// with it. Once the screen has loaded, the lists that show those marks are read again.
import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@guardian/shared';

/** Once `loaded`, refreshes 소식 and `also` (the screen's own list with its unread marks), once per load. */
export function useRefreshAfterRead(loaded: boolean, also?: QueryKey) {
  const queryClient = useQueryClient();
  const alsoKey = also ? JSON.stringify(also) : null;
  useEffect(() => {
    if (!loaded) return;
    if (alsoKey) void queryClient.invalidateQueries({ queryKey: JSON.parse(alsoKey) as QueryKey });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list() });
  }, [loaded, alsoKey, queryClient]);
}
