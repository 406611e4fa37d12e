import { describe, expect, it } from 'vitest';
import { routeId } from '../route-id.mjs';

describe('routeId', () => {
  it('reads the record number an address names', () => {
    expect(routeId('12')).toBe(12);
    expect(routeId('1')).toBe(1);
    expect(routeId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('says null for anything that cannot name a record, so the screen shows it is not there', () => {
    for (const value of [
      undefined,
      null,
      '',
      'abc',
      '0',
      '007',
      '-3',
      '1.5',
      '1e3',
      ' 12',
      '12abc',
      '9007199254740993',
    ])
      expect(routeId(value)).toBeNull();
  });
});
