import { objectParticle } from '../format';

describe('objectParticle (을/를)', () => {
  it('uses 을 after a final consonant and 를 after a vowel', () => {
    expect(objectParticle('위생미용')).toBe('을');
    expect(objectParticle('목욕')).toBe('을');
    expect(objectParticle('스포팅')).toBe('을');
    expect(objectParticle('데이케어')).toBe('를');
    expect(objectParticle('1박 호텔링')).toBe('을');
    expect(objectParticle('유치원 종일반 (하루)')).toBe('를');
  });

  it('reads through brackets, spaces and digits to the last sound', () => {
    expect(objectParticle('전체미용 (가위컷)')).toBe('을');
    expect(objectParticle('패키지 2')).toBe('를');
    expect(objectParticle('패키지 3')).toBe('을');
    expect(objectParticle('Spa')).toBe('를');
  });
});
