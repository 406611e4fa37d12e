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
