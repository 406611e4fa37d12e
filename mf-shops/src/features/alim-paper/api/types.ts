// Types of the 알림장 calls ("알림장: report cards (issue 12)" in docs/api-contract.md), from the
// generated OpenAPI types, so an API change shows up here as a type error.
import type { ApiGet, ApiPost } from '@guardian/shared';

export type AlimPaperPage = ApiGet<'/v2/alim-papers'>;
export type AlimPaperItem = AlimPaperPage['items'][number];
/** The owner's card (marked read when fetched). */
export type AlimPaper = ApiGet<'/v2/alim-papers/{id}'>;
/** A card opened from a shared link: read-only, without the owner's read and share state. */
export type SharedAlimPaper = ApiGet<'/v2/alim-papers/shared'>;
export type AlimPaperShare = ApiPost<'/v2/alim-papers/{id}/share'>;
export type MealAmount = NonNullable<AlimPaper['meal']>['amount'];
export type PoopState = NonNullable<AlimPaper['potty']>['state'];
