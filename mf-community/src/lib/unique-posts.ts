/**
 * The posts of a list's pages, each once, where it first came: pages read at different moments can overlap (a
 * page read again after posts were written, an offset page after the list moved), and one post twice would be two
 * cards with one key.
 */
export const uniquePosts = <P extends { communitySeq: number }>(pages: { items: P[] }[]) => {
  const seen = new Set<number>();
  return pages.flatMap((p) =>
    p.items.filter((post) => !seen.has(post.communitySeq) && !!seen.add(post.communitySeq)),
  );
};
