import type { ReactNode } from 'react';
import styles from './switch-row.module.css';

export interface SwitchRowProps {
  label: ReactNode;
  /** A line under the label: what on and off mean here. */
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  /** The switch's accessible name; the label when it is text. */
  name?: string;
  className?: string;
}

/**
 * A setting saved the moment it is switched (알림 설정, 채팅방 설정): label and hint, and a switch with a 48 px touch
 * target that says on or off to a screen reader (`role="switch"`).
 */
export function SwitchRow({ label, hint, checked, disabled, onChange, name, className }: SwitchRowProps) {
  return (
    <div className={[styles.row, className ?? ''].filter(Boolean).join(' ')}>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={name ?? (typeof label === 'string' ? label : undefined)}
        className={styles.switch}
        disabled={disabled}
        onClick={onChange}
      />
    </div>
  );
}
