// The HTML's inline <style> (the boot frame, shared/mf/index.html) without its comments and indentation. The HTML is
// on every first load and HtmlRspackPlugin leaves a <style>'s text as written: the readable template cost ~0.13 KB
// gzipped more than the same rules minified (measured on the shell's index.html).
// HtmlRspackPlugin's own minifier (on by default in production) minifies the inline scripts but leaves a <style> as
// written: Rspack turned its CSS minifying off in 1.0 (checked on 2.3 with `minify: true`, 2026-12-06). Lightning CSS
// on the same rules gave 636 B gzipped against these regexes' 634 B, so the few lines below stay.
import { rspack } from '@rspack/core';

const NAME = 'GuardianInlineStyle';
const { Compilation, sources } = rspack;

/**
 * `css` with comments and the whitespace the rules do not need taken out. For hand-written CSS like the boot
 * frame's: a space before `:` is kept (`a :hover` is not `a:hover`), and so is the one in a descendant selector or
 * a value (`0 auto`). Strings are not parsed, so a `/*`, `{` or `;` inside quotes is not supported.
 */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** Every `<style>` element's text in `html`, minified (minifyCss). */
export function minifyInlineStyles(html) {
  return html.replace(
    /(<style[^>]*>)([\s\S]*?)(<\/style>)/g,
    (_, open, css, close) => open + minifyCss(css) + close,
  );
}

/** Minifies index.html's inline styles once HtmlRspackPlugin has written it (before the hashes and the .br copies). */
export class InlineStylePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        () => {
          if (!compilation.getAsset('index.html')) return;
          compilation.updateAsset(
            'index.html',
            (source) => new sources.RawSource(minifyInlineStyles(source.source().toString())),
          );
        },
      );
    });
  }
}
