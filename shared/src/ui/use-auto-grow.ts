// A text box that grows with what is typed, up to its CSS max-height (then it scrolls inside): the chat's message
// box, a post's comment box. One line high whatever its content, a longer message showed only its last line or
// two, and could not be read over before it was sent.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

function fit(el: HTMLTextAreaElement) {
  // Measured at its natural height, the box is one line high for a moment: its parent is held at its height
  // meanwhile, or what is beside it would grow into the room and shrink back. The chat's list did, and the browser
  // pulled its scroll up as it grew: refitted after a text size change, the box left the last messages out of sight.
  const parent = el.parentElement;
  const held = parent?.style.minHeight ?? '';
  if (parent) parent.style.minHeight = `${parent.offsetHeight}px`;
  el.style.height = 'auto';
  // border-box: the content's height and the borders (what offsetHeight has beyond clientHeight). Set in em, the
  // box's own text size: when that size changes (the phone's text size, the page's zoom), the box grows or shrinks
  // with it at once, and that resize is what tells the observer below to fit the text again.
  const px = el.scrollHeight + el.offsetHeight - el.clientHeight;
  const fontPx = parseFloat(getComputedStyle(el).fontSize);
  el.style.height = fontPx > 0 ? `${px / fontPx}em` : `${px}px`;
  if (parent) parent.style.minHeight = held;
}

// The same text wraps again in a box of another width (the phone turned, the buttons beside the box grew) or in
// another text size (the phone's text size changed while the page was open). Its height used to wait for the next
// keystroke, cutting lines or leaving gaps. Returns the stopping function.
function refitOnResize(el: HTMLTextAreaElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const layout = () => `${el.clientWidth} ${getComputedStyle(el).fontSize}`;
  let last = layout();
  let frame = 0;
  const observer = new ResizeObserver(() => {
    const now = layout();
    if (now === last) return; // its own height change
    last = now;
    // The next frame, not inside the observer's callback: a resize there is an error ("ResizeObserver loop …")
    // that the monitoring would report.
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => fit(el));
  });
  observer.observe(el);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}

export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  // The box the ref holds can come and go while the component stays (a comment's edit box is there only while it
  // is edited): after every render, a box not seen before is fitted and watched, where watching only the box of
  // the first render left the edit box unwatched, its height stale after the phone turned or the text size changed.
  const seen = useRef<{ el: HTMLTextAreaElement | null; value?: string; stop?: () => void }>({ el: null });
  useLayoutEffect(() => {
    const el = ref.current;
    const s = seen.current;
    if (el !== s.el) {
      s.stop?.();
      s.stop = el ? refitOnResize(el) : undefined;
      s.el = el;
      s.value = undefined;
    }
    if (el && s.value !== value) {
      fit(el);
      s.value = value;
    }
  });
  useEffect(
    () => () => {
      const s = seen.current;
      s.stop?.();
      // Unmounted (or, in development, unmounted and mounted again): watched afresh by the next effect.
      seen.current = { el: null };
    },
    [],
  );
}
