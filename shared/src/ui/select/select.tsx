import type { ComponentPropsWithRef } from 'react';
import styles from './select.module.css';
import { FormField } from '../form-field/form-field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ('선택해 주세요'); pair it with a required rule in the form. */
  placeholder?: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
}

/** A native select: the phone's own picker, keyboard and screen-reader support for free. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel,
  id,
  className,
  ref,
  ...rest
}: SelectProps) {
  return (
    <FormField label={label} error={error} hint={hint} hideLabel={hideLabel} id={id} className={className}>
      {(control) => (
        <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
          <select {...rest} {...control} ref={ref} className={styles.select}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </div>
      )}
    </FormField>
  );
}
