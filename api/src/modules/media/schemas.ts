import { Type } from '@sinclair/typebox';
import { S, enumOf, obj } from '../../http/schemas.js';
import { VARIANT_NAMES } from './process-image.js';

export const mediaSchema = obj(
  {
    mediaSeq: S.int,
    width: S.int,
    height: S.int,
    url: S.str,
    thumbnailUrl: S.str,
    srcSet: Type.String({
      description:
        "Every rendition (320, 720 and 1280 px wide WebP; a smaller photo's at its own width, once) as an HTML `srcset`: `<signed link> <width>w`, comma-separated, narrowest first. Lets a screen load the rendition its size and pixel density need.",
    }),
  },
  {
    description:
      'An uploaded photo. `url` (1280 px wide WebP), `thumbnailUrl` (320 px) and the links in `srcSet` are signed links that expire (about an hour); ask the API again for fresh ones.',
  },
);

/** The multipart body, for the OpenAPI document only (the route streams the part itself). */
export const uploadBody = Type.Object({
  file: Type.Unsafe<unknown>({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG, WebP or HEIC, told by content; up to 15 MB',
  }),
});

export const mediaFileParams = obj({
  mediaSeq: Type.Integer({ minimum: 1 }),
  variant: enumOf(VARIANT_NAMES),
});

export const signedQuery = obj({
  exp: Type.Integer({ minimum: 0, description: 'Expiry, Unix seconds' }),
  sig: Type.String({ minLength: 1, maxLength: 128, description: 'HMAC-SHA256 of mediaSeq, variant and exp' }),
});
