import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type Pet } from '@guardian/shared';

export const getPets = () => apiGet<Pet[]>('/v2/pets');

export const petsQueryOptions = () => queryOptions({ queryKey: queryKeys.pets.list(), queryFn: getPets });

export const usePets = () => useQuery(petsQueryOptions());
