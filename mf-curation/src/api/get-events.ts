// GET /v2/events: running first, then upcoming, then ended. The home's 이벤트 row and /event share it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet, queryKeys } from '@guardian/shared';
import type { EventCard } from './types';

export const getEvents = (signal?: AbortSignal) =>
  publicGet<EventCard[]>('/v2/events', undefined, { signal });

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.events.list(), queryFn: ({ signal }) => getEvents(signal) });

export const useEvents = () => useQuery(eventsQueryOptions());
