// Which app owns which path, from the route manifest. The shell loads a remote only when a
// path it owns is visited; nothing else decides ownership.
import { findRoute, normalisePath } from './match-route';
import { ROUTES, type RouteOwner } from './route-manifest';
import type { RemoteName } from './remote-names';
import { firstSegment, segmentOwners } from './route-table.mjs';

export { REMOTE_NAMES, type RemoteName } from './remote-names';

export { firstSegment };

/**
 * First path segment → owner, for paths the manifest has no screen for (e.g. /community/1/x):
 * the owner of the section still answers for them (its route table, or "not found").
 */
const SEGMENT_OWNER: ReadonlyMap<string, RouteOwner> = segmentOwners();

export function ownerForPath(pathname: string): RouteOwner | null {
  const key = findRoute(pathname);
  if (key) return ROUTES[key].owner;
  return SEGMENT_OWNER.get(firstSegment(normalisePath(pathname))) ?? null;
}

/** The remote that owns a path; null for the shell's own pages and paths nobody owns. */
export function remoteForPath(pathname: string): RemoteName | null {
  const owner = ownerForPath(pathname);
  return owner === null || owner === 'shell' ? null : owner;
}
