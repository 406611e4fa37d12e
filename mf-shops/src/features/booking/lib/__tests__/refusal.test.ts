import { ApiError } from '@guardian/shared';
import { tooManyAtShop } from '../../__tests__/render';
import { refusalOf } from '../refusal';

const petBooked = (data: unknown) =>
  new ApiError({
    status: 409,
    resultCode: 'PET_ALREADY_BOOKED',
    message: '이미 예약된 반려동물이 있어요.',
    data,
  });
const invalid = (field: string, message: string) =>
  new ApiError({
    status: 400,
    resultCode: 'VALIDATION_ERROR',
    message: '입력값을 확인해 주세요.',
    fields: [{ field, message }],
  });

describe('refusalOf: what 예약 요청 says after a refusal that sending again would meet again', () => {
  it('names the booked pet with the right particle, asks for another time, day or stay, and offers 반려동물 바꾸기', () => {
    expect(refusalOf(petBooked({ petSeq: 1, petName: '코코' }), 'BEAUTY')).toEqual({
      hint: '코코는 그 시간에 이미 예약이 있어요. 다른 시간이나 다른 아이를 골라 주세요.',
      at: 'time',
      link: 'pet',
    });
    expect(refusalOf(petBooked({ petSeq: 3, petName: '별' }), 'DAY_CARE')?.hint).toBe(
      '별은 그날 이미 예약이 있어요. 다른 날이나 다른 아이를 골라 주세요.',
    );
    expect(refusalOf(petBooked({ petSeq: 2, petName: '나비' }), 'HOTELING')).toEqual({
      hint: '나비는 그 기간에 이미 예약이 있어요. 다른 날짜나 다른 아이를 골라 주세요.',
      at: 'date',
      link: 'pet',
    });
  });

  it('finds the name on the screen when the answer gives only the number, else says 고른 반려동물', () => {
    const known = [{ petSeq: 2, name: '나비' }];
    expect(refusalOf(petBooked({ petSeq: 2 }), 'BEAUTY', known)?.hint).toMatch(/^나비는 그 시간에/);
    expect(refusalOf(petBooked(undefined), 'BEAUTY', known)?.hint).toMatch(/^고른 반려동물은 그 시간에/);
  });

  it('a place taken meanwhile asks for another time, day or stay', () => {
    const taken = new ApiError({ status: 409, resultCode: 'SLOT_UNAVAILABLE', message: '방금 다른 분이…' });
    expect(refusalOf(taken, 'BEAUTY')?.hint).toBe(
      '방금 다른 분이 이 시간을 예약했어요. 다른 시간을 골라 주세요.',
    );
    expect(refusalOf(taken, 'KINDERGARTEN')).toEqual({
      hint: '방금 자리가 다 찼어요. 다른 날을 골라 주세요.',
      at: 'date',
    });
    expect(refusalOf(taken, 'HOTELING')?.hint).toBe('방금 자리가 다 찼어요. 다른 날짜를 골라 주세요.');
  });

  it('a choice the rules no longer take says the server’s reason and what to change, once', () => {
    expect(refusalOf(invalid('time', '이미 지난 시간이에요.'), 'BEAUTY')).toEqual({
      hint: '이미 지난 시간이에요. 다른 시간을 골라 주세요.',
      at: 'time',
    });
    expect(refusalOf(invalid('endDate', '최대 30박까지 예약할 수 있어요.'), 'HOTELING')).toEqual({
      hint: '최대 30박까지 예약할 수 있어요. 다른 날짜를 골라 주세요.',
      at: 'date',
    });
    expect(refusalOf(invalid('date', '180일 이내로 선택해 주세요.'), 'BEAUTY')?.hint).toBe(
      '180일 이내로 선택해 주세요.',
    );
    expect(refusalOf(invalid('petSeqs.1', '고양이인 나비는 이 상품을 이용할 수 없어요.'), 'BEAUTY')).toEqual({
      hint: '고양이인 나비는 이 상품을 이용할 수 없어요. 다른 아이를 골라 주세요.',
      at: 'pet',
    });
  });

  it('leaves to the button what asking again may fix, and refusals handled elsewhere', () => {
    expect(
      refusalOf(new ApiError({ status: 0, resultCode: 'NETWORK_ERROR', message: '' }), 'BEAUTY'),
    ).toBeNull();
    expect(
      refusalOf(new ApiError({ status: 503, resultCode: 'UNAVAILABLE', message: '' }), 'BEAUTY'),
    ).toBeNull();
    expect(refusalOf(new Error('offline'), 'BEAUTY')).toBeNull();
    expect(refusalOf(invalid('memo', '500자 이내로 입력해 주세요.'), 'BEAUTY')).toBeNull();
    expect(
      refusalOf(
        new ApiError({ status: 409, resultCode: 'ONLINE_RESERVATION_UNAVAILABLE', message: '' }),
        'BEAUTY',
      ),
    ).toBeNull();
  });

  it('a pass that cannot pay names it, says why, and asks for another payment', () => {
    const refused = (resultCode: string, data?: unknown) =>
      new ApiError({ status: 409, resultCode, message: '이용권…', data });
    const bath = { name: '목욕 10회 이용권', pets: 1 };
    expect(refusalOf(refused('VOUCHER_USED_UP'), 'BEAUTY', [], bath)).toEqual({
      hint: '목욕 10회 이용권을 모두 사용했어요. 다른 결제 방법을 골라 주세요.',
      at: 'pay',
    });
    expect(refusalOf(refused('VOUCHER_USED_UP'), 'BEAUTY', [], { ...bath, pets: 2 })?.hint).toBe(
      '목욕 10회 이용권의 남은 횟수가 모자라요. 다른 결제 방법을 골라 주세요.',
    );
    expect(
      refusalOf(refused('VOUCHER_NOT_APPLICABLE', { reason: 'EXPIRED' }), 'BEAUTY', [], bath)?.hint,
    ).toBe('목욕 10회 이용권은 예약일 전에 기간이 끝나요. 다른 결제 방법을 골라 주세요.');
    expect(
      refusalOf(refused('VOUCHER_NOT_APPLICABLE', { reason: 'REFUNDED' }), 'KINDERGARTEN', [], {
        name: '유치원 종일반 20회권',
        pets: 1,
      })?.hint,
    ).toBe('유치원 종일반 20회권은 환불한 이용권이에요. 다른 결제 방법을 골라 주세요.');
    expect(
      refusalOf(refused('VOUCHER_NOT_APPLICABLE', { reason: 'OTHER_SHOP' }), 'BEAUTY', [], bath)?.hint,
    ).toBe('목욕 10회 이용권은 이 예약에 쓸 수 없어요. 다른 결제 방법을 골라 주세요.');
    expect(refusalOf(refused('VOUCHER_NOT_FOUND'), 'BEAUTY', [], bath)?.hint).toBe(
      '고른 이용권을 찾을 수 없어요. 다른 결제 방법을 골라 주세요.',
    );
    // The list no longer names it: 고른 이용권.
    expect(refusalOf(refused('VOUCHER_USED_UP'), 'BEAUTY')?.hint).toBe(
      '고른 이용권을 모두 사용했어요. 다른 결제 방법을 골라 주세요.',
    );
  });

  it('too many requests waiting says how many, what frees them, and leads to 예약 내역', () => {
    expect(refusalOf(tooManyAtShop(), 'BEAUTY')).toEqual({
      hint: '이 매장에 답을 기다리는 예약 요청이 2건 있어요. 매장이 답하거나 요청을 취소하면 다시 요청할 수 있어요.',
      at: 'requests',
      link: 'reservations',
    });
    expect(
      refusalOf(
        new ApiError({ status: 409, resultCode: 'TOO_MANY_OPEN_REQUESTS', message: '요청이 많아요.' }),
        'HOTELING',
      )?.hint,
    ).toBe('답을 기다리는 예약 요청이 많아요. 매장이 답하거나 요청을 취소하면 다시 요청할 수 있어요.');
  });
});
