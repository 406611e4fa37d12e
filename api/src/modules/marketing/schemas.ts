/** Schemas of the marketing domain. */
import { obj, S } from '../../http/schemas.js';

export const bannerSchema = obj({
  bannerSeq: S.int,
  title: S.str,
  imageUrl: S.str,
  linkUrl: S.nullable(S.str),
});
