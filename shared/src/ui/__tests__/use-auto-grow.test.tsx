import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { textareaHeightFollowsLines } from '../../test/textarea-lines';
import { useAutoGrow } from '../use-auto-grow';

function Box() {
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  useAutoGrow(ref, text);
  return <textarea ref={ref} aria-label="메시지" value={text} onChange={(e) => setText(e.target.value)} />;
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
});
