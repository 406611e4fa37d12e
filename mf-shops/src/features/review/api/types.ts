// Types of the review calls, from the OpenAPI document (schema.gen.ts).
import type { ApiBody, ApiGet } from '@guardian/shared';

/** GET /v2/reviews/mine: my review, with until when I may edit it. */
export type MyReview = ApiGet<'/v2/reviews/mine'>[number];
/** GET /v2/reviews/pending: a completed visit without a review (its read is the remote's, src/api). */
export type { PendingVisit } from '../../../api/pending-reviews';
export type ReviewInput = ApiBody<'/v2/reviews', 'post'>;
