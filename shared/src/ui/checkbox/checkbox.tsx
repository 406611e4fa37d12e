import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
}

/** A native checkbox (keyboard and screen readers for free) with a 48 px touch target. */
export function Checkbox({ label, id, className, ref, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <label htmlFor={inputId} className={[styles.row, className ?? ''].filter(Boolean).join(' ')}>
      <input {...rest} ref={ref} id={inputId} type="checkbox" className={styles.input} />
      <span className={styles.box} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </label>
  );
}
