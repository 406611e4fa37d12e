// The routes mf-community owns, from the route manifest, under the short names its screens use.
import { paths as all } from '@guardian/shared';

export const paths = {
  feed: all.community,
  post: all.communityPost,
  write: all.communityEdit,
  edit: all.communityEditPost,
  search: all.communitySearch,
  result: all.communityResult,
} as const;

function withQuery(path: string, keyword: string, breedSeq: number | null) {
  const q = new URLSearchParams();
  if (keyword) q.set('keyword', keyword);
  if (breedSeq) q.set('breedSeq', String(breedSeq));
  const query = q.toString();
  return query ? `${path}?${query}` : path;
}

/** `/community/result?keyword=…&breedSeq=…` */
export const resultHref = (keyword: string, breedSeq: number | null) =>
  withQuery(paths.result, keyword, breedSeq);

/** `/community/search?keyword=…&breedSeq=…`: the search screen with a search to change already in it. */
export const searchHref = (keyword: string, breedSeq: number | null) =>
  withQuery(paths.search, keyword, breedSeq);
