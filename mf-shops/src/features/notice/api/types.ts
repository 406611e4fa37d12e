// Types of the notice calls, from the OpenAPI document the API serves (shared/src/api/schema.gen.ts).
import type { ApiGet } from '@guardian/shared';

/** A published notice of a shop (the detail). */
export type Notice = ApiGet<'/v2/notices/{id}'>;

/** A page of the list, with how many of the shop's notices are new to the owner (`unread`, the same on every page). */
export type NoticePage = ApiGet<'/v2/notices'>;
/** A notice on the list: `unread` is true while it is new to the owner (published since they joined, not opened). */
export type NoticeItem = NoticePage['items'][number];
