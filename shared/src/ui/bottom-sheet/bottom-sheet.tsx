import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './bottom-sheet.module.css';
import { useModalFocus } from '../modal/use-modal-focus';

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

/**
 * The sheet's answer (저장, 적용, 요청 보내기, 다음): the last thing in the sheet, kept at its bottom edge while the content
 * scrolls under it. With the phone's keyboard up (a 390x460 screen) or the phone held sideways, a form sheet's button
 * sat at the end of the scroll, below the fields. Inside a form it stays the form's own (a submit button submits).
 */
export function BottomSheetActions({ message, children }: { message?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.actions}>
      {/* A refusal (FormError) shows above the button it answers, wherever the fields are scrolled. */}
      {message}
      <div className={styles.buttons}>{children}</div>
    </div>
  );
}
