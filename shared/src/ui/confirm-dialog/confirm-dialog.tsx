import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './confirm-dialog.module.css';
import { Button } from '../../index';
import { useModalFocus } from '../modal/use-modal-focus';

export interface ConfirmDialogProps {
  open: boolean;
  /** Main text; a list renders one line per entry. */
  text: string | string[];
  subText?: string;
  cancelText?: string;
  confirmText?: string;
  hideCancel?: boolean;
  onConfirm: () => void;
  /** Cancel button, Escape and a tap on the overlay. Alerts (hideCancel) treat these as confirm. */
  onCancel?: () => void;
  /** The phone's back answers like 취소 and stays on the page (on by default). Off where the router already holds
   * the back the dialog asks about (the leave guard's question). */
  closeOnBack?: boolean;
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  text,
  subText,
  cancelText = '취소',
  confirmText = '확인',
  hideCancel = false,
  onConfirm,
  onCancel,
  closeOnBack = true,
  children,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dismiss = hideCancel ? onConfirm : onCancel;
  // The focus starts on the safe answer: every question here is about something that cannot be undone (예약 취소,
  // 탈퇴, 지우기, a draft thrown away), and one Enter or a screen reader's double tap on the focus must not do it
  // (WAI-ARIA's alertdialog pattern). An alert's one button is its answer.
  useModalFocus(open, panelRef, dismiss, hideCancel ? confirmRef : cancelRef, { closeOnBack });

  if (!open) return null;
  const lines = Array.isArray(text) ? text : [text];

  return createPortal(
    <div className={styles.overlay} onClick={(e) => e.target === e.currentTarget && dismiss?.()}>
      <div
        ref={panelRef}
        className={styles.panel}
        role={hideCancel ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subText ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div id={titleId} className={styles.text}>
          {lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
        {subText ? (
          <p id={descriptionId} className={styles.subText}>
            {subText}
          </p>
        ) : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        <div className={styles.actions}>
          {hideCancel ? null : (
            <Button ref={cancelRef} variant="tertiary" onClick={onCancel}>
              {cancelText}
            </Button>
          )}
          <Button ref={confirmRef} onClick={onConfirm}>
            {confirmText}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
