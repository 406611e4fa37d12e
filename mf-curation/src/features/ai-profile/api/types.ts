// The AI profile API's shapes, derived from the generated OpenAPI types (declared once, in the API's schemas).
import type { ApiBody, ApiGet, ApiPost } from '@guardian/shared';

export type AiProduct = ApiGet<'/v2/ai-profile/products'>[number];
export type AiOrderSummary = ApiGet<'/v2/ai-profile/orders'>[number];
export type AiOrder = ApiGet<'/v2/ai-profile/orders/{orderSeq}'>;
export type AiOrderStatus = AiOrder['status'];
export type AiOrderInput = ApiBody<'/v2/ai-profile/orders'>;
export type AiOrderCreated = ApiPost<'/v2/ai-profile/orders'>;
export type PhotoCheck = ApiPost<'/v2/ai-profile/photo-checks'>;
export type AiResult = AiOrder['results'][number];
