import type { RouteKey, RouteOwner } from '../routing/route-manifest';

/** What every manifest-derived route carries in its React Router `handle`. */
export interface RouteHandle {
  key: RouteKey;
  title: string;
  owner: RouteOwner;
}
