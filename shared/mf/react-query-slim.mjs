// What the apps use of @tanstack/react-query, and only that, as the shared '@tanstack/react-query'.
// A shared module is bundled whole (nobody knows what a future remote imports), and so was
// @tanstack/query-core while it was shared on its own: hydration, streamed queries, the suspense
// and prefetch hooks, the state hooks nobody calls. Re-exporting the names the apps import lets the
// build drop the rest (14.1 → 11.8 KB gzipped). query-core is no longer shared by itself: it is
// only ever imported by react-query, so it lives inside this module's chunk, one copy per page.
// 'react-query-source' (an alias of the package's ES module build, see resolve.alias in index.mjs)
// keeps the request from being taken over by the shared '@tanstack/react-query', which would import
// itself. A name an app imports that is not listed here is undefined at run time:
// scripts/__tests__/shared-slim.test.mjs fails when one is missing, or one listed is no longer used.
export {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  onlineManager,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from 'react-query-source';
