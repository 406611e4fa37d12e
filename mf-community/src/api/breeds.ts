// Every breed (dogs then cats) for the breed tag picker and the search filter: the shared catalog
// queries, one cache entry per kind.
import { useQueries } from '@tanstack/react-query';
import { breedsQueryOptions, type Breed } from '@guardian/shared';

export function useAllBreeds(): {
  breeds: Breed[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
} {
  const [dogs, cats] = useQueries({ queries: [breedsQueryOptions('DOG'), breedsQueryOptions('CAT')] });
  return {
    breeds: [...(dogs.data ?? []), ...(cats.data ?? [])],
    isPending: dogs.isPending || cats.isPending,
    isError: dogs.isError || cats.isError,
    refetch: () => {
      void dogs.refetch();
      void cats.refetch();
    },
  };
}
