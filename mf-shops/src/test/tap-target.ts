// Tap targets under test: a module that styles a library's markup, applied so its rules reach the elements (the
// ::before boxes are read with shared's pseudoRules).
import { applyStylesheet } from '@guardian/shared/test/stylesheet';

/**
 * `applyStylesheet` for a module that styles a library's markup through `:global(.name)`: written as the build
 * writes it (`.name`), so its rules reach the elements.
 */
export function applyModuleWithGlobals(path: string, from: string): () => void {
  const remove = applyStylesheet(path, from);
  const style = document.head.lastElementChild!;
  style.textContent = style.textContent!.replace(/:global\(([^)]*)\)/g, '$1');
  return remove;
}
