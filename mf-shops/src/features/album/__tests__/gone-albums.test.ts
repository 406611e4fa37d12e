// Which albums kept in the cache a page of the list, just read, shows gone: only those ranked within that page.
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@guardian/shared';
import type { Album, AlbumPage, AlbumSummary } from '../api/types';
import { forgetGoneAlbums } from '../lib/gone-albums';

const album = (albumSeq: number, date: string) => ({ albumSeq, date }) as Album;
const page = (items: Album[], hasNext: boolean) =>
  ({
    items: items as unknown as AlbumSummary[],
    page: 1,
    size: 20,
    total: 60,
    hasNext,
    unread: 0,
  }) as AlbumPage;

function cacheOf(albums: Album[]) {
  const client = new QueryClient();
  for (const a of albums) client.setQueryData(queryKeys.albums.detail(a.albumSeq), a);
  const kept = () =>
    albums
      .filter((a) => client.getQueryData(queryKeys.albums.detail(a.albumSeq)) !== undefined)
      .map((a) => a.albumSeq);
  return { client, kept };
}

it('a page in the middle shows gone only what is ranked between its first and its last album', () => {
  // The list: newest day first, and on one day the newest album (the highest seq) first.
  const above = album(90, '2026-11-20');
  const sameDayAbove = album(61, '2026-11-10');
  const inside = album(55, '2026-11-05');
  const sameDayBelow = album(39, '2026-11-01');
  const below = album(10, '2026-10-01');
  const { client, kept } = cacheOf([above, sameDayAbove, inside, sameDayBelow, below]);
  forgetGoneAlbums(client, 1, page([album(60, '2026-11-10'), album(40, '2026-11-01')], true));
  expect(kept()).toEqual([90, 61, 39, 10]);
});

it('the first page answers for everything above its last album, the last page for everything below its first', () => {
  const { client, kept } = cacheOf([
    album(90, '2026-11-20'),
    album(10, '2026-10-01'),
    album(50, '2026-11-05'),
  ]);
  forgetGoneAlbums(client, 0, { ...page([album(50, '2026-11-05')], true), page: 0 });
  expect(kept()).toEqual([10, 50]);
  forgetGoneAlbums(client, 3, page([album(50, '2026-11-05')], false));
  expect(kept()).toEqual([50]);
});

it('an empty first page (no album left) shows every kept album gone; an empty later one shows none', () => {
  const { client, kept } = cacheOf([album(90, '2026-11-20'), album(10, '2026-10-01')]);
  forgetGoneAlbums(client, 2, page([], false));
  expect(kept()).toEqual([90, 10]);
  forgetGoneAlbums(client, 0, { ...page([], false), page: 0 });
  expect(kept()).toEqual([]);
});

it('leaves the list itself alone', () => {
  const { client } = cacheOf([]);
  client.setQueryData(queryKeys.albums.list(), { pages: [], pageParams: [] });
  forgetGoneAlbums(client, 0, { ...page([], false), page: 0 });
  expect(client.getQueryData(queryKeys.albums.list())).toEqual({ pages: [], pageParams: [] });
});
