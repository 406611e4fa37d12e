import { describe, expect, it } from 'vitest';
import cases from '../cases.json';
import {
  FIELD_RULES,
  checkField,
  lengthHint,
  phoneDigits,
  type FieldRuleName,
  tooLongMessage,
} from '../rules';

const NORMALISE: Record<string, (v: string) => string> = {
  trim: (v) => v.trim(),
  digits: (v) => v.replace(/\D/g, ''),
  'as-typed': (v) => v,
};

describe('field rules give the verdicts of cases.json', () => {
  for (const name of Object.keys(FIELD_RULES) as FieldRuleName[]) {
    const { sends, cases: samples } = cases[name];
    describe(name, () => {
      it.each(samples)('$value → valid: $valid', ({ value, valid }) => {
        expect(checkField(FIELD_RULES[name], value) === undefined).toBe(valid);
      });

      it(`sends the ${sends} value`, () => {
        for (const { value } of samples)
          expect(FIELD_RULES[name].normalise(value)).toBe(NORMALISE[sends](value));
      });
    });
  }

  it('covers every rule', () => {
    expect(
      Object.keys(cases)
        .filter((k) => !k.startsWith('$'))
        .sort(),
    ).toEqual(Object.keys(FIELD_RULES).sort());
  });
});

describe('checkField messages', () => {
  it('says which limit a nickname breaks, in Korean', () => {
    expect(checkField(FIELD_RULES.nickname, ' ')).toBe('닉네임을 입력해 주세요.');
    expect(checkField(FIELD_RULES.nickname, '콩')).toBe('닉네임은 2자 이상 입력해 주세요.');
    expect(checkField(FIELD_RULES.nickname, '가'.repeat(13))).toBe('닉네임은 12자까지 쓸 수 있어요.');
  });

  it("refuses a nickname that passes for staff or a deleted account, with the API's message", () => {
    const refused = '운영진이나 탈퇴한 회원으로 보일 수 있는 닉네임은 쓸 수 없어요.';
    expect(checkField(FIELD_RULES.nickname, '관리자')).toBe(refused);
    expect(checkField(FIELD_RULES.nickname, '탈퇴회원13')).toBe(refused);
    expect(checkField(FIELD_RULES.nickname, 'Ｇｕａｒｄｉａｎ')).toBe(refused);
    expect(checkField(FIELD_RULES.nickname, '가디언맘')).toBeUndefined();
  });

  it('checks the pattern only once the length is right', () => {
    expect(checkField(FIELD_RULES.password, 'abc')).toBe('비밀번호는 8자 이상이어야 해요.');
    expect(checkField(FIELD_RULES.password, 'abcdefgh')).toBe('영문과 숫자를 모두 포함해 주세요.');
  });

  it('derives the length hint from the rule', () => {
    expect(lengthHint(FIELD_RULES.nickname)).toBe('2~12자');
    expect(lengthHint(FIELD_RULES.password)).toBe('8~128자');
  });
});

describe('phoneDigits', () => {
  it('keeps the national digits of a number typed with dashes or spaces, or autofilled with the country code', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneDigits('010 1234 5678')).toBe('01012345678');
    expect(phoneDigits('+82 10-1234-5678')).toBe('01012345678');
    expect(phoneDigits('0082 10 1234 5678')).toBe('01012345678');
    expect(phoneDigits('821012345678')).toBe('01012345678');
    expect(phoneDigits('010123456789')).toBe('01012345678');
  });
});

describe('tooLongMessage', () => {
  it('says how far over the limit a text is, in characters as the API counts them (an emoji is one)', () => {
    expect(tooLongMessage('글은', 'a'.repeat(2100), 2000)).toBe(
      '글은 2,000자까지 쓸 수 있어요. 100자를 줄여 주세요.',
    );
    expect(tooLongMessage('메시지는', '가'.repeat(1001), 1000, '보낼')).toBe(
      '메시지는 1,000자까지 보낼 수 있어요. 1자를 줄여 주세요.',
    );
    // 500 emoji are 1,000 UTF-16 units but 500 characters: within a 500 limit.
    expect(tooLongMessage('댓글은', '🐶'.repeat(500), 500)).toBeNull();
    expect(tooLongMessage('댓글은', '', 500)).toBeNull();
  });
});
