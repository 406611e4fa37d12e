// The contract between the shell and a remote: the remote exposes `./routes` whose default
// export is a list of React Router route objects with absolute paths and lazy screens.
import type { RouteObject } from 'react-router-dom';

export interface RemoteRoutesModule {
  default: RouteObject[];
}
