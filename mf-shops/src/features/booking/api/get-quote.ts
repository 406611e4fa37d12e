import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { Quote } from './types';

export interface QuoteParams {
  productSeq: number;
  petSeqs: number[];
  date?: string;
  endDate?: string;
}

export const getQuote = ({ productSeq, petSeqs, date, endDate }: QuoteParams) =>
  apiGet<Quote>(`/v2/online-reservation/products/${productSeq}/quote`, {
    petSeqs,
    ...(date ? { date } : {}),
    ...(endDate ? { endDate } : {}),
  });

export const quoteQueryOptions = (p: QuoteParams) =>
  queryOptions({
    queryKey: queryKeys.booking.quote(p),
    queryFn: () => getQuote(p),
    enabled: p.petSeqs.length > 0,
    placeholderData: keepPreviousData,
  });

export const useQuote = (p: QuoteParams) => useQuery(quoteQueryOptions(p));
