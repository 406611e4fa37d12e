// The generated shops' branch names (every demo screen shows them): the district without its 구/시, as a branch is
// called (종로점, 수원점), except where one syllable would be left: 중구 stays 중구점, never 중점.
import { describe, expect, it } from 'vitest';
import { generateShops } from '../seed-generator.js';

const shops = generateShops(200);
const inDistrict = (sigungu: string) => shops.filter((s) => s.shop.address.split(' ')[1] === sigungu);

describe('seed shop names', () => {
  it('a shop in 중구 is a 중구점', () => {
    const jung = inDistrict('중구');
    expect(jung.length).toBeGreaterThan(0);
    for (const s of jung) expect(s.shop.name).toMatch(/ 중구점$/);
    expect(shops[1].shop.name).toBe('구름펫스테이 중구점'); // the demo's second shop
  });

  it('no name ends in a one-syllable branch', () => {
    for (const s of shops) expect(s.shop.name).toMatch(/ [가-힣]{2,}점$/);
  });

  it('a longer district drops its 구 or 시', () => {
    for (const s of inDistrict('종로구')) expect(s.shop.name).toMatch(/ 종로점$/);
    for (const s of inDistrict('동대문구')) expect(s.shop.name).toMatch(/ 동대문점$/);
    const cities = shops.filter((s) => s.shop.address.startsWith('경기도'));
    expect(cities.length).toBeGreaterThan(0);
    for (const s of cities) expect(s.shop.name).not.toMatch(/시점$/);
  });
});
