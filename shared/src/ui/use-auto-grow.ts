// A text box that grows with what is typed, up to its CSS max-height (then it scrolls inside): the chat's message
// box, a post's comment box. One line high whatever its content, a longer message showed only its last line or
// two, and could not be read over before it was sent.
import { useEffect, useLayoutEffect, type RefObject } from 'react';

function fit(el: HTMLTextAreaElement | null) {
  if (!el) return;
  el.style.height = 'auto';
  // border-box: the content's height and the borders (what offsetHeight has beyond clientHeight). Set in em, the
  // box's own text size: when that size changes (the phone's text size, the page's zoom), the box grows or shrinks
  // with it at once, and that resize is what tells the observer below to fit the text again.
  const px = el.scrollHeight + el.offsetHeight - el.clientHeight;
  const fontPx = parseFloat(getComputedStyle(el).fontSize);
  el.style.height = fontPx > 0 ? `${px / fontPx}em` : `${px}px`;
}

export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  useLayoutEffect(() => fit(ref.current), [ref, value]);
  // The same text wraps again in a box of another width (the phone turned, the buttons beside the box grew) or in
  // another text size (the phone's text size changed while the page was open). Its height used to wait for the
  // next keystroke, cutting lines or leaving gaps.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
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
  }, [ref]);
}
