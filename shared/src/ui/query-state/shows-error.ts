// Whether a query's failure takes the place of what the screen shows: the one rule of QueryState, for the screens that
// lay out their own states too.
import { isRetryable } from '../../api/api-error';

/** The part of a query result the rule reads; an infinite query also says whether only a further page failed. */
interface ErrorLike {
  isError: boolean;
  data: unknown;
  error: unknown;
  isFetchNextPageError?: boolean;
  isFetchPreviousPageError?: boolean;
}

/**
 * A first load that failed has only the error to show. A refetch (the page opened again, the phone back on the app)
 * that got no answer, timed out or met a 5xx, as on a subway, keeps what is already on screen. A refusal (404, 403,
 * 410: the record is gone or no longer the person's; 401: the session ended) replaces it, since what is shown is no
 * longer so: a notice the shop deleted must not go on showing its old text. A further page that failed (older
 * messages, 더보기) keeps the pages shown: the list has its own retry below them.
 */
export function showsError(query: ErrorLike): boolean {
  if (!query.isError) return false;
  if (query.data === undefined) return true;
  if (query.isFetchNextPageError || query.isFetchPreviousPageError) return false;
  return !isRetryable(query.error);
}
