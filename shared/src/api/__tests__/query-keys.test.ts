import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { meQueryKey } from '../../session/me-query';
import { bannersQueryOptions } from '../marketing-queries';
import { breedsQueryOptions } from '../catalog-queries';
import { queryKeys } from '../query-keys';
import * as requests from '../requests';

describe('queryKeys', () => {
  it('starts every key with its domain, so a domain can be invalidated by its prefix', () => {
    for (const [domain, keys] of Object.entries(queryKeys)) {
      expect(keys.all).toEqual([domain]);
    }
    expect(queryKeys.shops.detail(7)).toEqual(['shops', 'detail', 7]);
    expect(
      queryKeys.booking.dayAvailability({ shopId: 3, productSeq: 1, date: '2026-12-01', petSeqs: [2, 5] }),
    ).toEqual([...queryKeys.booking.availability(3), 1, '2026-12-01', '', '2,5']);
    expect(queryKeys.reservations.next().slice(0, 1)).toEqual(queryKeys.reservations.all);
  });

  it('keeps the session key the same everywhere', () => {
    expect(queryKeys.user.me()).toEqual(meQueryKey);
  });

  it('keeps a one-page popular list out of the infinite inquiry searches', () => {
    const popular = queryKeys.shops.popular({ orderBy: 'REVIEWS' });
    expect(popular.slice(0, 2)).not.toEqual(queryKeys.shops.inquiry());
  });
});

describe('shared queryOptions', () => {
  it('fetch banners once for every screen that asks (one key, cached for the visit)', async () => {
    const get = vi.spyOn(requests, 'apiGet').mockResolvedValue([]);
    const client = new QueryClient();
    await client.fetchQuery(bannersQueryOptions());
    await client.fetchQuery(bannersQueryOptions());
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/v2/marketing/banner', undefined, expect.anything());
  });

  it('fetch breeds per kind under the catalog key', async () => {
    const get = vi.spyOn(requests, 'apiGet').mockResolvedValue([{ breedSeq: 1, kind: 'CAT', name: '코숏' }]);
    const client = new QueryClient();
    await client.fetchQuery(breedsQueryOptions('CAT'));
    expect(get).toHaveBeenCalledWith('/v2/breeds', { kind: 'CAT' }, expect.anything());
    expect(client.getQueryData(['catalog', 'breeds', 'CAT'])).toEqual([
      { breedSeq: 1, kind: 'CAT', name: '코숏' },
    ]);
  });
});
