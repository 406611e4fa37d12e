// What an action on a post's page answers when what it acts on went meanwhile (api community/errors.ts): the post
// (deleted by its author, or hidden from me) or, for a reply, the comment answered (deleted by its author). Any other
// 404 is not one of these (a missing comment is 404 too).
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, queryKeys } from '@guardian/shared';

/** The post is no longer there for this person. */
export const isPostGone = (error: unknown): boolean =>
  isApiError(error) && error.resultCode === 'COMMUNITY_POST_NOT_FOUND';

/** A reply's comment is no longer there (`parentSeq`: the reply was for one). */
export const isParentGone = (error: unknown, parentSeq: number | null | undefined): boolean =>
  parentSeq != null && isApiError(error) && error.resultCode === 'COMMUNITY_COMMENT_NOT_FOUND';

/**
 * The post gone while its page is open (a like, a comment refused as it is no longer there): the post is read again,
 * and its 404 puts the page in its gone state ("삭제되었거나 볼 수 없는 글이에요.", 커뮤니티로), which makes the lists
 * forget it (post-screen.tsx), as when it is opened after it went. True when `error` says so.
 */
export function rereadIfPostGone(queryClient: QueryClient, communitySeq: number, error: unknown): boolean {
  if (!isPostGone(error)) return false;
  void queryClient.invalidateQueries({ queryKey: queryKeys.community.post(communitySeq), exact: true });
  return true;
}
