// One finished AI 프로필 picture as a tile of the two-column grid: its renditions (`srcSet`) with the tile's
// size, so a phone loads the one the tile needs at its density rather than the 1080 px picture.
import { columnPhotoSizes } from '@guardian/shared';
import type { AiResult } from '../api/types';

const TILE_SIZES = columnPhotoSizes(2);

export function ResultPicture({ result }: { result: AiResult }) {
  return (
    <img
      src={result.thumbnailUrl}
      srcSet={result.srcSet}
      sizes={TILE_SIZES}
      alt={`${result.styleName} 프로필 사진`}
      width={180}
      height={180}
    />
  );
}
