// GET /v2/alim-papers?petSeq=: my pets' 알림장 cards, newest first, a page at a time, with the number still unread
// (`unread` on each page). 알림장 lists them; the home's quick menu shows the unread number on its 알림장 from the
// every-pet list's first page. One read under one key, so each fills the other's cache, and opening a card (which
// refreshes every list) clears the mark on both.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet, queryKeys, type ApiGet, whenOlderThan } from '@guardian/shared';

type AlimPaperPage = ApiGet<'/v2/alim-papers'>;

export const getAlimPapers = (petSeq: number | null, page: number) =>
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
