// `*`: a path owned by a remote that failed to load explains itself and offers retry;
// a path nobody owns goes to /not-found.
import { Navigate, useLocation } from 'react-router-dom';
import { remoteForPath } from '@guardian/shared';
import { paths } from '../config/paths';
import { RemoteUnavailable } from '../components/remote-unavailable';
import { hasRemoteFailed, resetRemote } from './remote-registry';

export function CatchAll() {
  const { pathname } = useLocation();
  const owner = remoteForPath(pathname);
  if (owner && hasRemoteFailed(owner)) {
    return <RemoteUnavailable onReset={() => resetRemote(owner)} />;
  }
  return <Navigate to={paths.notFound} replace />;
}
