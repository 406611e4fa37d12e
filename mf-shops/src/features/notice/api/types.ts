// Types of the notice calls, from the OpenAPI document the API serves (shared/src/api/schema.gen.ts).
import type { ApiGet } from '@guardian/shared';

/** A published notice of a shop (list item and detail). */
export type Notice = ApiGet<'/v2/notices/{id}'>;
