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
