import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Notice } from './types';

/**
 * No login needed: the detail opens from a link (spec §2). Sent with the owner's session when there is one, so the
 * 소식 entry that announced it counts as read.
 */
export const getNotice = (noticeSeq: number) => apiGet<Notice>(`/v2/notices/${noticeSeq}`);

export const noticeQueryOptions = (noticeSeq: number) =>
  queryOptions({ queryKey: queryKeys.notices.detail(noticeSeq), queryFn: () => getNotice(noticeSeq) });

/** null: the address names no notice (nothing is asked). */
export const useNotice = (noticeSeq: number | null) =>
  useQuery({ ...noticeQueryOptions(noticeSeq ?? 0), enabled: noticeSeq !== null });
