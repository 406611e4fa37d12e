// Renders an article, review or event body from the API's structured blocks as plain React
// elements. There is no HTML anywhere: text is text (React escapes it), links go through
// safeHref, images through safeImageSrc, videos are a provider + id, and a block type this
// build does not know (a newer editor's) is skipped rather than guessed at.
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { safeHref, safeImageSrc, videoEmbedUrl } from '../../lib/safe-url';
import type { ArticleShop } from '../../api/types';
import { ShopCard } from '../shop-card/shop-card';
import styles from './article-blocks.module.css';

type Span = { text: string; bold?: boolean; href?: string };
/** What a block may look like on the wire: the known ones are checked field by field below. */
type AnyBlock = { type: string; [field: string]: unknown };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function SpanView({ span }: { span: Span }) {
  const text = span.bold ? <strong>{span.text}</strong> : span.text;
  const link = safeHref(span.href);
  if (!link) return <>{text}</>;
  return link.external ? (
    <a href={link.to} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {text}
    </a>
  ) : (
    <Link to={link.to} className={styles.link}>
      {text}
    </Link>
  );
}

export function VideoEmbed({
  provider,
  videoId,
  title,
  poster,
}: {
  provider: string;
  videoId: string;
  title: string;
  /** The content's cover, shown under the play button (the provider's thumbnail would track). */
  poster?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const src = videoEmbedUrl(provider, videoId);
  const posterSrc = safeImageSrc(poster);
  if (!src) return null;
  // The player is a third-party frame: it loads only when asked to play.
  return (
    <div className={styles.video}>
      {playing ? (
        <iframe
          className={styles.videoFrame}
          src={src}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          {posterSrc && <img className={styles.poster} src={posterSrc} alt="" />}
          {/* The play button on a video poster: a photo is not themed, so neither is the button (as in every video player). */}
          <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
            <circle cx="12" cy="12" r="12" fill="rgba(0,0,0,0.6)" />
            <path d="M9.5 7.5v9l7-4.5z" fill="#fff" />
          </svg>
          <span>영상 재생: {title}</span>
        </button>
      )}
    </div>
  );
}

function BlockView({ block, shops }: { block: AnyBlock; shops: ArticleShop[] }) {
  switch (block.type) {
    case 'heading':
      return <h2 className={styles.heading}>{str(block.text)}</h2>;
    case 'paragraph': {
      const spans = Array.isArray(block.spans) ? (block.spans as Span[]) : [];
      return (
        <p className={styles.paragraph}>
          {spans.map((s, i) => (typeof s?.text === 'string' ? <SpanView key={i} span={s} /> : null))}
        </p>
      );
    }
    case 'image': {
      const src = safeImageSrc(str(block.url));
      if (!src) return null;
      return (
        <figure className={styles.figure}>
          <img className={styles.image} src={src} alt={str(block.alt)} loading="lazy" />
          {str(block.caption) && <figcaption className={styles.caption}>{str(block.caption)}</figcaption>}
        </figure>
      );
    }
    case 'quote':
      return (
        <blockquote className={styles.quote}>
          <p>{str(block.text)}</p>
          {str(block.cite) && <cite className={styles.cite}>{str(block.cite)}</cite>}
        </blockquote>
      );
    case 'list': {
      const items = Array.isArray(block.items) ? block.items.filter((i) => typeof i === 'string') : [];
      const List = block.ordered === true ? 'ol' : 'ul';
      return (
        <List className={styles.list}>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </List>
      );
    }
    case 'shop': {
      const shop = shops.find((s) => s.shopId === block.shopId);
      return shop ? (
        <div className={styles.shop}>
          <ShopCard shop={shop} />
        </div>
      ) : null;
    }
    case 'video':
      return (
        <VideoEmbed
          provider={str(block.provider)}
          videoId={str(block.videoId)}
          title={str(block.title) || '영상'}
        />
      );
    default:
      return null;
  }
}

export function ArticleBlocks({ blocks, shops = [] }: { blocks: readonly object[]; shops?: ArticleShop[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, i) =>
        block && typeof (block as AnyBlock).type === 'string' ? (
          <Fragment key={i}>
            <BlockView block={block as AnyBlock} shops={shops} />
          </Fragment>
        ) : null,
      )}
    </div>
  );
}
