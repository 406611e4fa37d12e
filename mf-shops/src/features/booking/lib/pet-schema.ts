import { z } from 'zod';
import { seoulToday } from '@guardian/shared';

export const petSchema = z.object({
  name: z.string().trim().min(1, '이름을 입력해 주세요.').max(20, '이름은 20자 이하로 입력해 주세요.'),
  kind: z.enum(['DOG', 'CAT'], { message: '강아지인지 고양이인지 선택해 주세요.' }),
  breedSeq: z.number({ message: '품종을 선택해 주세요.' }).int().positive('품종을 선택해 주세요.'),
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '생일을 입력해 주세요.')
    .refine((d) => d <= seoulToday(), '생일은 오늘 이후일 수 없어요.'),
  weightKg: z
    .number({ message: '몸무게를 입력해 주세요.' })
    .gt(0, '몸무게는 0보다 커야 해요.')
    .max(120, '몸무게는 120kg 이하로 입력해 주세요.'),
  sex: z.enum(['MALE', 'FEMALE'], { message: '성별을 선택해 주세요.' }),
  neutered: z.boolean(),
});

export type PetForm = z.infer<typeof petSchema>;
