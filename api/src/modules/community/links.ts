/** Front-end paths the community's notifications open (the app's routes). */

/** A post opened at one of its comments (the post page's `?comment=`, as 내가 쓴 댓글 opens it). */
export const commentLink = (communitySeq: number, commentSeq: number) =>
  `/community/${communitySeq}?comment=${commentSeq}`;

/** 내가 쓴 글, where a post hidden by reports shows as 검토 중 to its author. */
export const MY_POSTS_LINK = '/my-info/community/feed';
