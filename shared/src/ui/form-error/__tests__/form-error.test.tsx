import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError } from '../form-error';

describe('FormError', () => {
  it('announces the form-level message', () => {
    render(<FormError message="가입하지 못했어요. 잠시 후 다시 시도해 주세요." />);
    expect(screen.getByRole('alert')).toHaveTextContent('가입하지 못했어요. 잠시 후 다시 시도해 주세요.');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FormError message={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
