/** Schemas of the notifications domain (/news). */
import { list, obj, paging, S } from '../../http/schemas.js';

const { str, int, bool, dateTime, nullable } = S;

export const notificationSchema = obj({
  notificationSeq: int,
  kind: str,
  title: str,
  body: str,
  link: nullable(str),
  createdAt: dateTime,
  readAt: nullable(dateTime),
});
export const notificationPage = obj({
  items: list(notificationSchema),
  page: int,
  size: int,
  total: int,
  hasNext: bool,
  unread: int,
});
export const notificationsQuery = obj({ ...paging });
