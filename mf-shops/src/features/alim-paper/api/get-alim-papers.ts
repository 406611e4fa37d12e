// The list's read is the app's (src/api/alim-papers.ts): the home's 알림장 mark reads the same first page.
import { useInfiniteQuery } from '@tanstack/react-query';
import { alimPapersQueryOptions } from '../../../api/alim-papers';

export { alimPapersQueryOptions } from '../../../api/alim-papers';

export const useAlimPapers = (petSeq: number | null) => useInfiniteQuery(alimPapersQueryOptions(petSeq));
