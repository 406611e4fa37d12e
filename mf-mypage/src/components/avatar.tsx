// A person's or a pet's picture, or the first letter of the name when there is none.
import styles from './avatar.module.css';

export function Avatar({
  name,
  imageUrl,
  size = 56,
}: {
  name: string;
  imageUrl: string | null;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (imageUrl) return <img className={styles.avatar} style={style} src={imageUrl} alt="" />;
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={style} aria-hidden="true">
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}
