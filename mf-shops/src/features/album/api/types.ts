// Types of the album calls, from the OpenAPI document the API serves (shared/src/api/schema.gen.ts).
import type { ApiGet } from '@guardian/shared';

/** A page of the list, with how many of the owner's albums are new to them (`unread`, the same on every page). */
export type AlbumPage = ApiGet<'/v2/albums'>;
/** An album on the list: `unread` is true while it is new to the owner (posted since they joined, not opened). */
export type AlbumSummary = AlbumPage['items'][number];
export type Album = ApiGet<'/v2/albums/{id}'>;
