// What a shop or another person wrote, with its web addresses and phone numbers tappable (as KakaoTalk shows
// them), where long-pressing to select and copy had been the only way. Parts, not a block of its own: the
// paragraph or bubble it goes in keeps its styling and its line breaks (`white-space: pre-line` or `pre-wrap`).
import { Fragment, useMemo, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { isInApp, openExternal } from '@guardian/shared';
import { linkParts } from './link-parts';
import styles from './linked-text.module.css';

export interface LinkedTextProps {
  text: string;
  /**
   * Where a #hashtag leads (the page of its search, say), or null to leave that one text. Without it, hashtags are
   * text (a shop's 알림장 or a chat has no search of its own).
   */
  tagHref?: (tag: string) => string | null;
}

/**
 * `text` with each web address and phone number as a link named by the address or number as written. Another
 * site opens in a new tab; in the app, in the phone's browser through the bridge (the WebView stays on the app).
 * A page of this site (a shop's /shop/3) opens here, as the app's own links do. A number dials (`tel:`). With
 * `tagHref`, each #hashtag opens the page it names, here.
 */
export function LinkedText({ text, tagHref }: LinkedTextProps) {
  const tags = tagHref != null;
  const parts = useMemo(() => linkParts(text, { tags }), [text, tags]);
  return parts.map((part, i) => {
    if (part.kind === 'text') return <Fragment key={i}>{part.text}</Fragment>;
    if (part.kind === 'tag') {
      const to = tagHref?.(part.text);
      return to ? (
        <Link key={i} className={`${styles.link} ${styles.tag}`} to={to}>
          {part.text}
        </Link>
      ) : (
        <Fragment key={i}>{part.text}</Fragment>
      );
    }
    if (part.kind === 'phone')
      return (
        <a key={i} className={`${styles.link} ${styles.phone}`} href={part.href}>
          {part.text}
        </a>
      );
    const url = new URL(part.href);
    if (url.origin === window.location.origin)
      return (
        <Link key={i} className={styles.link} to={url.pathname + url.search + url.hash}>
          {part.text}
        </Link>
      );
    return (
      <a
        key={i}
        className={styles.link}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event: MouseEvent) => {
          if (!isInApp()) return;
          event.preventDefault();
          openExternal(part.href);
        }}
      >
        {part.text}
      </a>
    );
  });
}
