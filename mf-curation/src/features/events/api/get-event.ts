// GET /v2/events/{id}: an event's period, body and coupon (with my code once I took it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, whenOlderThan } from '@guardian/shared';
import type { EventDetail } from '../../../api/types';

export const getEvent = (eventSeq: number, signal?: AbortSignal) =>
  apiGet<EventDetail>(`/v2/events/${eventSeq}`, undefined, { signal });

export const eventQueryOptions = (eventSeq: number) =>
  queryOptions({
    queryKey: queryKeys.events.detail(eventSeq),
    queryFn: ({ signal }) => getEvent(eventSeq, signal),
    // Opened before it started and looked at again once it has (or after it ended): back in the app, the event is
    // read again, so 쿠폰 받기 is offered as it is now instead of "이벤트가 시작되면 받을 수 있어요" until a reload.
    refetchOnWindowFocus: whenOlderThan(60_000),
  });

export const useEvent = (eventSeq: number) =>
  useQuery({ ...eventQueryOptions(eventSeq), enabled: eventSeq > 0 });
