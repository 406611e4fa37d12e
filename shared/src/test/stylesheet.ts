import { readFileSync } from 'node:fs';

/**
 * Puts one of an app's stylesheets into the document, for a test of the rules a layout fix depends on: vitest
 * empties CSS imports, and jsdom, which lays nothing out, still applies a stylesheet's rules to getComputedStyle.
 * Class names are the source's (each app's vitest.config: non-scoped CSS modules); where a package's tests scope
 * them (shared's), pass the module's `styles` as `classes` and each class is written under its scoped name. `path`
 * is relative to the test file, whose `import.meta.url` is `from`. Returns the removal.
 */
export function applyStylesheet(path: string, from: string, classes?: Record<string, string>): () => void {
  const dir = decodeURIComponent(from.replace(/^file:\/\//, '')).replace(/[^/]*$/, '');
  let text = readFileSync(dir + path, 'utf8');
  if (classes)
    text = text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\.([A-Za-z][\w-]*)/g, (_, name: string) => `.${classes[name] ?? name}`);
  const style = document.createElement('style');
  style.textContent = text;
  document.head.append(style);
  return () => style.remove();
}

/**
 * The declarations the document's stylesheets give `element`'s ::before (or ::after) box, the later ones last. jsdom
 * computes no pseudo-element: a test of a hit area (a ::before box laid over a small control) reads the rules.
 */
export function pseudoRules(
  element: Element,
  pseudo: '::before' | '::after' = '::before',
): CSSStyleDeclaration[] {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter((rule) => rule.selectorText.endsWith(pseudo))
    .filter((rule) => element.matches(rule.selectorText.slice(0, -pseudo.length)))
    .map((rule) => rule.style);
}
