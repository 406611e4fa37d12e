import { describe, expect, it } from 'vitest';
import { postText, rng } from '../seed-texts.js';

const texts = (name: string) => {
  const r = rng(13);
  return Array.from({ length: 400 }, () => postText(r, name));
};

describe('the demo feed texts', () => {
  it('say 구름이 after a name with a 받침 and 코코가 after one without, never 구름가', () => {
    const gureum = texts('구름');
    expect(gureum.filter((t) => t.includes('구름가'))).toEqual([]);
    expect(gureum.some((t) => t.includes('구름이 주사 맞고'))).toBe(true);
    const coco = texts('코코');
    expect(coco.filter((t) => /코코이[ ,]/.test(t))).toEqual([]);
    expect(coco.some((t) => t.includes('코코가 주사 맞고'))).toBe(true);
    // No placeholder is left unfilled.
    expect([...gureum, ...coco].filter((t) => /\{[^}]*\}/.test(t))).toEqual([]);
  });
});
