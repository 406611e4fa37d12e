// GET /v2/events/{id}: an event's period, body and coupon (with my code once I took it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys } from '@guardian/shared';
import type { EventDetail } from '../../../api/types';

export const getEvent = (eventSeq: number, signal?: AbortSignal) =>
  apiGet<EventDetail>(`/v2/events/${eventSeq}`, undefined, { signal });

export const eventQueryOptions = (eventSeq: number) =>
  queryOptions({
    queryKey: queryKeys.events.detail(eventSeq),
    queryFn: ({ signal }) => getEvent(eventSeq, signal),
  });

export const useEvent = (eventSeq: number) =>
  useQuery({ ...eventQueryOptions(eventSeq), enabled: eventSeq > 0 });
