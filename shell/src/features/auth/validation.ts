// Korean validation messages; the rules mirror the API's schemas (docs/api-contract.md).
import { z } from 'zod';

export const emailSchema = z
  .string()
  .trim()
  .min(1, '이메일을 입력해주세요.')
  .email('이메일 형식이 올바르지 않아요.');

export const passwordSchema = z
  .string()
  .min(8, '비밀번호는 8자 이상이어야 해요.')
  .max(128, '비밀번호는 128자 이하로 입력해주세요.')
  .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, '영문과 숫자를 모두 포함해주세요.');

export const nicknameSchema = z
  .string()
  .trim()
  .min(2, '닉네임은 2자 이상이어야 해요.')
  .max(12, '닉네임은 12자 이하로 입력해주세요.');

export const phoneSchema = z
  .string()
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(z.string().regex(/^010\d{8}$/, '010으로 시작하는 휴대폰 번호 11자리를 입력해주세요.'));

export const codeSchema = z.string().regex(/^\d{6}$/, '인증번호 6자리를 입력해주세요.');

export const digitsOnly = (v: string) => v.replace(/\D/g, '');
