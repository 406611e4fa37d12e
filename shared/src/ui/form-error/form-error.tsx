import styles from './form-error.module.css';

export interface FormErrorProps {
  /** The form-level message (e.g. `errorMessage(e)` after a failed submit); nothing renders without one. */
  message?: string | null;
  align?: 'start' | 'center';
  /** On a tinted box, for a message that must stand out among cards (booking steps). */
  boxed?: boolean;
}

/** The error paragraph under a form: announced as soon as it appears. */
export function FormError({ message, align = 'start', boxed = false }: FormErrorProps) {
  if (!message) return null;
  const className = [styles.error, align === 'center' ? styles.center : '', boxed ? styles.boxed : '']
    .filter(Boolean)
    .join(' ');
  return (
    <p className={className} role="alert">
      {message}
    </p>
  );
}
