// Whether a query's failure takes the place of what the screen shows. A first load that failed has only the error
// to show. A refetch (the page opened again, the phone back on the app) that got no answer, timed out or met a 5xx,
// as on a subway, keeps what is already on screen, as QueryState does; a refusal (the record is gone or no longer
// the person's, the session ended) replaces it, since what is shown is no longer so.
import { isRetryable } from '@guardian/shared';

export function showsError(query: { isError: boolean; data: unknown; error: unknown }): boolean {
  return query.isError && (query.data === undefined || !isRetryable(query.error));
}
