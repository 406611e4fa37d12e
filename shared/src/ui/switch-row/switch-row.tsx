import { useId, type ReactNode } from 'react';
import styles from './switch-row.module.css';

export interface SwitchRowProps {
  label: ReactNode;
  /** A line under the label: what on and off mean here. */
  hint?: ReactNode;
  checked: boolean;
  /** Cannot be switched here at all (not supported, permission denied): taken out of the tab order. */
  disabled?: boolean;
  /**
   * Saving what was switched: taps are ignored, but the switch keeps the focus (a disabled one drops it to the page,
   * and a screen reader with it) and says it is busy.
   */
  busy?: boolean;
  onChange: () => void;
  /** The switch's accessible name; the label when it is text. */
  name?: string;
  className?: string;
}

/**
 * A setting saved the moment it is switched (알림 설정, 채팅방 설정): label and hint, and a switch with a 48 px touch
 * target that says on or off to a screen reader (`role="switch"`).
 */
export function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  busy,
  onChange,
  name,
  className,
}: SwitchRowProps) {
  const hintId = useId();
  return (
    <div className={[styles.row, className ?? ''].filter(Boolean).join(' ')}>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={name ?? (typeof label === 'string' ? label : undefined)}
        // The hint is read with the switch: what on and off mean here.
        aria-describedby={hint ? hintId : undefined}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        className={styles.switch}
        disabled={disabled}
        onClick={busy ? undefined : onChange}
      />
    </div>
  );
}
