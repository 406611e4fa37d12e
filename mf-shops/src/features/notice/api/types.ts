// Types of the notice calls, from the OpenAPI document the API serves (shared/src/api/schema.gen.ts).
import type { ApiGet, Page } from '@guardian/shared';

/** A published notice of a shop (the detail). */
export type Notice = ApiGet<'/v2/notices/{id}'>;

// The list's "N" (api: `unread` on each notice and the page's count of them). Written here until the shared types are
// generated again from the API (then: ApiGet<'/v2/notices'> and its items, which carry the same fields).
/** A notice on the list: `unread` is true while it is new to the owner (published since they joined, not opened). */
export type NoticeItem = Notice & { unread: boolean };
/** A page of the list, with how many of the shop's notices are new to the owner (the same on every page). */
export type NoticePage = Page<NoticeItem> & { unread: number };
