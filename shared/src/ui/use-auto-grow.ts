// A text box that grows with what is typed, up to its CSS max-height (then it scrolls inside): the chat's message
// box, a post's comment box. One line high whatever its content, a longer message showed only its last line or
// two, and could not be read over before it was sent.
import { useLayoutEffect, type RefObject } from 'react';

export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    // border-box: the content's height and the borders (what offsetHeight has beyond clientHeight).
    el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [ref, value]);
}
