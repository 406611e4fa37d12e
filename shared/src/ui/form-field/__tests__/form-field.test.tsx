import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../form-field';

describe('FormField', () => {
  it('labels its control and describes it with the hint and the aside', () => {
    render(
      <FormField label="메모" hint="매장에 전할 말" aside="3/300">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const control = screen.getByLabelText('메모');
    expect(control).toHaveAccessibleDescription('매장에 전할 말 3/300');
    expect(control).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error instead of the hint, announced, and marks the control invalid', () => {
    render(
      <FormField label="품종" hint="목록에서 골라 주세요" error="품종을 선택해 주세요.">
        {(control) => <select {...control} />}
      </FormField>,
    );
    const control = screen.getByLabelText('품종');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('품종을 선택해 주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent('품종을 선택해 주세요.');
    expect(screen.queryByText('목록에서 골라 주세요')).not.toBeInTheDocument();
  });

  it('keeps a hidden label for screen readers', () => {
    render(
      <FormField label="검색어" hideLabel>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByLabelText('검색어')).toBeInTheDocument();
  });
});
