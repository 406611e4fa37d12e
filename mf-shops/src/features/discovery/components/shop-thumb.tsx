// A shop's thumbnail, or its first letter on a tinted square when it has none.
import styles from './shop-thumb.module.css';

export function ShopThumb({ name, url, size = 56 }: { name: string; url: string | null; size?: number }) {
  return url ? (
    <img
      className={styles.thumb}
      src={url}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size }}
    />
  ) : (
    <span className={styles.letter} style={{ width: size, height: size }} aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}
