import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { applyFieldErrors } from '../apply-field-errors';

const validation = (fields: { field: string; message: string }[]) =>
  new ApiError({ status: 400, resultCode: 'VALIDATION_ERROR', message: '입력값을 확인해 주세요.', fields });

describe('applyFieldErrors', () => {
  it('puts each field message on the form field of the same name and focuses the first', () => {
    const setError = vi.fn();
    const mapped = applyFieldErrors(
      validation([
        { field: 'nickname', message: '2자 이상이어야 합니다.' },
        { field: 'phoneNumber', message: '형식이 올바르지 않습니다.' },
      ]),
      setError,
      ['nickname', 'phoneNumber', 'password'],
    );
    expect(mapped).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['nickname', { type: 'server', message: '2자 이상이어야 합니다.' }, { shouldFocus: true }],
      ['phoneNumber', { type: 'server', message: '형식이 올바르지 않습니다.' }, { shouldFocus: false }],
    ]);
  });

  it('renames API paths through a map and keeps the first message per field', () => {
    const setError = vi.fn();
    applyFieldErrors(
      validation([
        { field: 'userId', message: '이메일 형식이 아닙니다.' },
        { field: 'userId', message: '254자 이하여야 합니다.' },
      ]),
      setError,
      { userId: 'email' },
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: '이메일 형식이 아닙니다.' },
      {
        shouldFocus: true,
      },
    );
  });

  it('returns false, setting nothing, when no field of the form is named', () => {
    const setError = vi.fn();
    expect(
      applyFieldErrors(validation([{ field: 'body', message: '본문이 없습니다.' }]), setError, ['nickname']),
    ).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('ignores errors that are not validation errors', () => {
    const setError = vi.fn();
    const conflict = new ApiError({
      status: 409,
      resultCode: 'DUPLICATED_NICKNAME',
      message: '중복',
      fields: [],
    });
    expect(applyFieldErrors(conflict, setError, ['nickname'])).toBe(false);
    expect(applyFieldErrors(new Error('boom'), setError, ['nickname'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
