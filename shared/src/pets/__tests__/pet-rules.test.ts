import { EMPTY_PET, petErrors, petInput, type PetDraft } from '../pet-rules';

const TODAY = '2026-11-29';
const valid: PetDraft = {
  name: ' 코코 ',
  kind: 'DOG',
  breedSeq: 3,
  birthDate: '2021-05-01',
  weightKg: '3.2',
  sex: 'FEMALE',
  neutered: true,
};

describe('what a pet needs before it is sent', () => {
  it('finds nothing wrong with a complete pet and sends it trimmed, weight as a number', () => {
    expect(petErrors(valid, TODAY)).toEqual({});
    expect(petInput(valid)).toEqual({
      name: '코코',
      kind: 'DOG',
      breedSeq: 3,
      birthDate: '2021-05-01',
      weightKg: 3.2,
      sex: 'FEMALE',
      neutered: true,
    });
  });

  it('names every missing field of an empty form in Korean', () => {
    expect(petErrors(EMPTY_PET, TODAY)).toEqual({
      name: '이름을 입력해 주세요.',
      breedSeq: '품종을 선택해 주세요.',
      birthDate: '생일을 입력해 주세요.',
      weightKg: '몸무게를 입력해 주세요.',
      sex: '성별을 선택해 주세요.',
    });
  });

  it('starts a new pet with no sex chosen, and asks for one rather than sending a guess', () => {
    expect(EMPTY_PET.sex).toBeNull();
    expect(petErrors({ ...valid, sex: null }, TODAY)).toEqual({ sex: '성별을 선택해 주세요.' });
    expect(petInput({ ...valid, sex: 'MALE' }).sex).toBe('MALE');
  });

  it.each([
    [{ name: '   ' }, 'name', '이름을 입력해 주세요.'],
    [{ name: '가'.repeat(21) }, 'name', '이름은 20자까지 쓸 수 있어요. 1자를 줄여 주세요.'],
    [{ name: '🐶'.repeat(21) }, 'name', '이름은 20자까지 쓸 수 있어요. 1자를 줄여 주세요.'],
    [{ birthDate: '2026-11-30' }, 'birthDate', '생일은 오늘 이후일 수 없어요.'],
    [{ weightKg: '0' }, 'weightKg', '몸무게는 0보다 커야 해요.'],
    [{ weightKg: '-1' }, 'weightKg', '몸무게는 0보다 커야 해요.'],
    [{ weightKg: '120.5' }, 'weightKg', '몸무게는 120kg 이하로 입력해 주세요.'],
    [{ weightKg: 'abc' }, 'weightKg', '몸무게를 입력해 주세요.'],
    [{ weightKg: '3.14159' }, 'weightKg', '몸무게는 소수점 한 자리까지 입력해 주세요.'],
    [{ weightKg: '2.05' }, 'weightKg', '몸무게는 소수점 한 자리까지 입력해 주세요.'],
  ] as const)('refuses %o', (change, field, message) => {
    expect(petErrors({ ...valid, ...change }, TODAY)).toEqual({ [field]: message });
  });

  it('takes a name of 20 emoji, as the API does (it counts characters)', () => {
    expect(petErrors({ ...valid, name: '🐶'.repeat(20) }, TODAY)).toEqual({});
  });

  it('takes a birthday of today and a 120 kg dog', () => {
    expect(petErrors({ ...valid, birthDate: TODAY, weightKg: '120' }, TODAY)).toEqual({});
  });

  it('takes a weight to 0.1 kg however it is written (0.3, 4.70, 12)', () => {
    for (const weightKg of ['0.3', '4.70', '12', '0.1', '119.9'])
      expect(petErrors({ ...valid, weightKg }, TODAY)).toEqual({});
  });
});
