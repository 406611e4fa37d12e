// The HTML's inline style (the boot frame) reaches phones minified: the HTML is on every first load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { minifyCss, minifyInlineStyles } from '../../shared/mf/inline-style.mjs';

const root = path.resolve(import.meta.dirname, '../..');

test('takes comments and indentation out of a style and keeps what the rules mean', () => {
  const css = `
    /* the frame */
    #boot-frame:not(.bf-with-tabs) .bf-top,
    #boot-frame > a :hover {
      margin: 0 auto;
      font-family:
        'Pretendard Variable',
        sans-serif;
    }
    @media (prefers-color-scheme: dark) {
      :root { --bf-surface: #17191a; }
    }
  `;
  assert.equal(
    minifyCss(css),
    "#boot-frame:not(.bf-with-tabs) .bf-top,#boot-frame>a :hover{margin:0 auto;font-family:'Pretendard Variable',sans-serif}" +
      '@media (prefers-color-scheme:dark){:root{--bf-surface:#17191a}}',
  );
});

test('minifies every <style> of a page and leaves the rest of it as it was', () => {
  const html = '<head><style>\n  a {\n    color: red;\n  }\n</style></head><body>\n  <p>가디언</p>\n</body>';
  assert.equal(
    minifyInlineStyles(html),
    '<head><style>a{color:red}</style></head><body>\n  <p>가디언</p>\n</body>',
  );
});

test('the built shell page carries its boot-frame style minified', () => {
  const built = path.join(root, 'shell/dist/index.html');
  if (!fs.existsSync(built)) return; // Unbuilt checkout: the two tests above cover the function.
  const style = fs.readFileSync(built, 'utf8').match(/<style>([\s\S]*?)<\/style>/)[1];
  assert.equal(style, minifyCss(style));
  assert.doesNotMatch(style, /\n|\/\*/);
});
