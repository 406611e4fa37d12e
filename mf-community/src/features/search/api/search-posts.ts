// GET /v2/community/search: posts whose text holds every word (partial Korean words too), or with a
// breed tag, newest first, page by page with the API's cursor (the last post a page served): a post deleted or
// written while the owner scrolls neither skips nor repeats one, as page numbers did.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { SearchPage } from '../../../api/types';

const PAGE_SIZE = 20;

export interface SearchInput {
  keyword: string;
  breedSeq?: number;
}

export const searchPosts = (input: SearchInput, cursor: string | null, signal?: AbortSignal) =>
  apiGet<SearchPage>(
    '/v2/community/search',
    {
      ...(input.keyword ? { keyword: input.keyword } : {}),
      ...(input.breedSeq ? { breedSeq: input.breedSeq } : {}),
      size: PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
    },
    { signal },
  );

export const searchQueryOptions = (input: SearchInput) =>
  infiniteQueryOptions({
    queryKey: queryKeys.community.search(input),
    queryFn: ({ pageParam, signal }) => searchPosts(input, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: SearchPage) => last.nextCursor ?? undefined,
  });

export const useSearchPosts = (input: SearchInput) =>
  useInfiniteQuery({ ...searchQueryOptions(input), enabled: !!input.keyword || !!input.breedSeq });
