// Whether a query's failure takes the place of what the screen shows: QueryState's one rule (shared), for the screens
// that lay out their own states too.
export { showsError } from '@guardian/shared';
