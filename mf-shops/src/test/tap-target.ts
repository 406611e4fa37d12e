// Tap targets under test. jsdom lays nothing out and computes no pseudo-element, so a test of a hit area (a ::before
// box laid over a small control) reads the rules the document's stylesheets give the element's ::before.
import { applyStylesheet } from '@guardian/shared/test/stylesheet';

/** The declarations of the stylesheets' rules for `element`'s ::before (or ::after) box, the later ones last. */
export function beforeBox(
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
