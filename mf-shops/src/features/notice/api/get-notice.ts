import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet, queryKeys } from '@guardian/shared';
import type { Notice } from './types';

/** No login: the detail opens from a link (spec §2). */
export const getNotice = (noticeSeq: number) => publicGet<Notice>(`/v2/notices/${noticeSeq}`);

export const noticeQueryOptions = (noticeSeq: number) =>
  queryOptions({ queryKey: queryKeys.notices.detail(noticeSeq), queryFn: () => getNotice(noticeSeq) });

/** null: the address names no notice (nothing is asked). */
export const useNotice = (noticeSeq: number | null) =>
  useQuery({ ...noticeQueryOptions(noticeSeq ?? 0), enabled: noticeSeq !== null });
