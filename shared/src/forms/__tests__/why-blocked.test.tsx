import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../ui/button/button';
import { useWhyBlocked } from '../why-blocked';

function Comment({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const why = useWhyBlocked(text.trim() ? null : { hint: '댓글을 입력해 주세요.', field: () => box.current });
  return (
    <>
      <textarea ref={box} aria-label="댓글" value={text} onChange={(e) => setText(e.target.value)} />
      <p id={why.hintId} role="status">
        {why.hint}
      </p>
      <Button {...why.buttonProps} onClick={() => why.stopped() || onSend(text)}>
        등록
      </Button>
    </>
  );
}

it('a button waiting for text is reached and described by what it waits for; a tap sends nothing and goes to the box', async () => {
  const onSend = vi.fn();
  render(<Comment onSend={onSend} />);
  const send = screen.getByRole('button', { name: '등록' });
  expect(send).toHaveAttribute('aria-disabled', 'true');
  expect(send).toBeEnabled();
  expect(send).toHaveAccessibleDescription('댓글을 입력해 주세요.');

  await userEvent.click(send);
  expect(onSend).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: '댓글' })).toHaveFocus();

  await userEvent.type(screen.getByRole('textbox', { name: '댓글' }), '예뻐요');
  expect(send).not.toHaveAttribute('aria-disabled');
  expect(send).not.toHaveAccessibleDescription();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  await userEvent.click(send);
  expect(onSend).toHaveBeenCalledWith('예뻐요');
});

it('brings the field into view its own way when told how (a title to the top), the focus not scrolling by itself', async () => {
  const reveal = vi.fn();
  function Booking() {
    const why = useWhyBlocked({
      hint: '날짜를 골라 주세요.',
      field: () => document.getElementById('date-title'),
      reveal,
    });
    return (
      <>
        <h2 id="date-title" tabIndex={-1}>
          날짜
        </h2>
        <Button {...why.buttonProps} onClick={() => why.stopped()}>
          예약 요청
        </Button>
      </>
    );
  }
  render(<Booking />);
  const focus = vi.spyOn(HTMLElement.prototype, 'focus');
  await userEvent.click(screen.getByRole('button', { name: '예약 요청' }));
  const title = screen.getByRole('heading', { name: '날짜' });
  expect(title).toHaveFocus();
  expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  expect(reveal).toHaveBeenCalledWith(title);
  focus.mockRestore();
});

it('describes the button with a line kept off the screen, where the screen says it another way', async () => {
  function Search() {
    const [text, setText] = useState('');
    const why = useWhyBlocked(text ? null : { hint: '검색어를 입력해 주세요.' });
    return (
      <>
        <input
          aria-label="검색어"
          placeholder="검색어를 입력해 주세요"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button {...why.buttonProps}>검색</Button>
        {why.hiddenHint}
      </>
    );
  }
  render(<Search />);
  const search = screen.getByRole('button', { name: '검색' });
  expect(search).toHaveAccessibleDescription('검색어를 입력해 주세요.');
  expect(screen.getByText('검색어를 입력해 주세요.')).not.toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: '검색어' }), '산책');
  expect(search).not.toHaveAccessibleDescription();
});
