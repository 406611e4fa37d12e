// GET /v2/curation/{curationSeq}/{curationContentsSeq}: an article or video with its shops, related and next.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { ContentDetail } from '../../../api/types';

export const getContent = (curationSeq: number, curationContentsSeq: number, signal?: AbortSignal) =>
  // The owner's token (if any) only marks favourite shops.
  apiGet<ContentDetail>(`/v2/curation/${curationSeq}/${curationContentsSeq}`, undefined, { signal });

export const contentQueryOptions = (curationSeq: number, curationContentsSeq: number) =>
  queryOptions({
    queryKey: queryKeys.curation.contents(curationSeq, curationContentsSeq),
    queryFn: ({ signal }) => getContent(curationSeq, curationContentsSeq, signal),
  });

export const useContent = (curationSeq: number, curationContentsSeq: number) =>
  useQuery({
    ...contentQueryOptions(curationSeq, curationContentsSeq),
    enabled: curationSeq > 0 && curationContentsSeq > 0,
  });
