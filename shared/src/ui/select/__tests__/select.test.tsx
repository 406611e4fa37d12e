import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from '../select';

const options = [
  { value: 'DOG', label: '강아지' },
  { value: 'CAT', label: '고양이' },
];

describe('Select', () => {
  it('is a labelled native select with an empty first choice', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="종류"
        placeholder="선택해 주세요"
        options={options}
        defaultValue=""
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('종류');
    expect(select).toHaveDisplayValue('선택해 주세요');
    await userEvent.selectOptions(select, '고양이');
    expect(select).toHaveValue('CAT');
    expect(onChange).toHaveBeenCalled();
  });

  it('announces the error and marks the select invalid', () => {
    render(<Select label="종류" options={options} error="종류를 선택해 주세요." />);
    expect(screen.getByLabelText('종류')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('종류')).toHaveAccessibleDescription('종류를 선택해 주세요.');
  });
});
