import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../modal/use-modal-focus';
import styles from './bottom-sheet.module.css';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  /** The phone's back closes the sheet and stays on the page: for a sheet held in state. A sheet that is a history
   * entry of its own (useParamEntry, ?pet=3) is closed by back already and leaves this off. */
  closeOnBack?: boolean;
  children: ReactNode;
}

export function BottomSheet({ open, onClose, title, closeOnBack = false, children }: BottomSheetProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(open, panelRef, onClose, panelRef, { closeOnBack });
  if (!open) return null;
  return createPortal(
    <div className={styles.overlay} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panelRef}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
      >
        <div className={styles.handle} aria-hidden="true" />
        {title ? (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        <div className={styles.content}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
