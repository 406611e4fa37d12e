// "찾는 매장이 없나요?": ask Guardian to bring a shop on board (POST /v2/shop/request-register).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { BottomSheet, BottomSheetActions, Button, toast, toastError } from '@guardian/shared';
import { TextField, enterMovesOn, useOneAtATime } from '@guardian/shared/forms';
import { useRequestRegister } from '../api/request-register';
import styles from './search.module.css';

const schema = z.object({
  shopName: z.string().trim().min(1, '매장 이름을 입력해 주세요').max(100, '100자 이내로 입력해 주세요'),
  address: z.string().trim().max(200, '200자 이내로 입력해 주세요'),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9-]*$/, '숫자와 -만 입력해 주세요')
    .max(20, '20자 이내로 입력해 주세요'),
  memo: z.string().trim().max(500, '500자 이내로 입력해 주세요'),
});
type FormValues = z.infer<typeof schema>;

export function RequestRegisterSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <BottomSheet open={open} onClose={onClose} title="입점 요청하기">
      {open ? <RequestRegisterForm onDone={onClose} /> : null}
    </BottomSheet>
  );
}

function RequestRegisterForm({ onDone }: { onDone: () => void }) {
  const request = useRequestRegister();
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: { shopName: '', address: '', phone: '', memo: '' },
  });
  // One request per tap (useOneAtATime: a double tap comes before the busy state): otherwise
  // each POST files a request. mutate's callbacks: a sheet closed meanwhile stays closed.
  const [sending, once] = useOneAtATime();
  const onSubmit = handleSubmit((v) =>
    once(
      () =>
        new Promise<void>((settled) =>
          request.mutate(
            {
              shopName: v.shopName,
              ...(v.address ? { address: v.address } : {}),
              ...(v.phone ? { phone: v.phone } : {}),
              ...(v.memo ? { memo: v.memo } : {}),
            },
            {
              onSuccess: () => {
                toast.success('입점 요청을 보냈어요. 매장에 연락해 볼게요!');
                onDone();
              },
              onError: (e) => toastError(e, '요청을 보내지 못했어요. 다시 시도해 주세요.'),
              onSettled: () => settled(),
            },
          ),
        ),
    ),
  );
  const { errors } = formState;
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} onKeyDown={enterMovesOn} noValidate>
      <p className={styles.lead}>알려 주신 매장에 가디언 입점을 제안할게요.</p>
      {/* The shop's details, not mine: autofill would offer my own address and number. */}
      <TextField
        label="매장 이름 (필수)"
        {...register('shopName')}
        error={errors.shopName?.message}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextField
        label="주소"
        {...register('address')}
        error={errors.address?.message}
        placeholder="예) 서울 성동구 성수이로 1"
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextField
        label="전화번호"
        {...register('phone')}
        error={errors.phone?.message}
        inputMode="tel"
        placeholder="02-123-4567"
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextField
        label="메모"
        {...register('memo')}
        error={errors.memo?.message}
        placeholder="매장에 전하고 싶은 말"
        autoComplete="off"
        enterKeyHint="send"
      />
      <BottomSheetActions>
        <Button type="submit" loading={sending}>
          요청 보내기
        </Button>
      </BottomSheetActions>
    </form>
  );
}
