import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterMovesOn, focusFirstInvalid } from '../keyboard';

function Form({ onSubmit }: { onSubmit: () => void }) {
  return (
    <form
      onKeyDown={enterMovesOn}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="이메일" />
      <input type="checkbox" aria-label="기억하기" />
      <textarea aria-label="메모" />
      <input aria-label="전화번호" />
      <button type="submit">보내기</button>
    </form>
  );
}

it('Enter in a field goes on to the next one, over checkboxes, and sends nothing', async () => {
  const onSubmit = vi.fn();
  render(<Form onSubmit={onSubmit} />);
  await userEvent.type(screen.getByLabelText('이메일'), 'a@b.kr{Enter}');
  expect(screen.getByLabelText('메모')).toHaveFocus();
  expect(onSubmit).not.toHaveBeenCalled();
});

it('a text box keeps Enter for a new line', async () => {
  render(<Form onSubmit={() => {}} />);
  await userEvent.type(screen.getByLabelText('메모'), '첫 줄{Enter}둘째 줄');
  expect(screen.getByLabelText('메모')).toHaveValue('첫 줄\n둘째 줄');
  expect(screen.getByLabelText('메모')).toHaveFocus();
});

it("Enter in the form's last field sends it", async () => {
  const onSubmit = vi.fn();
  render(<Form onSubmit={onSubmit} />);
  await userEvent.type(screen.getByLabelText('전화번호'), '010{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('does nothing while a Korean syllable is being put together', () => {
  render(<Form onSubmit={() => {}} />);
  const email = screen.getByLabelText('이메일');
  email.focus();
  fireEvent.keyDown(email, { key: 'Enter', isComposing: true });
  expect(email).toHaveFocus();
});

it("after a refused send, the first field marked invalid in the screen's order takes the focus", async () => {
  render(
    <form aria-label="가입">
      <input aria-label="이메일" />
      <input aria-label="닉네임" aria-invalid="true" />
      <input aria-label="비밀번호" aria-invalid="true" />
    </form>,
  );
  focusFirstInvalid(screen.getByRole('form', { name: '가입' }));
  await vi.waitFor(() => expect(screen.getByLabelText('닉네임')).toHaveFocus());
});
