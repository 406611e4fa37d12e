// Types of the 소식 calls, from the OpenAPI document the API serves (shared/src/api/schema.gen.ts).
import type { ApiBody, ApiGet } from '@guardian/shared';

export type NotificationPage = ApiGet<'/v2/notifications'>;
export type Notification = NotificationPage['items'][number];
export type NotificationKind = Notification['kind'];
export type NotificationSetting = ApiGet<'/v2/notifications/settings'>[number];
export type WebSubscription = ApiBody<'/v2/notifications/push/web', 'post'>;
