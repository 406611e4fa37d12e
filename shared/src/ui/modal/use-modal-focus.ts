// Focus handling every modal surface needs: move focus in, keep Tab inside, Escape closes,
// give focus back to what had it, and stop the page behind from scrolling.
import { useEffect, useRef, type RefObject } from 'react';

// The open surfaces in the order they opened. Only the last opened, the one on top, answers the keyboard: a question over a sheet (the pet form's
// 닫을까요?) is answered by Escape, and the sheet under it stays; every open surface used to close at once.
const openSurfaces: object[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useModalFocus(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onEscape: (() => void) | undefined,
  initialFocus?: RefObject<HTMLElement | null>,
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

    const surface = {};
    openSurfaces.push(surface);

    function onKeyDown(event: KeyboardEvent) {
      if (openSurfaces[openSurfaces.length - 1] !== surface) return;
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
      openSurfaces.splice(openSurfaces.indexOf(surface), 1);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [open, container, initialFocus]);
}
