import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  label: string;
  /** Shown in red and announced; marks the input invalid. */
  error?: string;
  hint?: string;
  /** E.g. a clear button or a 중복확인 button inside the field. */
  right?: ReactNode;
  hideLabel?: boolean;
}

/** `ref` is a plain prop in React 19, so `{...register('name')}` from react-hook-form just works. */
export function TextField({
  label,
  error,
  hint,
  right,
  hideLabel,
  id,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? styles.visuallyHidden : styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {right ? <div className={styles.right}>{right}</div> : null}
      </div>
      {message ? (
        <p id={messageId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
