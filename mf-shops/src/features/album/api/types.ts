// Types of the album calls, from the OpenAPI document the API serves (shared/src/api/schema.gen.ts).
import type { ApiGet } from '@guardian/shared';

export type AlbumPage = ApiGet<'/v2/albums'>;
export type AlbumSummary = AlbumPage['items'][number];
export type Album = ApiGet<'/v2/albums/{id}'>;
