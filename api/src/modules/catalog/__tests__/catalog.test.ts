import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ shops: 8 });
});
afterAll(() => t.close());

describe('catalog, banners, static images', () => {
  it('GET /v2/breeds lists dog and cat breeds, filterable by kind', async () => {
    const dogs = (await t.inject({ method: 'GET', url: '/v2/breeds?kind=DOG' })).json().data;
    const cats = (await t.inject({ method: 'GET', url: '/v2/breeds?kind=CAT' })).json().data;
    expect(dogs.length).toBeGreaterThanOrEqual(80);
    expect(cats.length).toBeGreaterThanOrEqual(40);
    expect(dogs.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(['말티즈', '푸들', '포메라니안', '시츄', '비숑 프리제']),
    );
    expect(cats.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(['코리안 숏헤어', '러시안 블루', '페르시안']),
    );
    expect(cats.every((b: { kind: string }) => b.kind === 'CAT')).toBe(true);
    const all = (await t.inject({ method: 'GET', url: '/v2/breeds' })).json().data;
    expect(all).toHaveLength(dogs.length + cats.length);
    expect((await t.inject({ method: 'GET', url: '/v2/breeds?kind=BIRD' })).statusCode).toBe(400);
  });

  it('lists each breed once: 시바견 without 시바 이누, and breeds after it keep their numbers', async () => {
    const dogs = (await t.inject({ method: 'GET', url: '/v2/breeds?kind=DOG' })).json().data as {
      breedSeq: number;
      name: string;
    }[];
    expect(dogs.filter((d) => d.name.includes('시바'))).toEqual([
      { breedSeq: 21, kind: 'DOG', name: '시바견' },
    ]);
    expect(new Set(dogs.map((d) => d.name)).size).toBe(dogs.length);
    expect(dogs.find((d) => d.name === '아키타')?.breedSeq).toBe(73);
    expect(dogs.find((d) => d.name === '믹스견')?.breedSeq).toBe(91);
  });

  it('lists 믹스견 and 믹스묘 first, the rest in breed number order', async () => {
    const names = async (kind: string) =>
      (await t.inject({ method: 'GET', url: `/v2/breeds?kind=${kind}` })).json().data as {
        breedSeq: number;
        name: string;
      }[];
    const dogs = await names('DOG');
    const cats = await names('CAT');
    expect(dogs[0].name).toBe('믹스견');
    expect(cats[0].name).toBe('믹스묘');
    const rest = dogs.slice(1).map((d) => d.breedSeq);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it('GET /v2/emotion-words', async () => {
    const words = (await t.inject({ method: 'GET', url: '/v2/emotion-words' })).json().data;
    expect(words.length).toBeGreaterThanOrEqual(50);
    expect(words.map((w: { word: string }) => w.word)).toEqual(
      expect.arrayContaining(['신나요', '졸려요', '설레요']),
    );
  });

  it('GET /v2/marketing/banner answers banners whose images are served as SVG', async () => {
    const banners = (await t.inject({ method: 'GET', url: '/v2/marketing/banner' })).json().data;
    expect(banners.length).toBeGreaterThanOrEqual(4);
    const path = new URL(banners[0].imageUrl).pathname;
    const img = await t.inject({ method: 'GET', url: path });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect(img.body).toContain('<svg');
    expect(img.body).toContain(banners[0].title);
  });

  it('unknown static files are 404 in the envelope', async () => {
    const res = await t.inject({ method: 'GET', url: '/static/banners/999.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json().resultCode).toBe('NOT_FOUND');
  });

  it('serves the OpenAPI document and the reference page', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v2/login', '/v2/shop/inquiry', '/v1/shop/user/link']),
    );
    const docs = await t.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});
