import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'text';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** Full width by default (§9). */
  fullWidth?: boolean;
  /**
   * Busy: announces it, draws the dots and ignores taps, Enter and a form's submit until it is done. It stays
   * focused (aria-disabled, not disabled): a disabled button drops the focus to the page, and the dialog or
   * message its work opens then had nowhere to hand the focus back to, a screen reader starting over at the top.
   */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  fullWidth = true,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // preventDefault: a busy submit button does not submit its form either (a tap, or Enter in a field).
        if (loading) return event.preventDefault();
        onClick?.(event);
      }}
      data-variant={variant}
    >
      {loading ? <span className={styles.dots} aria-hidden="true" /> : null}
      <span className={loading ? styles.hiddenLabel : undefined}>{children}</span>
    </button>
  );
}
