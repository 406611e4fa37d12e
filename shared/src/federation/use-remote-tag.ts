// While a remote's screen is shown, monitoring events carry `remote: <name>`; leaving it for a
// shell page clears the tag again. Goes through the monitoring API, so Sentry stays lazy.
import { useEffect } from 'react';
import { setRemoteTag } from '../monitoring/init-monitoring';

export function useRemoteTag(remote: string | undefined): void {
  useEffect(() => {
    if (!remote) return;
    setRemoteTag(remote);
    return () => setRemoteTag(null);
  }, [remote]);
}
