import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField } from '../form-field/form-field';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: string;
  /** Shown in red and announced; marks the input invalid. */
  error?: string;
  hint?: string;
  /** Extra text beside the hint or error (a counter, a countdown); see FormField. */
  aside?: ReactNode;
  /** E.g. a clear button or a 중복확인 button inside the field. */
  right?: ReactNode;
  hideLabel?: boolean;
}

/** `ref` is a plain prop in React 19, so `{...register('name')}` from react-hook-form just works. */
export function TextField({
  label,
  error,
  hint,
  aside,
  right,
  hideLabel,
  id,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      aside={aside}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(control) => (
        <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
          <input {...rest} {...control} ref={ref} className={styles.input} />
          {right ? <div className={styles.right}>{right}</div> : null}
        </div>
      )}
    </FormField>
  );
}
