// Focus handling every modal surface needs: move focus in, keep Tab inside, Escape closes,
// give focus back to what had it, and stop the page behind from scrolling; and, for a surface that asks for it,
// the phone's back closes it (openModalSurface, modal-surfaces.ts). Only the surfaces' own code imports it (the
// bottom sheet, the confirm dialog, the photo viewer), so it loads with them, not in every tab's first load.
import { useEffect, useRef, type RefObject } from 'react';
import { openModalSurface } from '../../index';

export interface ModalFocusOptions {
  /** The phone's back closes the surface (calls onEscape) and stays on the page. Not for a surface that is a history
   * entry of its own (a sheet at ?pet=3), whose back already closes it. */
  closeOnBack?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useModalFocus(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onEscape: (() => void) | undefined,
  initialFocus?: RefObject<HTMLElement | null>,
  { closeOnBack = false }: ModalFocusOptions = {},
): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    (initialFocus?.current ?? root?.querySelector<HTMLElement>(FOCUSABLE) ?? root)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const surface = openModalSurface(() => onEscapeRef.current?.(), closeOnBack);

    function onKeyDown(event: KeyboardEvent) {
      if (!surface.isOnTop()) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current?.();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      surface.remove();
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [open, container, initialFocus, closeOnBack]);
}
