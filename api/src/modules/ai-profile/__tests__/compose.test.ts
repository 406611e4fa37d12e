import { describe, expect, it } from 'vitest';
import { LOOKS } from '../generation/compose.js';
import type { PortraitPet } from '../generation/types.js';

const pet = (ageYears: number): PortraitPet => ({ name: '콩이', species: 'DOG', breed: '말티즈', ageYears });

describe('the caption printed on the pictures', () => {
  it('says a pet under one year is 1살 미만, as 마이페이지 does, and an older one by its years', () => {
    const young = LOOKS.STUDIO.overlay(pet(0));
    expect(young).toContain('말티즈 · 1살 미만');
    expect(young).not.toContain('0살');
    expect(LOOKS.STUDIO.overlay(pet(3))).toContain('말티즈 · 3살');
  });
});

describe('the particle after the pet name in a caption', () => {
  const named = (name: string): PortraitPet => ({ name, species: 'DOG', breed: '진돗개', ageYears: 3 });

  it('calls a name with a 받침 with 아 and joins it with 과: 구름아, 구름과', () => {
    expect(LOOKS.BIRTHDAY.overlay(named('구름'))).toContain('구름아, 생일 축하해!');
    expect(LOOKS.SPRING.overlay(named('구름'))).toContain('구름과 봄 소풍');
  });

  it('and one without with 야 and 와: 코코야, 코코와', () => {
    expect(LOOKS.BIRTHDAY.overlay(named('코코'))).toContain('코코야, 생일 축하해!');
    expect(LOOKS.SPRING.overlay(named('코코'))).toContain('코코와 봄 소풍');
  });
});
