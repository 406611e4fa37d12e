// For tests of a box that grows with its text (useAutoGrow): jsdom lays nothing out, so a <textarea>'s scrollHeight
// is made to follow its lines, 24 px a line plus 24 px of padding. Returns the restoring function.
import { vi } from 'vitest';

const LINE_PX = 24;

export function textareaHeightFollowsLines(): () => void {
  const spy = vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLTextAreaElement,
  ) {
    return LINE_PX + LINE_PX * this.value.split('\n').length;
  });
  return () => spy.mockRestore();
}
