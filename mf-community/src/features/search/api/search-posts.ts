// GET /v2/community/search: posts whose text holds every word (partial Korean words too), or with a
// breed tag, page by page.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { SearchPage } from '../../../api/types';

const PAGE_SIZE = 20;

export interface SearchInput {
  keyword: string;
  breedSeq?: number;
}

export const searchPosts = (input: SearchInput, page: number, signal?: AbortSignal) =>
  apiGet<SearchPage>(
    '/v2/community/search',
    {
      ...(input.keyword ? { keyword: input.keyword } : {}),
      ...(input.breedSeq ? { breedSeq: input.breedSeq } : {}),
      page,
      size: PAGE_SIZE,
    },
    { signal },
  );

export const searchQueryOptions = (input: SearchInput) =>
  infiniteQueryOptions({
    queryKey: queryKeys.community.search(input),
    queryFn: ({ pageParam, signal }) => searchPosts(input, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: SearchPage) => (last.hasNext ? last.page + 1 : undefined),
  });

export const useSearchPosts = (input: SearchInput) =>
  useInfiniteQuery({ ...searchQueryOptions(input), enabled: !!input.keyword || !!input.breedSeq });
