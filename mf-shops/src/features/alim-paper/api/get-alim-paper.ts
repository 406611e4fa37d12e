import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import { useRefreshAfterRead } from '../../../lib/refresh-after-read';
import type { AlimPaper } from './types';

/** Opening the card marks it read on the server. */
export const getAlimPaper = (id: number) => apiGet<AlimPaper>(`/v2/alim-papers/${id}`);

/** The card's photo links expire about an hour after it was fetched. */
const PHOTO_LINKS_REFRESH_MS = 10 * 60_000;

/** Before saving a photo the card is asked again once it is older than this, so its link still opens. */
export const PHOTO_LINKS_FRESH_MS = 50 * 60_000;

/**
 * Asked again when the phone comes back to the page (the app or tab was in the background) with a card fetched
 * a while ago: a photo opened full size for the first time would otherwise ask an expired link.
 */
export const alimPaperQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.alimPaper.detail(id),
    queryFn: () => getAlimPaper(id),
    refetchOnWindowFocus: whenOlderThan(PHOTO_LINKS_REFRESH_MS),
  });

/**
 * The card; once it has loaded, the lists' unread marks ("N") are refreshed (the read happened server-side), and 소식's,
 * whose entry for the card was read with it.
 */
export function useAlimPaper(id: number) {
  const query = useQuery(alimPaperQueryOptions(id));
  useRefreshAfterRead(query.isSuccess, queryKeys.alimPaper.lists());
  return query;
}
