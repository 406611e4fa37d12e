// The routes mf-shopping owns, straight from the route manifest (`paths.<key>.path` / `.title`).
import { routesOwnedBy } from '@guardian/shared';

export const paths = routesOwnedBy('shopping');
