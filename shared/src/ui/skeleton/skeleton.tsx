import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  className?: string;
}

/** A placeholder block shaped like the content that is loading; hidden from screen readers. */
export function Skeleton({
  width = '100%',
  height = 16,
  radius = 'var(--radius-sm)',
  className,
}: SkeletonProps) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={[styles.skeleton, className ?? ''].filter(Boolean).join(' ')}
      style={style}
    />
  );
}
