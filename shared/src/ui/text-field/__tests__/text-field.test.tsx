import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../text-field';

describe('TextField', () => {
  it('labels the input and describes it with the hint', () => {
    render(<TextField label="닉네임" hint="2~10자로 입력해 주세요." />);
    expect(screen.getByLabelText('닉네임')).toHaveAccessibleDescription('2~10자로 입력해 주세요.');
  });

  it('marks the input invalid and announces the error', () => {
    render(<TextField label="이메일" error="이메일 형식이 아닙니다." />);
    expect(screen.getByLabelText('이메일')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('이메일 형식이 아닙니다.');
  });

  it('forwards the ref (react-hook-form register) and takes typing', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="이름" ref={ref} />);
    await userEvent.type(screen.getByLabelText('이름'), '보리');
    expect(ref.current?.value).toBe('보리');
  });
});
