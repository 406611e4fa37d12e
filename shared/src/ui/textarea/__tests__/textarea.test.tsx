import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Textarea } from '../textarea';

describe('Textarea', () => {
  it('counts what is typed against the limit and reads the count as part of its description', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<Textarea label="요청 사항" maxLength={300} hint="매장에 전할 말" ref={ref} />);
    const field = screen.getByLabelText('요청 사항');
    expect(field).toHaveAccessibleDescription('매장에 전할 말 0/300');
    await userEvent.type(field, '발톱 짧게');
    expect(screen.getByText('5/300')).toBeInTheDocument();
    expect(ref.current?.value).toBe('발톱 짧게');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('메모');
      return (
        <Textarea label="메모" maxLength={10} value={value} onChange={(e) => setValue(e.target.value)} />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('2/10')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('메모'), '!');
    expect(screen.getByText('3/10')).toBeInTheDocument();
  });

  it('counts an emoji as one character, as the API and the form rules do', async () => {
    render(<Textarea label="후기" maxLength={1000} />);
    await userEvent.type(screen.getByLabelText('후기'), '🐶🐶🐶 좋아요');
    expect(screen.getByText('7/1000')).toBeInTheDocument();
  });

  it("keeps 500 emoji in a 500-character box: the browser's maxlength counted each as two and stopped at 250", async () => {
    const user = userEvent.setup();
    render(<Textarea label="요청 사항" maxLength={500} />);
    const field = screen.getByLabelText('요청 사항');
    await user.click(field);
    await user.paste('😀'.repeat(500));
    expect(field).toHaveValue('😀'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('maxlength');
  });

  it('keeps a paste past the limit and says how much to cut instead of cutting it without a word', async () => {
    const user = userEvent.setup();
    render(<Textarea label="답장" maxLength={500} tooLongSubject="답장은" />);
    const field = screen.getByLabelText('답장');
    await user.click(field);
    await user.paste(`${'😀'.repeat(500)}!`);
    expect(field).toHaveValue(`${'😀'.repeat(500)}!`);
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('답장은 500자까지 쓸 수 있어요. 1자를 줄여 주세요.');
    await user.type(field, '{Backspace}');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a controlled value over the limit is too long in its default words', () => {
    render(<Textarea label="메모" maxLength={3} value="가나다라" onChange={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('내용은 3자까지 쓸 수 있어요. 1자를 줄여 주세요.');
  });

  it('marks itself invalid with the error', () => {
    render(<Textarea label="후기" error="10자 이상 써주세요." />);
    expect(screen.getByLabelText('후기')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('10자 이상 써주세요.');
  });
});
