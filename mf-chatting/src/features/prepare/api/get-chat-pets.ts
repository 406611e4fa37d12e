// GET /v2/chatting/pet: my pets to choose from for the inquiry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, queryKeys, type Pet } from '@guardian/shared';

export const getChatPets = () => apiGet<Pet[]>('/v2/chatting/pet');

export const chatPetsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.chatting.pets(), queryFn: getChatPets });

export const useChatPets = () => useQuery(chatPetsQueryOptions());
