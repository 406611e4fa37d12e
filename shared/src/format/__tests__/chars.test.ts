import { describe, expect, it } from 'vitest';
import { charCount, firstChars } from '../chars';

describe('charCount and firstChars', () => {
  it('count an emoji or a rare Hanja as one character, as the API does', () => {
    expect(charCount('산책 🐶🐾')).toBe(5);
    expect(charCount('𠮷野家')).toBe(3);
    expect('산책 🐶🐾'.length).toBe(7);
  });

  it('cut a name at a character, never through an emoji', () => {
    expect(firstChars('코코🐶나비', 3)).toBe('코코🐶');
    expect(firstChars('코코', 20)).toBe('코코');
  });
});
