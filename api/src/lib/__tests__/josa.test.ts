import { describe, expect, it } from 'vitest';
import { hasBatchim, josa } from '../josa.js';

describe('Korean particles after a name', () => {
  it('picks 이/아/과 after a 받침 and 가/야/와 after a vowel', () => {
    expect([josa('구름', '이/가'), josa('구름', '아/야'), josa('구름', '과/와')]).toEqual([
      '구름이',
      '구름아',
      '구름과',
    ]);
    expect([josa('코코', '이/가'), josa('코코', '아/야'), josa('코코', '과/와')]).toEqual([
      '코코가',
      '코코야',
      '코코와',
    ]);
    expect([
      josa('별', '은/는'),
      josa('콩이', '은/는'),
      josa('단비', '을/를'),
      josa('뭉치', '을/를'),
    ]).toEqual(['별은', '콩이는', '단비를', '뭉치를']);
  });

  it('reads the last syllable, digit or Latin letter; anything else counts as without a 받침', () => {
    expect(['까미', '우유', '달이', '초코'].map(hasBatchim)).toEqual([false, false, false, false]);
    expect(['구름', '별', '밤', '뭉뭉', '콩'].map(hasBatchim)).toEqual([true, true, true, true, true]);
    // Trailing spaces, punctuation and emoji are skipped.
    expect(['구름 ', '구름!', '구름♥', '코코🐶', '(구름)'].map(hasBatchim)).toEqual([
      true,
      true,
      true,
      false,
      true,
    ]);
    // Digits as read in Korean: 일, 삼, 육, 칠, 팔, 영 end in one; 이, 사, 오, 구 do not.
    expect(josa('뭉치1', '아/야')).toBe('뭉치1아');
    expect(josa('뭉치2', '아/야')).toBe('뭉치2야');
    expect(josa('코코3', '과/와')).toBe('코코3과');
    // Latin names as said in Korean: Tom (톰), Bell (벨), King (킹) end in one; Coco, Max, Ruby do not.
    expect(['Tom', 'Bell', 'King', 'Coco', 'Max', 'Ruby'].map(hasBatchim)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    // Nothing to read (empty, symbols only, a lone jamo): the form after a vowel.
    expect([josa('', '이/가'), josa('★', '이/가'), josa('ㅋ', '아/야')]).toEqual(['가', '★가', 'ㅋ야']);
  });
});
