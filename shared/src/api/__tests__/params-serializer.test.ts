import { describe, expect, it } from 'vitest';
import { serializeParams } from '../params-serializer';

describe('serializeParams', () => {
  it('§7: joins arrays with commas', () => {
    expect(serializeParams({ regionSeqs: [1, 2, 3], orderBy: 'CLOSEST' })).toBe(
      'regionSeqs=1,2,3&orderBy=CLOSEST',
    );
  });

  it('leaves out null, undefined and empty arrays, keeps 0 and false', () => {
    expect(serializeParams({ a: undefined, b: null, c: [], page: 0, on: false })).toBe('page=0&on=false');
  });

  it('encodes values but keeps the joining commas', () => {
    expect(serializeParams({ q: '강아지 미용', tags: ['a,b', 'c'] })).toBe(
      `q=${encodeURIComponent('강아지 미용')}&tags=a%2Cb,c`,
    );
  });
});
