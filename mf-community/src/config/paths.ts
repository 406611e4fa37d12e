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

/** `/community/result?keyword=…&breedSeq=…` */
export function resultHref(keyword: string, breedSeq: number | null) {
  const q = new URLSearchParams();
  if (keyword) q.set('keyword', keyword);
  if (breedSeq) q.set('breedSeq', String(breedSeq));
  return `${paths.result}?${q.toString()}`;
}
