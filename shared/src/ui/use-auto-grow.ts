// A text box that grows with what is typed, up to its CSS max-height (then it scrolls inside): the chat's message
// box, a post's comment box. One line high whatever its content, a longer message showed only its last line or
// two, and could not be read over before it was sent.
import { useEffect, useLayoutEffect, type RefObject } from 'react';

function fit(el: HTMLTextAreaElement | null) {
  if (!el) return;
  el.style.height = 'auto';
  // border-box: the content's height and the borders (what offsetHeight has beyond clientHeight).
  el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
}

export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  useLayoutEffect(() => fit(ref.current), [ref, value]);
  // The same text wraps again in a box of another width: the phone turned, or the text size changed (the
  // buttons beside the box grew). Its height used to wait for the next keystroke, cutting lines or leaving gaps.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return; // its own height change
      width = el.clientWidth;
      fit(el);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
}
