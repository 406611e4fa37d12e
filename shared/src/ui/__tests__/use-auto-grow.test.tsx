import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textareaHeightFollowsLines } from '../../test/textarea-lines';
import { useAutoGrow } from '../use-auto-grow';

function Box() {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(ref, text);
  return <textarea ref={ref} aria-label="메시지" value={text} onChange={(e) => setText(e.target.value)} />;
}

// As a comment's edit box: not there when the component mounts, only after 수정 is pressed.
function EditLater() {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('토요일 오전에 전체 미용 가능할까요? 오후도 괜찮아요.');
  const ref = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(ref, editing ? text : '');
  return editing ? (
    <textarea ref={ref} aria-label="댓글 수정" value={text} onChange={(e) => setText(e.target.value)} />
  ) : (
    <button onClick={() => setEditing(true)}>수정</button>
  );
}

// A browser's wrapping: 10 px a character, 24 px a line, 24 px of padding, in a box `layout.width` wide.
function wraps() {
  const layout = { width: 400 };
  vi.spyOn(HTMLTextAreaElement.prototype, 'clientWidth', 'get').mockImplementation(() => layout.width);
  vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLTextAreaElement,
  ) {
    return 24 + 24 * Math.max(1, Math.ceil(this.value.length / (layout.width / 10)));
  });
  return layout;
}

// `resized` runs what the box's ResizeObserver would on a resize (and nothing when the box is not observed).
function observesResizes() {
  const observers = new Set<{ callback: () => void; targets: Set<Element> }>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      entry: { callback: () => void; targets: Set<Element> };
      constructor(callback: () => void) {
        this.entry = { callback, targets: new Set() };
        observers.add(this.entry);
      }
      observe(el: Element) {
        this.entry.targets.add(el);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => (run(0), 1));
  return (el: Element) =>
    observers.forEach((o) => {
      if (o.targets.has(el)) o.callback();
    });
}

let restore: () => void;
beforeEach(() => (restore = textareaHeightFollowsLines()));
afterEach(() => restore());

describe('useAutoGrow', () => {
  it('grows the box a line at a time as lines are typed, and shrinks it back as they are removed', () => {
    render(<Box />);
    const box = screen.getByRole('textbox', { name: '메시지' });
    expect(box).toHaveStyle({ height: '48px' });
    fireEvent.change(box, { target: { value: '토요일 오전에\n전체 미용\n가능할까요?' } });
    expect(box).toHaveStyle({ height: '96px' });
    fireEvent.change(box, { target: { value: '' } });
    expect(box).toHaveStyle({ height: '48px' });
  });

  // 30 characters: one line of 40 in a 400 px box, two of 20 in a 200 px one (the phone turned back upright).
  for (const { story, open } of [
    {
      story: 'fits the text again when the box gets narrower or wider, without waiting for a keystroke',
      open: () => {
        render(<Box />);
        const box = screen.getByRole('textbox', { name: '메시지' });
        fireEvent.change(box, { target: { value: '토요일 오전에 전체 미용 가능할까요? 오후도 괜찮아요.' } });
        return box;
      },
    },
    {
      story:
        "fits a box that appears after the component mounted (a comment's edit box), and again when it gets narrower",
      open: () => {
        render(<EditLater />);
        fireEvent.click(screen.getByRole('button', { name: '수정' }));
        return screen.getByRole('textbox', { name: '댓글 수정' });
      },
    },
  ]) {
    it(story, () => {
      const layout = wraps();
      const resized = observesResizes();
      const box = open();
      expect(box).toHaveStyle({ height: '48px' });
      layout.width = 200;
      resized(box);
      expect(box).toHaveStyle({ height: '72px' });
      vi.unstubAllGlobals();
    });
  }

  it('fits the text again when the text size changes while the page is open, the box as wide as before', () => {
    // A browser's layout: a line is 1.5 of the text size high, and as many characters fit on it as the box's 320 px
    // hold at that size; 12 px of padding above and below.
    vi.spyOn(HTMLTextAreaElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLTextAreaElement,
    ) {
      const size = parseFloat(this.style.fontSize);
      return 24 + 1.5 * size * Math.max(1, Math.ceil(this.value.length / (320 / size)));
    });
    const resized = observesResizes();
    render(<Box />);
    const box = screen.getByRole('textbox', { name: '메시지' });
    box.style.fontSize = '16px';
    // 30 characters: two lines of 20 at 16 px, three of 10 at 32 px.
    fireEvent.change(box, { target: { value: '토요일 오전에 전체 미용 가능할까요? 오후도 괜찮아요' } });
    const heightPx = () => {
      const height = box.style.height;
      return parseFloat(height) * (height.endsWith('em') ? parseFloat(box.style.fontSize) : 1);
    };
    expect(heightPx()).toBe(24 + 2 * 24);
    box.style.fontSize = '32px'; // the phone's text size at 200%
    resized(box);
    expect(heightPx()).toBe(24 + 3 * 48);
    box.style.fontSize = '16px';
    resized(box);
    expect(heightPx()).toBe(24 + 2 * 24);
    vi.unstubAllGlobals();
  });
});
