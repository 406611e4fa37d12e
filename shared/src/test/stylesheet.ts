import { readFileSync } from 'node:fs';

/**
 * Puts one of an app's stylesheets into the document, for a test of the rules a layout fix depends on: vitest
 * empties CSS imports, and jsdom, which lays nothing out, still applies a stylesheet's rules to getComputedStyle.
 * Class names are the source's (each app's vitest.config: non-scoped CSS modules). `path` is relative to the test file, whose
 * `import.meta.url` is `from`. Returns the removal.
 */
export function applyStylesheet(path: string, from: string): () => void {
  const dir = decodeURIComponent(from.replace(/^file:\/\//, '')).replace(/[^/]*$/, '');
  const style = document.createElement('style');
  style.textContent = readFileSync(dir + path, 'utf8');
  document.head.append(style);
  return () => style.remove();
}
