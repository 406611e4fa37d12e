// Where a #tag in a post or a comment leads: the community's search result for it, as a search for '#산책' finds the
// posts that carry the tag (the result screen cuts a tag longer than a search may be).
import { resultHref } from '../config/paths';

export const tagHref = (tag: string) => resultHref(tag, null);
