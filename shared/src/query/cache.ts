// §9 cache lifetimes, spread into queryOptions.
export const CACHE = {
  /** facilities config, region config, banner, shop detail */
  forever: { staleTime: Infinity, gcTime: Infinity },
  /** facilities per shop, shop inquiry */
  tenMinutes: { staleTime: 600_000, gcTime: 600_000 },
} as const;
