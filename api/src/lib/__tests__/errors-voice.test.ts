import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors.js';

// 합니다체 endings the app never uses: "…습니다.", "…입니다.", "…니까?", "…하십시오."
const FORMAL = /(니다|니까|십시오)[.?!]?(\s|$)/;

describe('the API speaks like the app (해요체)', () => {
  it('no error message says …습니다 / …입니다: each reads like "게시글을 찾을 수 없어요."', () => {
    const formal = Object.entries(ERRORS)
      .filter(([, [, message]]) => FORMAL.test(message))
      .map(([code, [, message]]) => `${code}: ${message}`);
    expect(formal).toEqual([]);
  });
});
