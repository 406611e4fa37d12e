// GET /v2/alim-papers?petSeq=: my pets' 알림장 cards, newest first, a page at a time, with the number still unread
// (`unread` on each page). Opening a card refreshes every list.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet, whenOlderThan } from '@guardian/shared';

type AlimPaperPage = ApiGet<'/v2/alim-papers'>;

const getAlimPapers = (petSeq: number | null, page: number) =>
  apiGet<AlimPaperPage>('/v2/alim-papers', { petSeq: petSeq ?? undefined, page, size: 20 });

export const alimPapersQueryOptions = (petSeq: number | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.alimPaper.list(petSeq),
    queryFn: ({ pageParam }) => getAlimPapers(petSeq, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    // Today's card is written while the app waits behind another one: back in the app, it is on the list.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useAlimPapers = (petSeq: number | null) => useInfiniteQuery(alimPapersQueryOptions(petSeq));
