// The API shapes mf-curation reads, derived from the generated OpenAPI types (never written by hand).
import type { ApiGet, ApiPost } from '@guardian/shared';

export type CurationHome = ApiGet<'/v2/curation'>;
export type Series = CurationHome['series'][number];
export type ContentCard = Series['contents'][number];
export type Picks = ApiGet<'/v2/curation/picks'>;
export type ContentDetail = ApiGet<'/v2/curation/{curationSeq}/{curationContentsSeq}'>;
export type ArticleShop = ContentDetail['shops'][number];
export type BreedGuide = ApiGet<'/v2/curation/breeds/{breedSeq}'>;
export type CurationReview = ApiGet<'/v2/curation/review/{id}'>;
export type ReviewCard = ApiGet<'/v2/curation/reviews'>[number];
export type EventCard = ApiGet<'/v2/events'>[number];
export type EventDetail = ApiGet<'/v2/events/{id}'>;
export type TakenCoupon = ApiPost<'/v2/events/{id}/coupon'>;
