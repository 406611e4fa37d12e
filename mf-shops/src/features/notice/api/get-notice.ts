import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiGet, queryKeys, useIsLoggedIn } from '@guardian/shared';
import { readOnList } from '../../../lib/read-on-list';
import type { Notice, NoticePage } from './types';

/**
 * No login needed: the detail opens from a link (spec §2). Sent with the owner's session when there is one, so the
 * notice counts as read (its "N" on the list goes, on every device) and so does the 소식 entry that announced it.
 */
export const getNotice = (noticeSeq: number) => apiGet<Notice>(`/v2/notices/${noticeSeq}`);

export const noticeQueryOptions = (noticeSeq: number) =>
  queryOptions({ queryKey: queryKeys.notices.detail(noticeSeq), queryFn: () => getNotice(noticeSeq) });

/**
 * Once an owner's notice has loaded (read on the server), its shop's list shows it read at once, and is asked again
 * the next time it shows: a list read while the notice was opening would otherwise bring its "N" back.
 */
function useReadOnList(notice: Notice | undefined) {
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const noticeSeq = notice?.noticeSeq;
  const shopId = notice?.shopId;
  useEffect(() => {
    if (!loggedIn || noticeSeq === undefined || shopId === undefined) return;
    const queryKey = queryKeys.notices.list(shopId);
    queryClient.setQueryData<InfiniteData<NoticePage>>(queryKey, (data) =>
      readOnList<NoticePage['items'][number], NoticePage>(data, 'noticeSeq', noticeSeq),
    );
    void queryClient.invalidateQueries({ queryKey });
  }, [loggedIn, noticeSeq, shopId, queryClient]);
}

/** null: the address names no notice (nothing is asked). */
export function useNotice(noticeSeq: number | null) {
  const query = useQuery({ ...noticeQueryOptions(noticeSeq ?? 0), enabled: noticeSeq !== null });
  useReadOnList(query.data);
  return query;
}
