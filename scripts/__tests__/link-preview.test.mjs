// A link shared to KakaoTalk shows a card (Open Graph tags in the page's HTML) for a shop, a post, an article,
// an event, a notice and a pet's 알림장; every other page, and a page whose read does not answer, goes out as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from '../serve.mjs';
import { raw } from './__fixtures__/raw-request.mjs';

const ok = (data) => ({ resultCode: 'SUCCESS', message: '성공', data });
const ANSWERS = {
  '/v2/shop?shopId=1': ok({
    name: '바둑펫뷰티 "종로" <점>',
    description: '1:1 맞춤 미용으로 아이가 편안하게 관리받을 수 있어요.',
    address: '서울특별시 종로구 종로길 319',
    thumbnailUrl: '/api/v2/media/1/w720',
  }),
  '/v2/community/5': ok({
    author: { nickname: '초코맘' },
    content: `수제 간식 만들어봤어요.\n\n${'고구마 말랭이 🍠 '.repeat(20)}`,
    photos: [{ url: 'https://cdn.guardian.kr/media/63/w1280' }],
    hidden: false,
  }),
  '/v2/community/8': ok({
    author: { nickname: '보리아빠' },
    content: '산책 다녀왔어요',
    photos: [{ url: 'https://api.guardian.kr/v2/media/70/w1280?exp=1796638200&sig=abc' }],
    hidden: false,
  }),
  '/v2/community/6': ok({
    author: { nickname: '숨김' },
    content: '신고로 가려진 글',
    photos: [],
    hidden: true,
  }),
  '/v2/alim-papers/shared?token=abc%2Bdef': ok({
    date: '2026-12-03',
    shop: { name: '바둑펫뷰티 종로점' },
    pet: { name: '코코' },
    photos: [{ thumbnailUrl: 'https://cdn.guardian.kr/media/9/w320' }],
  }),
  '/v2/notices/4': ok({ shopName: '바둑펫뷰티 종로점', title: '12월 휴무 안내', body: '25일은 쉬어요.' }),
};

/** An API that answers ANSWERS (404 otherwise), never answers /v2/events/9, and counts what it was asked. */
async function fakeApi(t) {
  const asked = [];
  const server = http.createServer((req, res) => {
    asked.push({ url: req.url, forwardedFor: req.headers['x-forwarded-for'] });
    if (req.url === '/v2/events/9') return;
    const answer = ANSWERS[req.url];
    res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? { resultCode: 'NOT_FOUND', message: '없어요.', data: null }));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  t.after(() => {
    server.closeAllConnections();
    return new Promise((r) => server.close(r));
  });
  return { url: `http://127.0.0.1:${server.address().port}`, asked };
}

async function withSite(t, fn) {
  const api = await fakeApi(t);
  const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-preview-'));
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><title>가디언</title></head><body></body></html>',
  );
  const site = createSiteServer({ shellDir, apiUrl: api.url, config: { remotes: {} } });
  const port = await site.listen(0);
  t.after(async () => {
    await site.close();
    fs.rmSync(shellDir, { recursive: true, force: true });
  });
  const request = (p) => raw(port, { path: p, headers: { host: 'guardian.kr' } });
  const open = async (p) => (await request(p)).text;
  await fn({ open, request, asked: api.asked });
}

/** The page's Open Graph and Twitter tags, by name. */
function cardOf(html) {
  const tags = {};
  for (const [, name, content] of html.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[a-z_]+)" content="([^"]*)">/g,
  ))
    tags[name] = content;
  return tags;
}

test("a shared shop link shows the shop's name, its line and its picture", async (t) => {
  await withSite(t, async ({ open }) => {
    assert.deepEqual(cardOf(await open('/shop/1')), {
      'og:site_name': '가디언',
      'og:type': 'website',
      'og:url': 'http://guardian.kr/shop/1',
      'og:title': '바둑펫뷰티 &quot;종로&quot; &lt;점&gt;',
      'og:description': '1:1 맞춤 미용으로 아이가 편안하게 관리받을 수 있어요.',
      'og:image': 'http://guardian.kr/api/v2/media/1/w720',
      'twitter:card': 'summary_large_image',
    });
  });
});

