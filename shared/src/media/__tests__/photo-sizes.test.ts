import { describe, expect, it } from 'vitest';
import { columnPhotoSizes } from '../photo-sizes';

describe('columnPhotoSizes', () => {
  it('gives a photo the page content’s width less its 16 px margins, split into columns', () => {
    expect(columnPhotoSizes()).toBe('(min-width: 480px) 448px, calc(100vw - 32px)');
    expect(columnPhotoSizes(2)).toBe('(min-width: 480px) 224px, calc((100vw - 32px) / 2)');
  });

  it('gives a grid that runs past the margins the whole body’s width split into columns', () => {
    // An album's grid of three on a 390 px screen: 130 px a photo, not the 119 px of a grid within margins.
    expect(columnPhotoSizes(3, { edgeToEdge: true })).toBe('(min-width: 480px) 160px, calc(100vw / 3)');
    expect(columnPhotoSizes(1, { edgeToEdge: true })).toBe('(min-width: 480px) 480px, 100vw');
  });
});
