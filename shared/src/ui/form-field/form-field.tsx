import { useId, type ReactNode } from 'react';
import visuallyHidden from '../visually-hidden/visually-hidden.module.css';
import styles from './form-field.module.css';

/** What the wrapped control must spread to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shown in red and announced; marks the control invalid. Wins over the hint. */
  error?: string;
  hint?: ReactNode;
  /** Extra text next to the message, e.g. a '12/300' counter; also describes the control. */
  aside?: ReactNode;
  hideLabel?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint and error around any input: the one place that wires `aria-describedby` and
 * `aria-invalid`, so TextField, Textarea, Select and a screen's own control all behave alike.
 */
export function FormField({ label, error, hint, aside, hideLabel, id, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  const asideId = `${controlId}-aside`;
  const message = error ?? hint;
  const describedBy = [message ? messageId : '', aside ? asideId : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={hideLabel ? visuallyHidden.hidden : styles.label}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {message || aside ? (
        <div className={styles.footer}>
          {message ? (
            <p
              id={messageId}
              className={error ? styles.error : styles.hint}
              role={error ? 'alert' : undefined}
            >
              {message}
            </p>
          ) : null}
          {aside ? (
            <p id={asideId} className={styles.aside}>
              {aside}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
