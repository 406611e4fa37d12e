import type { ComponentPropsWithRef } from 'react';
import styles from './chip.module.css';

export interface ChipProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  selected?: boolean;
}

/** A toggle chip (filters, categories); `aria-pressed` tells assistive tech its state. */
export function Chip({ selected = false, className, children, ...rest }: ChipProps) {
  return (
    <button
      {...rest}
      type="button"
      aria-pressed={selected}
      className={[styles.chip, selected ? styles.selected : '', className ?? ''].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}
