import { createPortal } from 'react-dom';
import { useToastStore } from './toast-store';
import styles from './toast.module.css';

/** Renders live toasts above the tab bar; screen readers hear each one (role=status). */
export function ToastViewport() {
  const toasts = useToastStore((s) => s.toasts);
  return createPortal(
    <div className={styles.viewport}>
      {toasts.map((t) => (
        <div key={t.id} role="status" className={`${styles.toast} ${styles[t.type]}`} data-type={t.type}>
          {t.message}
        </div>
      ))}
    </div>,
    document.body,
  );
}
