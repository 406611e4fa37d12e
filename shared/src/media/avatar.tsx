// A person's, a pet's or a shop's picture, or the first letter of the name when there is none. A picture that does not
// load (its signed link expired on a page left open, a file swept) falls back to the letter, not a broken image.
import { useState } from 'react';
import styles from './avatar.module.css';

export interface AvatarProps {
  name: string;
  imageUrl: string | null;
  /** Width and height in CSS px. */
  size?: number;
}

export function Avatar({ name, imageUrl, size = 56 }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (imageUrl && imageUrl !== failed)
    return (
      <img
        className={styles.avatar}
        style={style}
        src={imageUrl}
        alt=""
        onError={() => setFailed(imageUrl)}
      />
    );
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={style} aria-hidden="true">
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}
