// 회원 탈퇴's reason sheet on its own: 기타's words are counted as the API counts the reason it keeps (DELETE
// /v2/user?reason=, up to 500 characters with '기타: ' before them; an emoji is one), and past that they stay as
// typed while the box says how much to cut. The sheet in its screen: setting-screen.test.tsx.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithdrawSheet } from '../components/withdraw-sheet';

async function pickOther() {
  const onNext = vi.fn();
  render(<WithdrawSheet open onClose={() => {}} onNext={onNext} />);
  await userEvent.click(await screen.findByLabelText('기타'));
  const box = screen.getByRole('textbox', { name: '기타 사유' });
  await userEvent.click(box);
  return { onNext, box, next: screen.getByRole('button', { name: '다음' }) };
}

it('takes what the API keeps, emoji as one character each: 250 emoji go whole, where the box took 100', async () => {
  const { onNext, box, next } = await pickOther();
  expect(box).not.toHaveAttribute('maxlength');
  const words = '🐶'.repeat(250);
  await userEvent.paste(words);
  expect(box).toHaveValue(words);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(next);
  expect(onNext).toHaveBeenCalledExactlyOnceWith(`기타: ${words}`);
});

it('past the limit keeps every word and says how much to cut; 다음 goes no further till it fits', async () => {
  const { onNext, box, next } = await pickOther();
  await userEvent.paste('가'.repeat(500));
  expect(box).toHaveValue('가'.repeat(500));
  // '기타: ' and 496 more are the API's 500.
  const message = '사유는 496자까지 쓸 수 있어요. 4자를 줄여 주세요.';
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription(message);

  await userEvent.click(next);
  expect(onNext).not.toHaveBeenCalled();
  expect(box).toHaveFocus();
  expect(box).toHaveValue('가'.repeat(500));

  await userEvent.type(box, '{Backspace}{Backspace}{Backspace}{Backspace}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(next);
  expect(onNext).toHaveBeenCalledExactlyOnceWith(`기타: ${'가'.repeat(496)}`);
});