test("a post's card says whose it is and starts its text on one line of 100 characters, with its first photo", async (t) => {
  await withSite(t, async ({ open }) => {
    const card = cardOf(await open('/community/5'));
    assert.equal(card['og:title'], '초코맘님의 글');
    assert.equal([...card['og:description']].length, 100);
    assert.match(card['og:description'], /^수제 간식 만들어봤어요\. 고구마 말랭이 🍠 고구마/);
    assert.ok(card['og:description'].endsWith('…'));
    assert.equal(card['og:image'], 'https://cdn.guardian.kr/media/63/w1280');
  });
});

test('a hidden post, a deleted one and a page with nothing to show carry no card', async (t) => {
  await withSite(t, async ({ open, asked }) => {
    for (const p of ['/community/6', '/community/7', '/', '/community', '/my-info', '/alim-paper/detail']) {
      const html = await open(p);
      assert.deepEqual(cardOf(html), {}, p);
      assert.match(html, /<title>가디언<\/title>/, p);
    }
    assert.deepEqual(
      asked.map((a) => a.url),
      ['/v2/community/6', '/v2/community/7'],
    );
  });
});

test("an 알림장 shared with family shows the pet's name, the shop and the day", async (t) => {
  await withSite(t, async ({ open }) => {
    const card = cardOf(await open('/alim-paper/detail?token=abc%2Bdef'));
    assert.equal(card['og:title'], '코코의 알림장');
    assert.equal(card['og:description'], '바둑펫뷰티 종로점 · 12월 3일');
    assert.equal(card['og:url'], 'http://guardian.kr/alim-paper/detail?token=abc%2Bdef');
    assert.equal(card['og:image'], 'https://cdn.guardian.kr/media/9/w320');
  });
});

test("a notice's card names the shop; a picture-less card is the small kind", async (t) => {
  await withSite(t, async ({ open }) => {
    const card = cardOf(await open('/notice/4'));
    assert.equal(card['og:title'], '바둑펫뷰티 종로점 공지');
    assert.equal(card['og:description'], '12월 휴무 안내');
    assert.equal(card['og:image'], undefined);
    assert.equal(card['twitter:card'], 'summary');
  });
});

test('a read that does not answer holds the page at most 300 ms, which then goes out without a card', async (t) => {
  await withSite(t, async ({ open }) => {
    const started = Date.now();
    const html = await open('/event/9');
    assert.ok(Date.now() - started < 2000, `${Date.now() - started} ms`);
    assert.deepEqual(cardOf(html), {});
    assert.match(html, /<\/head>/);
  });
});

test('a link opened by a whole group chat is read from the API once, for whoever opened it', async (t) => {
  await withSite(t, async ({ open, asked }) => {
    for (let i = 0; i < 5; i += 1)
      assert.equal(cardOf(await open('/shop/1'))['og:title'].slice(0, 6), '바둑펫뷰티 ');
    assert.deepEqual(asked, [{ url: '/v2/shop?shopId=1', forwardedFor: '127.0.0.1' }]);
  });
});

test("a post's photo behind a signed link is named by the site's address, which sends to a link signed when asked", async (t) => {
  await withSite(t, async ({ open, request }) => {
    // The signed link stops opening within the hour; a messenger fetches the card's picture again for days.
    assert.equal(cardOf(await open('/community/8'))['og:image'], 'http://guardian.kr/og-image/community/8');
    const image = await request('/og-image/community/8');
    assert.equal(image.status, 302);
    assert.equal(image.headers.location, 'https://api.guardian.kr/v2/media/70/w1280?exp=1796638200&sig=abc');
    // A photo at a lasting address keeps it.
    assert.equal(cardOf(await open('/community/5'))['og:image'], 'https://cdn.guardian.kr/media/63/w1280');
    // A post hidden or deleted since, or a page without a card, sends nowhere.
    for (const p of [
      '/og-image/community/6',
      '/og-image/community/7',
      '/og-image/my-info',
      '/og-image/notice/4',
    ])
      assert.equal((await request(p)).status, 404, p);
  });
});
