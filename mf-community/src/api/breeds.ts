// Every breed (dogs then cats) for the breed tag picker and the search filter: the shared catalog
// queries, one cache entry per kind.
import { useQueries } from '@tanstack/react-query';
import { breedsQueryOptions, type Breed, type QueryLike } from '@guardian/shared';

/** `data`: both kinds, once both have arrived (one kind alone would read as a short list); `breeds`: what is here. */
export function useAllBreeds(): QueryLike<Breed[]> & { breeds: Breed[] } {
  const [dogs, cats] = useQueries({ queries: [breedsQueryOptions('DOG'), breedsQueryOptions('CAT')] });
  const breeds = [...(dogs.data ?? []), ...(cats.data ?? [])];
  return {
    data: dogs.data && cats.data ? breeds : undefined,
    breeds,
    isPending: dogs.isPending || cats.isPending,
    isError: dogs.isError || cats.isError,
    error: dogs.error ?? cats.error,
    refetch: () => {
      void dogs.refetch();
      void cats.refetch();
    },
  };
}
