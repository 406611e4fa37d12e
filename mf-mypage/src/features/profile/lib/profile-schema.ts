import { z } from 'zod';

export const profileSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(2, '닉네임은 2자 이상 입력해 주세요.')
    .max(12, '닉네임은 12자까지 쓸 수 있어요.')
    .regex(/^[가-힣a-zA-Z0-9_]+$/, '한글, 영문, 숫자, 밑줄(_)만 쓸 수 있어요.'),
  profileImageUrl: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^https?:\/\/\S+$/.test(v),
      'http:// 또는 https://로 시작하는 이미지 주소를 입력해 주세요.',
    ),
});

export type ProfileForm = z.infer<typeof profileSchema>;
