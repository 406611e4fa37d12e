// Types of the album calls, from the OpenAPI document the API serves (shared/src/api/schema.gen.ts).
import type { ApiGet } from '@guardian/shared';

type ListedPage = ApiGet<'/v2/albums'>;

// The list's "N" (api: `unread` on each album and the page's count of them). Added here until the shared types are
// generated again from the API (then ApiGet<'/v2/albums'> carries the same fields, and these are that type again).
/** An album on the list: `unread` is true while it is new to the owner (posted since they joined, not opened). */
export type AlbumSummary = ListedPage['items'][number] & { unread: boolean };
/** A page of the list, with how many of the owner's albums are new to them (the same on every page). */
export type AlbumPage = Omit<ListedPage, 'items'> & { items: AlbumSummary[]; unread: number };
export type Album = ApiGet<'/v2/albums/{id}'>;
