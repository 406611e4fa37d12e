// One marketing banner (GET /v2/marketing/banner) as the tabs show them: an app path opens inside
// the app, any other link in a new window, no link just the picture.
import { Link } from 'react-router-dom';
import type { Banner } from '../../api/types';

interface Props {
  banner: Banner;
  /** The first banner is in view at load, often the page's largest paint: fetched first, never lazily. */
  first: boolean;
  imageClassName?: string;
}

export function BannerLink({ banner, first, imageClassName }: Props) {
  const image = (
    <img
      src={banner.imageUrl}
      alt={banner.title}
      className={imageClassName}
      {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
  if (!banner.linkUrl) return image;
  if (banner.linkUrl.startsWith('/')) return <Link to={banner.linkUrl}>{image}</Link>;
  return (
    <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  );
}
